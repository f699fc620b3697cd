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
