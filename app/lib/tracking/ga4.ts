import {analyticsListName, analyticsPageName, viewItemListName} from './analyticsNames';
import type {CartChanges, TrackedItem} from './items';

/**
 * The analytics events of rules:tracking-calls in GA4's recommended ecommerce shape, as
 * pushed to window.dataLayer (so a tag manager can pick them up) and, turned
 * into Measurement Protocol events, delivered to GA4 by the worker
 * (docs/decisions/0050). Pure.
 */

export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_category: string;
  item_list_name: string;
}

export interface EcommerceEvent {
  event: 'add_to_cart' | 'remove_from_cart' | 'view_cart' | 'view_item' | 'view_item_list' | 'purchase';
  ecommerce: {currency: string; value: number; items: Ga4Item[]; transaction_id?: string; item_list_name?: string};
  /** rules:tracking-calls: add and remove carry where they happened. */
  location?: string;
}

export const CLICK_EVENTS = [
  'see_more_expansion_click',
  'carousel_click',
  'top_navigation_click',
  'audio_button_click',
] as const;
export type ClickEventName = (typeof CLICK_EVENTS)[number];

export interface PageViewEvent {
  event: 'page_view';
  page_location: string;
  page_title: string;
  page_referrer?: string;
  /** rules:analytics-page-names's analytics page name, when the route table gives one. */
  page_name?: string;
  /** A flexible page's analytics page-variant id (decision 0091). */
  page_variant_id?: string;
}

export interface ClickEvent {
  event: ClickEventName;
  page_name?: string;
  label?: string;
  [key: string]: string | number | undefined;
}

export interface ExperimentImpressionEvent {
  event: 'experiment_impression';
  experiment_id: string;
  variant_id: string;
}

/** The Core Web Vitals reported from shoppers' browsers (decision 0072). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** One measurement as the web-vitals library reports it (the fields this shop sends). */
export interface WebVitalMetric {
  name: WebVitalName;
  value: number;
  delta: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  id: string;
  navigationType: string;
}

export interface WebVitalEvent {
  event: 'web_vitals';
  metric_name: WebVitalName;
  metric_value: number;
  metric_delta: number;
  metric_rating: string;
  metric_id: string;
  navigation_type: string;
  page_name?: string;
}

export type DataLayerEvent = EcommerceEvent | PageViewEvent | ClickEvent | ExperimentImpressionEvent | WebVitalEvent;

/** GA4 values are in currency units with at most two decimals. */
const money = (value: number) => Math.round(value * 100) / 100;

export function ga4Item(item: TrackedItem, listName: string): Ga4Item {
  return {
    item_id: item.sku,
    item_name: item.name,
    price: money(item.price),
    quantity: item.quantity,
    ...(item.variant ? {item_variant: item.variant} : {}),
    item_category: item.category,
    // rules:tracking-calls: a line's own _addToCartItemListName wins over the page's list name.
    item_list_name: item.listName ?? listName,
  };
}

function ecommerce(
  currency: string,
  items: Ga4Item[],
  extra: Partial<EcommerceEvent['ecommerce']> = {},
): EcommerceEvent['ecommerce'] {
  return {currency, value: money(items.reduce((sum, item) => sum + item.price * item.quantity, 0)), items, ...extra};
}

/** rules:analytics-page-names: the list name of the page (path and query) an event happened on ('Cart - x', 'Rower PDP - x', ...). */
export function listNameFor(page: string): string {
  return analyticsListName(page, analyticsPageName(page) ?? 'Page');
}

/** rules:tracking-calls: add_to_cart and remove_from_cart, with currency, value, items and location; none when nothing changed that way. */
export function cartChangeEvents(changes: CartChanges, location: string, page: string): EcommerceEvent[] {
  const listName = listNameFor(page);
  const events: EcommerceEvent[] = [];
  if (changes.added.length) {
    const items = changes.added.map((item) => ga4Item(item, listName));
    events.push({event: 'add_to_cart', ecommerce: ecommerce(changes.currency, items), location});
  }
  if (changes.removed.length) {
    const items = changes.removed.map((item) => ga4Item(item, listName));
    events.push({event: 'remove_from_cart', ecommerce: ecommerce(changes.currency, items), location});
  }
  return events;
}

export function viewCartEvent(currency: string, items: TrackedItem[], page: string, location?: string): EcommerceEvent {
  const listName = listNameFor(page);
  const ga4 = items.map((item) => ga4Item(item, listName));
  return {event: 'view_cart', ecommerce: ecommerce(currency, ga4), ...(location ? {location} : {})};
}

