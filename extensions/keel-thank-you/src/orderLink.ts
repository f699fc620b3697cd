import {orderIdOf} from '../../../app/lib/order/confirmation';
import {localePath} from '../../../app/lib/i18n';

/**
 * The custom event the block publishes to web pixels (decision 0132): the order's confirmation
 * number, which the keel-pixel needs for the storefront and Shopify's checkout_completed lacks.
 */
export const ORDER_CONFIRMATION_EVENT = 'keel:order_confirmation';

/**
 * The storefront's order page for the order Shopify's Thank you page shows (decision 0123):
 * `/order/{id}?key={confirmation number}`, under the shopper's locale (the UK market is en-GB,
 * spec 2's locale prefix). Null when the setting or the confirmation number is missing.
 */
export function orderPageUrl(input: {
  storefrontUrl: string | undefined;
  countryCode: string | undefined;
  orderId: string;
  confirmationNumber: string | undefined;
}): string | null {
  if (!input.storefrontUrl || !input.confirmationNumber) return null;
  let origin: string;
  try {
    origin = new URL(input.storefrontUrl).origin;
  } catch {
    return null;
  }
  const path = localePath(
    `/order/${encodeURIComponent(orderIdOf(input.orderId))}`,
    input.countryCode === 'GB' ? 'en-GB' : 'en-US',
  );
  return `${origin}${path}?key=${encodeURIComponent(input.confirmationNumber)}`;
}
