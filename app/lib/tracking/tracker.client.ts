import {localeOfPath, readCookie, type Consent} from './consent';
import {DEVICE_COOKIE, deviceCategory, deviceCategoryCookie} from './device';
import {
  cartChangeEvents,
  CLICK_EVENTS,
  clickEvent,
  experimentImpressionEvent,
  pageViewEvent,
  purchaseEvent,
  toMeasurementProtocol,
  viewCartEvent,
  viewItemEvent,
  viewItemListEvent,
  webVitalEvent,
  type ClickEventName,
  type DataLayerEvent,
  type MpEvent,
} from './ga4';
import {
  addToCartBody,
  formSubmissionDue,
  placedOrderBody,
  readMarketingAnswer,
  referredFromPdp,
  viewPagePath,
  viewProductBody,
} from './marketing';
import {consentInBrowser} from './browser';
import {createSteps, oncePerRun} from './steps';
import {shouldTrackPurchase} from '../order/confirmation';
import {TRACK_VIEW_ATTRIBUTE, type QueuedCommand} from './queue';
import {configureShopify, sendToShopify, tellShopify, type ShopifyEvent, type ShopifySettings} from './shopify.client';
import type {ShopifyPayload} from './shopifyAnalytics';
import type {PageView} from './views';
import {newUuid, readUuid, UUID_COOKIE, uuidCookie} from './uuid';
import {watchVisibility} from './visibility';

/**
 * The browser's tracker (docs/decisions/0054), loaded when the browser is
 * idle after hydration: it drains the command queue the pages filled, and
 * for each command, if the consent cookie allows it, pushes GA4 events to
 * window.dataLayer and hands them to the worker (/api/ga4/collect) and
 * calls the marketing-event routes (/api/klaviyo/...). No third-party script.
 */

export interface TrackerOptions {
  crmEnabled: boolean;
  /** Shopify's analytics and Customer Privacy API (decision 0125); null: off. */
  shopify: ShopifySettings | null;
}

const FLUSH_DELAY_MS = 400;
/** On each item inside a listed view's element: the item's sku, so it is reported when seen (decision 0090). Only here: the pages write it literally. */
const TRACK_ITEM_ATTRIBUTE = 'data-track-item';
/** A flexible page's analytics page-variant id, sent with its page_view (decision 0091). */
const PAGE_VARIANT_ATTRIBUTE = 'data-page-variant';
const SESSION_KEY = 'keel_ga_session';

let options: TrackerOptions = {crmEnabled: true, shopify: null};
let pendingAnalytics: {prefix: string; events: MpEvent[]} | null = null;
let flushTimer: ReturnType<typeof setTimeout> | undefined;
let lastEventAt = Date.now();
/** A client-side navigation keeps the first document.referrer, so the tracker keeps its own: the page before this one. */
let previousPage = '';
let currentReferrer = '';
/** Set when the page is being left: a request the browser cancels then is no failure to report. */
let leaving = false;

const prefixOf = (locale: 'en-US' | 'en-GB') => (locale === 'en-GB' ? '/en-GB' : '');

/**
 * The tracker's work, one step per task, in order (decision 0155): a step is one command, or one
 * part of a page view (its own events, each view it declares, the list watch, Shopify's events).
 * Handled in one go, the commands queued before the tracker loaded were one task at first idle: 56 and
 * 96 ms in two Lighthouse traces of the PDP (162 ms in a profile at 4x CPU), which the page's blocking
 * time counted past its first 50 ms.
 */
const {inTurn, runEvery: runEveryStep} = createSteps();

/**
 * A command in turn, under the consent it came under: `before`, or the choice in the cookie now (a
 * choice made before its turn comes must not reach back to it).
 */
function handleInTurn(command: QueuedCommand, before?: Consent, repeat = false): void {
  const consent = before ?? consentInBrowser(new URL(command.href).pathname);
  inTurn(() => handle(command, consent, repeat));
}

/**
 * document.cookie, read once per run of the tracker's code. Each read is a synchronous round trip to
 * the browser's cookie store: 5-20 ms apiece in Lighthouse traces of a loading PDP, where a page view's
 * step read it five times or more (decision 0155). The tracker's own writes drop it.
 */
const documentCookie = oncePerRun(() => document.cookie);

function writeCookie(cookie: string): void {
  document.cookie = cookie;
  documentCookie.drop();
}

/** Allowed only if it was allowed when it came (`before`) and still is now. */
function consentFor(pathname: string, before: Consent): Consent {
  const now = consentInBrowser(pathname, documentCookie.get());
  return {
    analytics: now.analytics && before.analytics,
    marketing: now.marketing && before.marketing,
    decided: now.decided,
  };
}