export function viewItemEvent(currency: string, item: TrackedItem, page: string): EcommerceEvent {
  return {event: 'view_item', ecommerce: ecommerce(currency, [ga4Item({...item, quantity: 1}, listNameFor(page))])};
}

/** rules:analytics-page-names: a listing's view_item_list; a bundle listing reports 'Bundle PLP'. */
export function viewItemListEvent(currency: string, items: TrackedItem[], page: string): EcommerceEvent {
  const listName = viewItemListName(page) ?? listNameFor(page);
  const ga4 = items.map((item) => ga4Item({...item, quantity: 1}, listName));
  return {event: 'view_item_list', ecommerce: ecommerce(currency, ga4, {item_list_name: listName})};
}

export interface PurchaseInput {
  transactionId: string;
  currency: string;
  value: number;
  items: TrackedItem[];
}

/** rules:tracking-calls: the purchase event on order confirmation, with transaction_id (rules:tracking-rules's first-visit rule is the caller's). */
export function purchaseEvent(order: PurchaseInput): EcommerceEvent {
  const items = order.items.map((item) => ga4Item(item, 'Order Confirmation'));
  return {
    event: 'purchase',
    ecommerce: {currency: order.currency, value: money(order.value), items, transaction_id: order.transactionId},
  };
}

/** GA4's limits on these parameters' lengths (page_location 1000, page_referrer 420, page_title 300, other values 100). */
export function pageViewEvent(url: URL, title: string, referrer: string, pageVariantId?: string): PageViewEvent {
  const pageName = analyticsPageName(url);
  return {
    event: 'page_view',
    page_location: `${url.origin}${url.pathname}`.slice(0, 1000),
    page_title: title.slice(0, 300),
    ...(referrer ? {page_referrer: referrer.slice(0, 420)} : {}),
    ...(pageName ? {page_name: pageName} : {}),
    ...(pageVariantId ? {page_variant_id: pageVariantId.slice(0, 100)} : {}),
  };
}

export function clickEvent(
  name: ClickEventName,
  page: string,
  params: Record<string, string | number> = {},
): ClickEvent {
  const pageName = analyticsPageName(page);
  return {event: name, ...(pageName ? {page_name: pageName} : {}), ...params};
}

/** rules:tracking-calls experiment_impression: which variant of an experiment the shopper saw (queued by the exposure report). */
export function experimentImpressionEvent(experimentId: string, variantId: string): ExperimentImpressionEvent {
  return {
    event: 'experiment_impression',
    experiment_id: experimentId.slice(0, 100),
    variant_id: variantId.slice(0, 100),
  };
}

/**
 * decision 0072: one web-vitals measurement as a GA4 event. Times are whole
 * milliseconds; CLS (unitless, usually below 1) is sent times 1000 and
 * rounded, as Google's web-vitals guide for GA4 does, so every value is an
 * integer GA4 can sum. `metric_id` groups the deltas of one page view.
 */
export function webVitalEvent(metric: WebVitalMetric, page: string): WebVitalEvent {
  const scale = metric.name === 'CLS' ? 1000 : 1;
  const pageName = analyticsPageName(page);
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value: Math.round(metric.value * scale),
    metric_delta: Math.round(metric.delta * scale),
    metric_rating: metric.rating,
    metric_id: metric.id.slice(0, 100),
    navigation_type: metric.navigationType.slice(0, 40),
    ...(pageName ? {page_name: pageName} : {}),
  };
}

/** A GA4 Measurement Protocol event ({name, params}) from a dataLayer event. */
export interface MpEvent {
  name: string;
  params: Record<string, unknown>;
}

export function toMeasurementProtocol(
  event: DataLayerEvent,
  session: {sessionId: string; engagementTimeMsec: number},
): MpEvent {
  const {event: name, ...rest} = event;
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (key === 'ecommerce' && value && typeof value === 'object') Object.assign(params, value);
    else if (value !== undefined) params[key] = value;
  }
  // GA4 needs these two on every event to place it in a session (Measurement Protocol guide).
  params.session_id = session.sessionId;
  params.engagement_time_msec = session.engagementTimeMsec;
  return {name, params};
}

/** The Measurement Protocol request body (POST /mp/collect?measurement_id=&api_secret=). At most 25 events. */
export function measurementProtocolBody(clientId: string, events: MpEvent[]): {client_id: string; events: MpEvent[]} {
  return {client_id: clientId, events: events.slice(0, 25)};
}
