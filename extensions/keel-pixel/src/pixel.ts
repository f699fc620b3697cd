import type {ExtensionApi, PixelEventsCheckoutCompleted} from '@shopify/web-pixels-extension';
import {purchaseEvent} from '../../../app/lib/tracking/ga4';
import {KLAVIYO_REVISION, placedOrderBody, placedOrderEvent} from '../../../app/lib/tracking/marketing';
import {orderIdOf} from '../../../app/lib/order/confirmation';
import {ORDER_CONFIRMATION_EVENT} from '../../keel-thank-you/src/orderLink';
import {checkoutOrderId, checkoutPurchase, checkoutReferralPurchase} from './checkout';

/**
 * Keel's web pixel (decision 0122): on Shopify's checkout_completed it sends the spec 7 purchase to
 * GA4 through the storefront (which adds the Measurement Protocol secret, decision 0132), Placed
 * Order to the marketing provider (Klaviyo's client API) and the referral purchase, each only under
 * the purpose the shopper allowed, once per order in a session.
 */

/** Everything here is readable in the shopper's browser: public values only, no secret (decision 0132). */
export interface PixelSettings {
  /** The storefront's origin, where POST /api/pixel/purchase sends the purchase on to GA4. */
  storefrontUrl: string;
  klaviyoPublicKey: string;
  klaviyoClientUrl: string;
  referralPurchasesUrl: string;
}

type Privacy = ExtensionApi['init']['customerPrivacy'];
/** Shopify's checkout_completed, named for the dev checkout that publishes it. */
export type CheckoutCompletedEvent = PixelEventsCheckoutCompleted;
export type PixelApi = Pick<ExtensionApi, 'analytics' | 'browser' | 'init' | 'customerPrivacy'> & {
  settings: Partial<PixelSettings>;
};
type Send = (url: string, init: RequestInit) => Promise<unknown>;

const DONE_KEY = 'keel_pixel_purchases';

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Every request the purchase makes, by purpose; empty when a provider has no settings. */
export function purchaseRequests(
  event: PixelEventsCheckoutCompleted,
  settings: Partial<PixelSettings>,
  privacy: Privacy,
  confirmationNumber: string | null,
): Array<{url: string; init: RequestInit}> {
  const checkout = event.data.checkout;
  const orderId = checkoutOrderId(checkout);
  if (!orderId) return [];
  const order = checkoutPurchase(checkout, orderId);
  const requests: Array<{url: string; init: RequestInit}> = [];
  if (privacy.analyticsProcessingAllowed && settings.storefrontUrl && confirmationNumber) {
    // The storefront checks the order by its number and sends GA4 the order's own purchase with its secret.
    const body = {
      orderId: checkout.order?.id,
      confirmationNumber,
      clientId: event.clientId,
      consent: {analytics: true},
      purchase: purchaseEvent(order).ecommerce,
    };
    requests.push({
      url: new URL('/api/pixel/purchase', settings.storefrontUrl).toString(),
      init: {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(body)},
    });
  }
  if (!privacy.marketingAllowed) return requests;
  if (settings.klaviyoClientUrl && settings.klaviyoPublicKey && checkout.email) {
    requests.push({
      url: withQuery(settings.klaviyoClientUrl, {company_id: settings.klaviyoPublicKey}),
      init: {
        method: 'POST',
        headers: {'content-type': 'application/json', revision: KLAVIYO_REVISION},
        body: JSON.stringify(placedOrderEvent(placedOrderBody(order), {email: checkout.email})),
      },
    });
  }
  if (settings.referralPurchasesUrl) {
    requests.push({
      url: settings.referralPurchasesUrl,
      init: {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify(checkoutReferralPurchase(checkout, orderId)),
      },
    });
  }
  return requests;
}

/** What register() runs. `send` is fetch in Shopify's sandbox; tests pass their own. */
/** How long the pixel waits for the thank-you block's confirmation number after checkout_completed. */
export const CONFIRMATION_WAIT_MS = 5000;

/** What register() runs. `send` is fetch in Shopify's sandbox; tests pass their own. */
export function keelPixel(api: PixelApi, send: Send = (url, init) => fetch(url, {...init, keepalive: true})): void {
  let privacy = api.init.customerPrivacy;
  api.customerPrivacy.subscribe('visitorConsentCollected', (event) => {
    privacy = event.customerPrivacy;
  });
  // The two events arrive in either order: each order's number, and a wait for a number still to come.
  const numbers = new Map<string, string>();
  const waiting = new Map<string, (number: string) => void>();
  api.analytics.subscribe(
    ORDER_CONFIRMATION_EVENT,
    (event: {customData?: {orderId?: unknown; confirmationNumber?: unknown} | null}) => {
      const {orderId, confirmationNumber} = event.customData ?? {};
      if (typeof orderId !== 'string' || typeof confirmationNumber !== 'string') return;
      const id = orderIdOf(orderId);
      numbers.set(id, confirmationNumber);
      waiting.get(id)?.(confirmationNumber);
    },
  );
  const confirmationOf = (orderId: string) =>
    numbers.get(orderId) ??
    new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), CONFIRMATION_WAIT_MS);
      waiting.set(orderId, (number) => {
        clearTimeout(timer);
        resolve(number);
      });
    });
  api.analytics.subscribe('checkout_completed', async (event: PixelEventsCheckoutCompleted) => {
    const orderId = checkoutOrderId(event.data.checkout);
    if (!orderId) return;
    // The thank-you page may load again (a reload, a return): an order is sent once per session.
    const done: string[] = await api.browser.sessionStorage.getItem(DONE_KEY).then(
      (value) => (value ? (JSON.parse(value) as string[]) : []),
      () => [],
    );
    if (done.includes(orderId)) return;
    await api.browser.sessionStorage.setItem(DONE_KEY, JSON.stringify([...done, orderId].slice(-10)));
    const number =
      privacy.analyticsProcessingAllowed && api.settings.storefrontUrl ? await confirmationOf(orderId) : null;
    const results = await Promise.allSettled(
      purchaseRequests(event, api.settings, privacy, number).map((request) => send(request.url, request.init)),
    );
    for (const result of results)
      if (result.status === 'rejected') console.warn('[keel-pixel] a purchase request failed', String(result.reason));
  });
}
