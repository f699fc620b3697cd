/** Quantity rules of rules:cart-rules, rules:cart-quantities. */

/** rules:cart-quantities: at most 10 of a variant or line in the cart. */
export const MAX_CART_QUANTITY = 10;
/** rules:cart-quantities: the PDP quantity control's buttons work in 1..9. */
export const QUANTITY_BUTTON_MIN = 1;
export const QUANTITY_BUTTON_MAX = 9;
/** rules:cart-quantities: typed quantities are clamped to 0..10. */
export const TYPED_QUANTITY_MIN = 0;
export const TYPED_QUANTITY_MAX = 10;

/** rules:cart-rules: the minus button is disabled at 1, the plus button at 9. */
export function quantityButtons(quantity: number): {minusDisabled: boolean; plusDisabled: boolean} {
  return {minusDisabled: quantity <= QUANTITY_BUTTON_MIN, plusDisabled: quantity >= QUANTITY_BUTTON_MAX};
}

/** rules:cart-rules: a typed value is clamped to 0..10; anything that is not a number counts as 0. */
export function clampTypedQuantity(value: string | number): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  if (!Number.isFinite(parsed)) return TYPED_QUANTITY_MIN;
  return Math.min(TYPED_QUANTITY_MAX, Math.max(TYPED_QUANTITY_MIN, Math.trunc(parsed)));
}

/**
 * rules:cart-rules: add to cart caps a variant at 10 in the cart: with 10 or more
 * already there, nothing is added; otherwise at most 10 minus what is there.
 */
export function cappedAddQuantity(requested: number, inCart: number): number {
  if (inCart >= MAX_CART_QUANTITY) return 0;
  return Math.max(0, Math.min(requested, MAX_CART_QUANTITY - inCart));
}

/** rules:cart-rules mini cart: an increment is allowed while below 10 and the result stays at most 10. */
export function canIncrement(quantity: number, step = 1): boolean {
  return quantity < MAX_CART_QUANTITY && quantity + step <= MAX_CART_QUANTITY;
}

/** rules:cart-rules mini cart: a decrement needs a quantity above 0 and a result of at least 0. */
export function canDecrement(quantity: number, step = 1): boolean {
  return quantity > 0 && quantity - step >= 0;
}
