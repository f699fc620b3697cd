import type {ExtensionApi, PixelEventsCheckoutCompleted} from '@shopify/web-pixels-extension';
import {measurementProtocolBody, purchaseEvent, toMeasurementProtocol} from '../../../app/lib/tracking/ga4';
import {KLAVIYO_REVISION, placedOrderBody, placedOrderEvent} from '../../../app/lib/tracking/marketing';
import {checkoutOrderId, checkoutPurchase, checkoutReferralPurchase} from './checkout';

/**
 * Keel's web pixel (decision 0122): on Shopify's checkout_completed it sends the spec 7 purchase to
 * GA4 (Measurement Protocol), Placed Order to the marketing provider (Klaviyo's client API) and the
 * referral purchase, each only under the purpose the shopper allowed, once per order in a session.
 */

export interface PixelSettings {
  ga4MeasurementId: string;
  ga4ApiSecret: string;
  ga4CollectUrl: string;
  klaviyoPublicKey: string;
  klaviyoClientUrl: string;
  referralPurchasesUrl: string;
}

type Privacy = ExtensionApi['init']['customerPrivacy'];
/** Shopify's checkout_completed, named for the dev checkout that publishes it. */
export type CheckoutCompletedEvent = PixelEventsCheckoutCompleted;
export type PixelApi = Pick<ExtensionApi, 'analytics' | 'browser' | 'init' | 'customerPrivacy'> & {settings: Partial<PixelSettings>};
type Send = (url: string, init: RequestInit) => Promise<unknown>;

const DONE_KEY = 'keel_pixel_purchases';

function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** Every request the purchase makes, by purpose; empty when a provider has no settings. */
export function purchaseRequests(event: PixelEventsCheckoutCompleted, settings: Partial<PixelSettings>, privacy: Privacy): Array<{url: string; init: RequestInit}> {
  const checkout = event.data.checkout;
  const orderId = checkoutOrderId(checkout);
  if (!orderId) return [];
  const order = checkoutPurchase(checkout, orderId);
  const requests: Array<{url: string; init: RequestInit}> = [];
  if (privacy.analyticsProcessingAllowed && settings.ga4CollectUrl && settings.ga4MeasurementId && settings.ga4ApiSecret) {
    // GA4 places an event in a session by these two (Measurement Protocol guide); the checkout's time is the session.
    const session = {sessionId: String(Math.floor(Date.parse(event.timestamp) / 1000)), engagementTimeMsec: 1};
    requests.push({
      url: withQuery(settings.ga4CollectUrl, {measurement_id: settings.ga4MeasurementId, api_secret: settings.ga4ApiSecret}),
      // text/plain: a simple request, no preflight; the Measurement Protocol reads the body whatever its type.
      init: {method: 'POST', headers: {'content-type': 'text/plain'}, body: JSON.stringify(measurementProtocolBody(event.clientId, [toMeasurementProtocol(purchaseEvent(order), session)]))},
    });
  }
  if (!privacy.marketingAllowed) return requests;
  if (settings.klaviyoClientUrl && settings.klaviyoPublicKey && checkout.email) {
    requests.push({
      url: withQuery(settings.klaviyoClientUrl, {company_id: settings.klaviyoPublicKey}),
      init: {method: 'POST', headers: {'content-type': 'application/json', revision: KLAVIYO_REVISION}, body: JSON.stringify(placedOrderEvent(placedOrderBody(order), {email: checkout.email}))},
    });
  }
  if (settings.referralPurchasesUrl) {
    requests.push({
      url: settings.referralPurchasesUrl,
      init: {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(checkoutReferralPurchase(checkout, orderId))},
    });
  }
  return requests;
}

/** What register() runs. `send` is fetch in Shopify's sandbox; tests pass their own. */
export function keelPixel(api: PixelApi, send: Send = (url, init) => fetch(url, {...init, keepalive: true})): void {
  let privacy = api.init.customerPrivacy;
  api.customerPrivacy.subscribe('visitorConsentCollected', (event) => {
    privacy = event.customerPrivacy;
  });
  api.analytics.subscribe('checkout_completed', async (event: PixelEventsCheckoutCompleted) => {
    const orderId = checkoutOrderId(event.data.checkout);
    if (!orderId) return;
    // The thank-you page may load again (a reload, a return): an order is sent once per session.
    const done: string[] = await api.browser.sessionStorage.getItem(DONE_KEY).then((value) => (value ? (JSON.parse(value) as string[]) : []), () => []);
    if (done.includes(orderId)) return;
    await api.browser.sessionStorage.setItem(DONE_KEY, JSON.stringify([...done, orderId].slice(-10)));
    const results = await Promise.allSettled(purchaseRequests(event, api.settings, privacy).map((request) => send(request.url, request.init)));
    for (const result of results) if (result.status === 'rejected') console.warn('[keel-pixel] a purchase request failed', String(result.reason));
  });
}
