import {getClientBrowserParameters, type SetConsentHeadlessParams} from '@shopify/hydrogen';
import {loadScript} from '../loadScript';
import {oncePerRun} from './steps';
import type {Consent} from './consent';
import {
  basePayload,
  monorailEvents,
  type ShopAnalytics,
  type ShopifyEventName,
  type ShopifyPayload,
} from './shopifyAnalytics';
import {newUuid} from './uuid';

/**
 * Shopify's half of the tracker (decision 0125), loaded with it after hydration: Shopify's
 * analytics sent to Monorail as Hydrogen's Analytics.Provider sends them, and the shopper's
 * choice handed to Shopify's Customer Privacy API as Hydrogen's useCustomerPrivacy configures
 * it, so checkout honours it. Keel's consent cookie decides both, as it does every tracker.
 */

/** The root loader's settings for it; null when the shop's analytics could not be read. */
export interface ShopifySettings {
  /** null: the shop could not be read, so no analytics are sent. */
  shop: ShopAnalytics | null;
  /** Monorail's produce_batch URL; null: Shopify's analytics are off. */
  analyticsUrl: string | null;
  /** The Customer Privacy API's script (consent-tracking-api); null: not loaded. */
  privacyScript: string | null;
  /** The public Storefront API token the consent request carries. */
  storefrontAccessToken: string;
}

/** The API as the consent script installs it: set-up not yet wrapped (Hydrogen's type is its wrapper's). */
type CustomerPrivacy = {
  setTrackingConsent: (
    consent: SetConsentHeadlessParams,
    callback: (result: {error: string} | undefined) => void,
  ) => void;
};

let settings: ShopifySettings | null = null;

export function configureShopify(next: ShopifySettings | null): void {
  settings = next;
}

/**
 * Hydrogen's browser parameters, read once per run of the tracker's code: a page view sends two or three
 * events in one run, and each read of them reads document.cookie, a synchronous round trip to the
 * browser's cookie store (decision 0155).
 */
const browserParameters = oncePerRun(getClientBrowserParameters);

/** One of Hydrogen's events: its name and what the page adds to the payload. */
export interface ShopifyEvent {
  name: ShopifyEventName;
  view: Partial<ShopifyPayload>;
}

/**
 * Hydrogen's events as sendShopifyAnalytics posts them (text/plain, no preflight; a result per event), those
 * of one moment in one batch, in their order: a product page's product and page views are one request, not
 * two (decision 0177). Monorail's produce_batch takes a list, as Hydrogen's own page view sends two schemas.
 */
export function sendToShopify(events: readonly ShopifyEvent[], consent: Consent): void {
  if (!settings?.analyticsUrl || !settings.shop || !consent.analytics || !events.length) return;
  const base = basePayload(settings.shop, browserParameters.get(), {
    analytics: consent.analytics,
    marketing: consent.marketing,
    saleOfData: consent.marketing,
  });
  const now = Date.now();
  void fetch(settings.analyticsUrl, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: JSON.stringify({
      events: events.flatMap(({name, view}) => monorailEvents(name, {...base, ...view}, now, newUuid)),
      metadata: {event_sent_at_ms: now},
    }),
  })
    .then((response) => response.text())
    .then((text) => {
      // A refused event is a bug in what we send (hydrogen-react logs it the same way); a lost request is not.
      const {result = []} = JSON.parse(text || '{}') as {result?: Array<{status: number; message: string}>};
      for (const entry of result)
        if (entry.status !== 200) console.error('sendShopifyAnalytics request is unsuccessful', entry.message);
    })
    .catch(() => {});
}

/** useCustomerPrivacy's set-up: headless, its consent requests through this origin's Storefront API proxy. */
async function customerPrivacy(): Promise<CustomerPrivacy | null> {
  if (!settings?.privacyScript) return null;
  // Hydrogen's Window type says always there; before the script it is not.
  const shopify = ((window as {Shopify?: Window['Shopify']}).Shopify ??= {});
  const privacy = (shopify.customerPrivacy ??= {});
  privacy.config = {
    ...privacy.config,
    isHeadless: true,
    asyncConsent: true,
    asyncVisitorState: true,
    consentDomain: window.location.host,
    storefrontAccessToken: settings.storefrontAccessToken,
  };
  await loadScript(settings.privacyScript, {nonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce});
  const loaded = window.Shopify.customerPrivacy;
  return typeof loaded?.setTrackingConsent === 'function' ? (loaded as unknown as CustomerPrivacy) : null;
}

/** Hands a choice to Shopify (decision 0053's mapping: preferences with analytics, sale of data with marketing). */
export function tellShopify(consent: Pick<Consent, 'analytics' | 'marketing'>): void {
  const storefrontAccessToken = settings?.storefrontAccessToken ?? '';
  void customerPrivacy()
    .then((privacy) =>
      privacy?.setTrackingConsent(
        {
          headlessStorefront: true,
          checkoutRootDomain: window.location.host,
          storefrontAccessToken,
          analytics: consent.analytics,
          marketing: consent.marketing,
          preferences: consent.analytics,
          sale_of_data: consent.marketing,
        },
        (result) => {
          if (result?.error) console.warn('[customer-privacy]', result.error);
        },
      ),
    )
    .catch(() => console.warn('[customer-privacy] the Customer Privacy API did not load'));
}
