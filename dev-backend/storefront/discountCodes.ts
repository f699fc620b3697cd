import type {Market, Money} from '../seed/catalog';

/** The store's discount codes: a fixed amount off an order of at least a minimum. */
export interface DiscountCode {
  code: string;
  amount: Money;
  minimum: Money;
}

export const DISCOUNT_CODES: readonly DiscountCode[] = [
  {code: 'KEEL50', amount: {US: 50, GB: 50}, minimum: {US: 500, GB: 450}},
];

export interface AppliedDiscount {
  code: string;
  amount: number;
  applicableCodes: string[];
}

/** The first applicable code of the cart, as Shopify applies one order discount code. */
export function applyDiscountCode(codes: readonly string[], subtotal: number, market: Market): AppliedDiscount {
  for (const code of codes) {
    const known = DISCOUNT_CODES.find((candidate) => candidate.code === code.toUpperCase());
    if (known && subtotal >= known.minimum[market]) {
      return {code, amount: Math.min(known.amount[market], subtotal), applicableCodes: [code]};
    }
  }
  return {code: '', amount: 0, applicableCodes: []};
}

export interface DiscountCodeWarning {
  code: 'DISCOUNT_NOT_FOUND' | 'DISCOUNT_PURCHASE_NOT_IN_RANGE';
  message: string;
}

const formatAmount = (amount: number, market: Market) => `${market === 'GB' ? '£' : '$'}${amount.toFixed(2)}`;

/**
 * The warnings Shopify returns with a cart mutation for each code on the cart
 * that does not apply (API 2025-07 on): an unknown code is
 * DISCOUNT_NOT_FOUND, a known code below its minimum subtotal
 * DISCOUNT_PURCHASE_NOT_IN_RANGE. Applicable codes answer nothing.
 */
export function discountCodeWarnings(
  codes: readonly string[],
  subtotal: number,
  market: Market,
): DiscountCodeWarning[] {
  const applied = applyDiscountCode(codes, subtotal, market);
  return codes.flatMap((code): DiscountCodeWarning[] => {
    if (applied.applicableCodes.includes(code)) return [];
    const known = DISCOUNT_CODES.find((candidate) => candidate.code === code.toUpperCase());
    if (!known) return [{code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code'}];
    if (subtotal < known.minimum[market]) {
      return [
        {
          code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE',
          message: `This discount requires a minimum purchase of ${formatAmount(known.minimum[market], market)}`,
        },
      ];
    }
    // Another order discount code already applies: Shopify applies one.
    return [{code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE', message: 'Only one discount code applies to an order'}];
  });
}