/**
 * rules:tracking-rules cookies: uuid and device_category exist only while tracking is allowed; an opt-out
 * removes them. Each is written when missing or changed (device_category when the window crosses a
 * breakpoint), so both keep the age of their first write, as uuid always did.
 */
function syncCookies(consent: Consent): void {
  const hostname = window.location.hostname;
  if (consent.analytics || consent.marketing) {
    if (!readUuid(documentCookie.get())) writeCookie(uuidCookie(newUuid(), hostname));
    const device = deviceCategory(window.innerWidth);
    if (readCookie(documentCookie.get(), DEVICE_COOKIE) !== device) writeCookie(deviceCategoryCookie(device, hostname));
  } else {
    for (const name of [UUID_COOKIE, DEVICE_COOKIE])
      if (readCookie(documentCookie.get(), name) !== null) writeCookie(`${name}=; Path=/; Max-Age=0`);
    try {
      sessionStorage.removeItem(SESSION_KEY);
    } catch {
      // Storage may be off; nothing to remove then.
    }
  }
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

/** Sends the batch: with fetch while the page lives, with sendBeacon when it is being left (the browser finishes it). */
function flushAnalytics(leaving = false): void {
  clearTimeout(flushTimer);
  const batch = pendingAnalytics;
  pendingAnalytics = null;
  if (!batch?.events.length) return;
  for (let start = 0; start < batch.events.length; start += 25) {
    const url = `${batch.prefix}/api/ga4/collect`;
    const body = JSON.stringify({events: batch.events.slice(start, start + 25)});
    if (leaving && navigator.sendBeacon(url, new Blob([body], {type: 'application/json'}))) continue;
    // The answer is read to its end, so the request is finished for the browser (and for test tools waiting on the network).
    void fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body})
      .then((response) => response.text())
      .catch(() => {});
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
    pendingAnalytics.events.push(
      toMeasurementProtocol(event, {sessionId: session, engagementTimeMsec: Math.max(1, now - lastEventAt)}),
    );
    lastEventAt = now;
  }
  clearTimeout(flushTimer);
  flushTimer = setTimeout(flushAnalytics, FLUSH_DELAY_MS);
}

function postMarketing(prefix: string, path: string, body: unknown, failure?: string): void {
  void fetch(`${prefix}/api/klaviyo/process-event/${path}`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    ...(body === undefined ? {} : {body: JSON.stringify(body)}),
  })
    .then(async (response) => {
      if (!(await readMarketingAnswer(response)) && failure) console.error(failure);
    })
    .catch(() => {
      // rules:errors-browser: a failed viewPage is a console error; the other events fail quietly.
      if (failure && !leaving) console.error(failure);
    });
}

function logNewsletterSignup(prefix: string): void {
  const cookies = {has: (name: string) => readCookie(documentCookie.get(), name) !== null};
  if (!formSubmissionDue(options.crmEnabled, cookies)) return;
  void fetch(`${prefix}/api/klaviyo/form-submission/`, {credentials: 'same-origin'})
    .then((response) => response.text())
    .catch(() => {});
}

/** The views the page declares (data-track-view), each with its element, read once per page view of that page. */
function pageViews(href: string): Array<{view: PageView; element: Element}> {
  if (href !== window.location.href) return [];
  return [...document.querySelectorAll(`[${TRACK_VIEW_ATTRIBUTE}]`)].flatMap((element) => {
    try {
      return [{view: JSON.parse(element.getAttribute(TRACK_VIEW_ATTRIBUTE) ?? '') as PageView, element}];
    } catch {
      return [];
    }
  });
}

/** A flexible page's analytics page-variant id (decision 0091), when the page is still the one shown. */
function pageVariantId(href: string): string | undefined {
  if (href !== window.location.href) return undefined;
  return document.querySelector(`[${PAGE_VARIANT_ATTRIBUTE}]`)?.getAttribute(PAGE_VARIANT_ATTRIBUTE) || undefined;
}

let stopWatching = () => {};

/**
 * rules:tracking-rules visibility tracking (decision 0090): a list's view_item_list carries
 * the items seen, as they come into view, each once per page view. Started
 * only with analytics consent; a new page or an opt-out stops it. A list drawn again (a held
 * module going live replaces its server copy, decision 0145) is watched again, and an item
 * already reported in that list is not reported twice.
 */
