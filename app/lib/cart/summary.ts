import {financingAvailable, monthlyPrice} from '../product/pricing';
import type {NativeBundle, NormalizedCart} from './normalizeCart';

/** The cart page's order summary (rules:cart-mini-cart "Full cart page"; rules:cart-rules "Pricing"). */
export interface CartSummaryFigures {
  /** What the items cost before any saving. */
  full: number;
  /** full - total, never negative, less what discount codes take off (they have their own rows). */
  savings: number;
  /** What the applied discount codes take off the order (decision 0076). */
  codeDiscount: number;
  total: number;
  /** rules:cart-rules: ceil(total / 48); only where financing is shown (rules:cart-quantities: en-US). */
  monthly: number | null;
}

type SummaryCart = Pick<NormalizedCart, 'cost'> &
  Partial<Pick<NormalizedCart, 'discountCodes'>> & {
    items: {
      nativeBundles: ReadonlyArray<Pick<NativeBundle, 'lineItemId' | 'cost'>>;
      allLineItems: ReadonlyArray<{id: {lineItem: string}; cost: {full: number}}>;
    };
  };

/**
 * A native bundle's line is priced as one item, already below what its components cost alone
 * (rules:cart-rules "native-bundle component savings"): the summary counts the components' full price,
 * so that saving shows in 'You save' as it does on the bundle's own row.
 */
function nativeBundleSavings(cart: SummaryCart): number {
  return cart.items.nativeBundles.reduce((sum, bundle) => {
    const line = cart.items.allLineItems.find((candidate) => candidate.id.lineItem === bundle.lineItemId);
    return sum + Math.max(0, bundle.cost.full - (line?.cost.full ?? bundle.cost.full));
  }, 0);
}

export function cartSummaryFigures(cart: SummaryCart, locale: {code: string}): CartSummaryFigures {
  const total = cart.cost.total;
  const full = cart.cost.full + nativeBundleSavings(cart);
  const codeDiscount = (cart.discountCodes ?? []).reduce(
    (sum, entry) => sum + (entry.applicable ? entry.amount : 0),
    0,
  );
  const beforeCodes = total + codeDiscount;
  return {
    full: Math.max(full, beforeCodes),
    savings: Math.max(0, full - beforeCodes),
    codeDiscount,
    total,
    monthly: financingAvailable(locale) && total > 0 ? monthlyPrice(total) : null,
  };
}
