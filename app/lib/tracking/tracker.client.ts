import {localeOfPath, readCookie, type Consent} from './consent';
import {DEVICE_COOKIE, deviceCategory, deviceCategoryCookie} from './device';
import {
  cartChangeEvents,
  clickEvent,
  pageViewEvent,
  purchaseEvent,
  toMeasurementProtocol,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  type DataLayerEvent,
  type MpEvent,
} from './ga4';
import {cartItems} from './items';
import {addToCartBody, formSubmissionDue, referredFromPdp, viewPagePath, viewProductBody} from './marketing';
import {consentInBrowser, type QueuedCommand} from './queue';
import {newUuid, readUuid, UUID_COOKIE, uuidCookie} from './uuid';

/**
 * The browser's tracker (docs/decisions/0054), loaded when the browser is
 * idle after hydration: it drains the command queue the pages filled, and
 * for each command, if the consent cookie allows it, pushes GA4 events to
 * window.dataLayer and hands them to the worker (/api/ga4/collect) and
 * calls the marketing-event routes (/api/klaviyo/...). No third-party script.
 */

export interface TrackerOptions {
  crmEnabled: boolean;
}

const FLUSH_DELAY_MS = 400;
const SESSION_KEY = 'keel_ga_session';

let options: TrackerOptions = {crmEnabled: true};
let pendingAnalytics: {prefix: string; events: MpEvent[]} | null = null;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let lastEventAt = Date.now();

const prefixOf = (locale: 'en-US' | 'en-GB') => (locale === 'en-GB' ? '/en-GB' : '');

/** Allowed only if it was allowed when it happened and still is now (an opt-out in between wins). */
function consentFor(command: QueuedCommand): Consent {
  const now = consentInBrowser(command.pathname);
  return {analytics: now.analytics && command.consent.analytics, marketing: now.marketing && command.consent.marketing, decided: now.decided};
}

/** spec 9 cookies: uuid and device_category exist only while tracking is allowed; an opt-out removes them. */
function syncCookies(consent: Consent): void {
  const hostname = window.location.hostname;
  if (consent.analytics || consent.marketing) {
    if (!readUuid(document.cookie)) document.cookie = uuidCookie(newUuid(), hostname);
    document.cookie = deviceCategoryCookie(deviceCategory(window.innerWidth), hostname);
  } else {
    for (const name of [UUID_COOKIE, DEVICE_COOKIE]) if (readCookie(document.cookie, name) !== null) document.cookie = `${name}=; Path=/; Max-Age=0`;
    try {
      sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage may be off; nothing to remove then.
    }
  }
}

/** On a real store Shopify's Customer Privacy API is told the same choice (decision 0053); locally it is absent. */
function handOffToShopify(consent: Consent): void {
  const privacy = (window as Window & {Shopify?: {customerPrivacy?: {setTrackingConsent?: (consent: Record<string, boolean>, callback: () => void) => void}}}).Shopify?.customerPrivacy;
  privacy?.setTrackingConsent?.({analytics: consent.analytics, marketing: consent.marketing, preferences: consent.analytics, sale_of_data: consent.marketing}, () => {});
}

function sessionId(): string {
  try {
    const existing = sessionStorage.getItem(SESSION_KEY);
    if (existing) return existing;
    const created = String(Math.floor(Date.now() / 1000));
    sessionStorage.setItem(SESSION_KEY, created);
    return created;
  } catch {
    return String(Math.floor(Date.now() / 1000));
  }
}

function flushAnalytics(): void {
  clearTimeout(flushTimer);
  const batch = pendingAnalytics;
  pendingAnalytics = null;
  if (!batch?.events.length) return;
  for (let start = 0; start < batch.events.length; start += 25) {
    void fetch(`${batch.prefix}/api/ga4/collect`, {
      method: 'POST',
      keepalive: true,
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({events: batch.events.slice(start, start + 25)}),
    }).catch(() => {});
  }
}