function watchLists(
  page: {href: string; title: string; referrer: string},
  lists: Array<{view: PageView; element: Element}>,
): void {
  const reported = new Set<string>();
  const watched = new WeakSet<Element>();
  const stops: Array<() => void> = [];
  const watch = (found: Array<{view: PageView; element: Element}>) => {
    for (const {view, element} of found) {
      if (view.type !== 'viewItemList') continue;
      const list = element.getAttribute(TRACK_VIEW_ATTRIBUTE);
      const items = new Map(view.items.map((item) => [item.sku, item]));
      const targets = [...element.querySelectorAll(`[${TRACK_ITEM_ATTRIBUTE}]`)].filter(
        (target) => !watched.has(target),
      );
      if (!targets.length) continue;
      for (const target of targets) watched.add(target);
      stops.push(
        watchVisibility(targets, (seen) => {
          const seenItems = seen.flatMap((target) => {
            const sku = target.getAttribute(TRACK_ITEM_ATTRIBUTE) ?? '';
            if (reported.has(`${list}|${sku}`)) return [];
            reported.add(`${list}|${sku}`);
            return items.get(sku) ?? [];
          });
          if (seenItems.length)
            handleInTurn({...page, type: 'viewItemList', currency: view.currency, items: seenItems}, undefined, true);
        }),
      );
    }
  };
  watch(lists);
  const drawn = (node: Node) =>
    node instanceof Element &&
    (node.matches(`[${TRACK_ITEM_ATTRIBUTE}]`) || node.querySelector(`[${TRACK_ITEM_ATTRIBUTE}]`));
  const observer = new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(drawn))) watch(pageViews(page.href));
  });
  observer.observe(document.body, {childList: true, subtree: true});
  stopWatching = () => {
    observer.disconnect();
    stops.forEach((stop) => stop());
  };
}

/**
 * Hydrogen's order (decision 0125): the page's own view (a product, a search) first, then the page view that
 * carries its type; one request for both (decision 0177).
 */
function shopifyPageView(url: URL, views: Array<{view: PageView}>, consent: Consent): void {
  const product = views.flatMap(({view}) => (view.type === 'viewItem' && view.shopify ? [view.shopify] : []))[0];
  const searchTerm = /^\/(en-GB\/)?search\/?$/.test(url.pathname) ? url.searchParams.get('q') : null;
  const events: ShopifyEvent[] = [];
  let view: Partial<ShopifyPayload> = {};
  if (product) {
    view = {pageType: 'product', resourceId: product.id};
    events.push({name: 'PRODUCT_VIEW', view: {...view, products: [product]}});
  } else if (searchTerm !== null) {
    view = {pageType: 'search'};
    events.push({name: 'SEARCH_VIEW', view: {...view, searchString: searchTerm}});
  }
  events.push({name: 'PAGE_VIEW_2', view});
  sendToShopify(events, consent);
}

function handle(queued: QueuedCommand, before: Consent, repeat = false): void {
  if (queued.type === 'page' && !repeat) {
    currentReferrer = previousPage || queued.referrer;
    previousPage = queued.href;
  }
  const command = {...queued, referrer: currentReferrer || queued.referrer};
  if (command.type === 'page') stopWatching();
  const url = new URL(command.href);
  const {pathname} = url;
  // rules:analytics-page-names: names read the query too (?isBundlePdp=true).
  const page = pathname + url.search;
  const prefix = prefixOf(localeOfPath(pathname));
  if (command.type === 'consentChanged') {
    const consent = consentInBrowser(pathname, documentCookie.get());
    syncCookies(consent);
    // Shopify's Customer Privacy API is told the same choice, so checkout honours it (decisions 0053, 0125).
    tellShopify(consent);
    // The page the choice was made on counts from now (nothing was sent before it).
    if (consent.analytics || consent.marketing)
      handleInTurn({href: command.href, title: command.title, referrer: command.referrer, type: 'page'}, consent, true);
    else {
      pendingAnalytics = null;
      stopWatching();
    }
    return;
  }
  const consent = consentFor(pathname, before);
  if (!consent.analytics && !consent.marketing) return;
  syncCookies(consent);

  const analytics: DataLayerEvent[] = [];
  switch (command.type) {
    case 'page': {
      const referrer = command.referrer;
      analytics.push(pageViewEvent(url, command.title, referrer, pageVariantId(command.href)));
      if (consent.marketing) {
        postMarketing(prefix, `viewPage/${viewPagePath(pathname)}`, undefined, 'Failed to send viewPage event');
        logNewsletterSignup(prefix);
      }
      const base = {href: command.href, title: command.title, referrer};
      const views = pageViews(command.href);
      for (const {view} of views) if (view.type !== 'viewItemList') handleInTurn({...base, ...view}, consent, true);
      if (consent.analytics) {
        inTurn(() => watchLists(base, views));
        inTurn(() => shopifyPageView(url, views, consent));
      }
      break;
    }
    case 'newsletterSignedUp':
      if (consent.marketing) logNewsletterSignup(prefix);
      break;
    case 'viewItem':
      analytics.push(viewItemEvent(command.currency, command.item, page));
      if (consent.marketing) postMarketing(prefix, 'viewProduct/', viewProductBody(command.item));
      break;
    case 'viewItemList':
      if (command.items.length) analytics.push(viewItemListEvent(command.currency, command.items, page));
      break;
    case 'cartChanged':
      analytics.push(...cartChangeEvents(command.changes, command.location, page));
      // Hydrogen's cart analytics: one add per line that grew (decision 0125), in one request (decision 0177).
      sendToShopify(
        (command.changes.shopify?.added ?? []).map((product) => ({
          name: 'ADD_TO_CART',
          view: {cartId: command.changes.shopify?.cartId, products: [product]},
        })),
        consent,
      );
      if (consent.marketing && command.changes.added.length) {
        postMarketing(
          prefix,
          `addToCart/${encodeURIComponent(command.location)}/`,
          addToCartBody(command.changes.added, command.changes.currency),
        );
      }
      break;
    case 'viewCart':
      analytics.push(viewCartEvent(command.currency, command.items, page, command.openLocation));
      // rules:tracking-calls: viewCart goes to the marketing service when the marketing-CRM flag is off.
      if (consent.marketing && !options.crmEnabled)
        postMarketing(prefix, `viewCart/?referredFromPdp=${referredFromPdp(command.referrer)}`, undefined);
      break;
    case 'purchase': {
      // rules:tracking-rules: only on a first visit (not a reload or back/forward) from the checkout host.
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      if (!shouldTrackPurchase(navigation?.type, document.referrer, command.checkoutHost)) break;
      analytics.push(purchaseEvent(command.order));
      // decision 0122: the marketing provider's Placed Order, as the checkout's pixel sends it.
      if (consent.marketing) postMarketing(prefix, 'purchase/', placedOrderBody(command.order));
      break;
    }
    case 'click':
      analytics.push(clickEvent(command.name, page, command.params));
      break;
    case 'experimentImpression':
      analytics.push(experimentImpressionEvent(command.experimentId, command.variantId));
      break;
    case 'webVital':
      analytics.push(webVitalEvent(command, page));
      break;
  }
  if (consent.analytics && analytics.length) queueAnalytics(prefix, analytics);
}

