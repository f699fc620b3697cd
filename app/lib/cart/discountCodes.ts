/**
 * Discount codes in the cart (decision 0076): what a shopper may type, and the
 * plain-words answer when a code does not apply. Shopify keeps a code that
 * does not apply on the cart with `applicable: false` and, from API 2025-07,
 * says why in the mutation's `warnings` (CartWarningCode DISCOUNT_*).
 */

export const MAX_DISCOUNT_CODE_LENGTH = 64;
/** Codes a cart carries at once: Shopify combines a few; more is a typo loop. */
export const MAX_DISCOUNT_CODES = 5;

export interface CartDiscountCode {
  code: string;
  applicable: boolean;
}

export interface CartWarningLike {
  code: string;
  message?: string;
}

/** Why a code does not apply, in the shopper's words, by Shopify's warning code. */
const REASONS: Readonly<Record<string, (code: string) => string>> = {
  DISCOUNT_NOT_FOUND: (code) => `“${code}” isn’t a discount code we recognise. Check the spelling and try again.`,
  DISCOUNT_PURCHASE_NOT_IN_RANGE: (code) =>
    `“${code}” needs a larger order: your cart is below the code’s minimum spend.`,
  DISCOUNT_QUANTITY_NOT_IN_RANGE: (code) => `“${code}” needs a different number of items in your cart.`,
  DISCOUNT_NO_ENTITLED_LINE_ITEMS: (code) => `“${code}” doesn’t apply to anything in your cart.`,
  DISCOUNT_CURRENTLY_INACTIVE: (code) => `“${code}” isn’t active at the moment.`,
  DISCOUNT_USAGE_LIMIT_REACHED: (code) => `“${code}” has been used up.`,
  DISCOUNT_CUSTOMER_USAGE_LIMIT_REACHED: (code) => `You’ve already used “${code}”.`,
  DISCOUNT_CUSTOMER_NOT_ELIGIBLE: (code) => `“${code}” isn’t available to this account.`,
  DISCOUNT_ELIGIBLE_CUSTOMER_MISSING: (code) => `“${code}” needs you to sign in at checkout.`,
  DISCOUNT_CODE_NOT_HONOURED: (code) => `“${code}” can’t be combined with the other discounts in your cart.`,
  DISCOUNT_INCOMPATIBLE_PURCHASE_TYPE: (code) => `“${code}” doesn’t apply to this kind of purchase.`,
};

const fallback = (code: string) => `“${code}” can’t be used with this cart.`;

/**
 * The message for each requested code that did not apply. Shopify's warnings
 * target the cart, not a code, so with one code refused its warning is its
 * reason; with several, a reason shared by all of them is used, else the
 * plain fallback.
 */
export function refusedCodeMessages(
  requested: readonly string[],
  answered: readonly CartDiscountCode[],
  warnings: readonly CartWarningLike[],
): Array<{code: string; message: string}> {
  const refused = requested.filter((code) => {
    const found = answered.find((candidate) => candidate.code.toLowerCase() === code.toLowerCase());
    return !found || !found.applicable;
  });
  const discountWarnings = warnings.filter((warning) => warning.code.startsWith('DISCOUNT_'));
  const codes = [...new Set(discountWarnings.map((warning) => warning.code))];
  return refused.map((code) => {
    const reason = codes.length === 1 && codes[0] ? REASONS[codes[0]] : undefined;
    return {code, message: (reason ?? fallback)(code)};
  });
}

/** The codes to send when a shopper adds one: those already on the cart, then the new one (no duplicates, any case). */
export function codesWith(current: readonly CartDiscountCode[], added: string): string[] {
  const kept = current.map((entry) => entry.code).filter((code) => code.toLowerCase() !== added.toLowerCase());
  return [...kept, added].slice(-MAX_DISCOUNT_CODES);
}

/** The codes to send when a shopper removes one. */
export function codesWithout(current: readonly CartDiscountCode[], removed: string): string[] {
  return current.map((entry) => entry.code).filter((code) => code.toLowerCase() !== removed.toLowerCase());
}