function queueAnalytics(prefix: string, events: DataLayerEvent[]): void {
  if (pendingAnalytics && pendingAnalytics.prefix !== prefix) flushAnalytics();
  pendingAnalytics ??= {prefix, events: []};
  const session = sessionId();
  for (const event of events) {
    (window.dataLayer ??= []).push({ecommerce: null}); // GA4's advice: clear the previous ecommerce object first.
    window.dataLayer.push(event);
    const now = Date.now();
    pendingAnalytics.events.push(toMeasurementProtocol(event, {sessionId: session, engagementTimeMsec: Math.max(1, now - lastEventAt)}));
    lastEventAt = now;
  }
  clearTimeout(flushTimer);
  flushTimer = setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

function postMarketing(prefix: string, path: string, body: unknown, failure?: string): void {
  void fetch(`${prefix}/api/klaviyo/process-event/${path}`, {
    method: 'POST',
    keepalive: true,
    headers: {'Content-Type': 'application/json'},
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  })
    .then((response) => {
      if (!response.ok && failure) console.error(failure);
    })
    .catch(() => {
      // spec 8: a failed viewPage is a console error; the other events fail quietly.
      if (failure) console.error(failure);
    });
}

function logNewsletterSignup(prefix: string): void {
  const cookies = {has: (name: string) => readCookie(document.cookie, name) !== null};
  if (!formSubmissionDue(options.crmEnabled, cookies)) return;
  void fetch(`${prefix}/api/klaviyo/form-submission/`, {credentials: 'same-origin'}).catch(() => {});
}

export function handle(command: QueuedCommand): void {
  const prefix = prefixOf(localeOfPath(command.pathname));
  if (command.type === 'consentChanged') {
    const consent = consentInBrowser(command.pathname);
    syncCookies(consent);
    handOffToShopify(consent);
    // The page the choice was made on counts from now (nothing was sent before it).
    if (consent.analytics || consent.marketing) handle({...command, type: 'page', consent});
    else pendingAnalytics = null;
    return;
  }
  const consent = consentFor(command);
  if (!consent.analytics && !consent.marketing) return;
  syncCookies(consent);

  const analytics: DataLayerEvent[] = [];
  switch (command.type) {
    case 'page':
      analytics.push(pageViewEvent(new URL(command.href), command.title, command.referrer));
      if (consent.marketing) {
        postMarketing(prefix, `viewPage/${viewPagePath(command.pathname)}`, undefined, 'Failed to send viewPage event');
        logNewsletterSignup(prefix);
      }
      break;
    case 'newsletterSignedUp':
      if (consent.marketing) logNewsletterSignup(prefix);
      break;
    case 'viewItem':
      analytics.push(viewItemEvent(command.currency, command.item, command.pathname));
      if (consent.marketing) postMarketing(prefix, 'viewProduct/', viewProductBody(command.item));
      break;
    case 'viewItemList':
      if (command.items.length) analytics.push(viewItemListEvent(command.currency, command.items, command.pathname));
      break;
    case 'cartChanged':
      analytics.push(...cartChangeEvents(command.changes, command.location, command.pathname));
      if (consent.marketing && command.changes.added.length) {
        postMarketing(prefix, `addToCart/${encodeURIComponent(command.location)}/`, addToCartBody(command.changes.added, command.changes.currency));
      }
      break;
    case 'viewCart':
      analytics.push(viewCartEvent(command.cart.cost.currencyCode, cartItems(command.cart), command.pathname, command.openLocation));
      // spec 7: viewCart goes to the marketing service when the marketing-CRM flag is off.
      if (consent.marketing && !options.crmEnabled) postMarketing(prefix, `viewCart/?referredFromPdp=${referredFromPdp(command.referrer)}`, undefined);
      break;
    case 'purchase':
      analytics.push(purchaseEvent(command.order));
      break;
    case 'click':
      analytics.push(clickEvent(command.name, command.pathname, command.params));
      break;
  }
  if (consent.analytics && analytics.length) queueAnalytics(prefix, analytics);
}

/** Drains what the pages queued before the tracker loaded; later pushes are handled at once. */
export function start(startOptions: TrackerOptions): void {
  options = startOptions;
  const queued = Array.isArray(window.keelTrack) ? (window.keelTrack as QueuedCommand[]) : [];
  window.keelTrack = {push: (command: QueuedCommand) => handle(command)};
  for (const command of queued) handle(command);
  const flushOnHide = () => {
    if (document.visibilityState === 'hidden') flushAnalytics();
  };
  document.addEventListener('visibilitychange', flushOnHide);
  window.addEventListener('pagehide', flushAnalytics);
}
