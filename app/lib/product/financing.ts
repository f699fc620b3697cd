import type {PayLaterPlacementKey} from '../payLater/payLater';
import {financingAvailable} from './pricing';
import type {NormalizedProduct} from './normalizeProduct';

/** What a product page shows of financing (decision 0083). */
export interface FinancingView {
  /** The Financing / Full Price tabs and the monthly price they switch to; without them the price is shown in full. */
  financingPrice: boolean;
  /** The pay-later placement under the price, or none. */
  payLater: PayLaterPlacementKey | null;
}

/**
 * rules:pricing-fields financing {isActive, display, messageKey}, in en-US only (rules:pricing-financing):
 * an inactive product shows none of it; `display` (showFinancing) adds the
 * tabs and monthly price; the message key 'None' shows no pay-later
 * message, any other the provider's message for the price (as in the cart,
 * decision 0041).
 */
export function productFinancing(financing: NormalizedProduct['financing'], locale: {code: string}): FinancingView {
  const offered = financingAvailable(locale) && financing.isActive;
  return {
    financingPrice: offered && financing.display,
    payLater: offered && financing.messageKey !== 'None' ? 'credit-promotion-badge' : null,
  };
}