const isClickEvent = (name: string | null): name is ClickEventName => CLICK_EVENTS.includes(name as ClickEventName);

/**
 * rules:tracking-calls's click events, from one listener: controls marked data-track-click
 * (see more, carousel arrows, mute buttons) and the main navigation's links.
 * Captured before the control's own handler, so aria-expanded / aria-pressed
 * still say the state the click changes.
 */
function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  const base = {href: window.location.href, title: document.title, referrer: document.referrer};
  const control = target.closest('[data-track-click]');
  const name = control?.getAttribute('data-track-click') ?? null;
  if (control && isClickEvent(name)) {
    if (name === 'see_more_expansion_click' && control.getAttribute('aria-expanded') === 'true') return;
    const label =
      name === 'audio_button_click'
        ? control.getAttribute('aria-pressed') === 'true'
          ? 'unmute'
          : 'mute'
        : (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
    handleInTurn({...base, type: 'click', name, params: {label: label.slice(0, 100)}});
    return;
  }
  const link = target.closest('nav[aria-label="Main"] a');
  if (link instanceof HTMLAnchorElement) {
    handleInTurn({
      ...base,
      type: 'click',
      name: 'top_navigation_click',
      params: {label: (link.textContent ?? '').trim().slice(0, 100), link_url: link.pathname},
    });
  }
}

/** Drains what the pages queued before the tracker loaded, then takes each push; all in turn, a step per task. */
export function start(startOptions: TrackerOptions): void {
  options = startOptions;
  configureShopify(options.shopify);
  const queued = Array.isArray(window.keelTrack) ? (window.keelTrack as QueuedCommand[]) : [];
  window.keelTrack = {push: (command: QueuedCommand) => handleInTurn(command)};
  // Commands queued before a choice made while this module loaded were made under the consent before it;
  // the others under the choice in the cookie now (read once for all of them).
  const cookie = queued.length ? document.cookie : '';
  queued.forEach((command, index) => {
    const choice = queued.slice(index + 1).find((later) => later.type === 'consentChanged');
    const before =
      choice?.type === 'consentChanged' ? choice.previous : consentInBrowser(new URL(command.href).pathname, cookie);
    handleInTurn(command, before);
  });
  const flushOnHide = () => {
    if (document.visibilityState !== 'hidden') return;
    runEveryStep();
    flushAnalytics(true);
  };
  document.addEventListener('visibilitychange', flushOnHide);
  document.addEventListener('click', onClick, true);
  window.addEventListener('pagehide', () => {
    leaving = true;
    runEveryStep();
    flushAnalytics(true);
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}
