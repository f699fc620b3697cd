/**
 * A stand-in for Shopify's Monorail, where Hydrogen's analytics go (decision 0125): hydrogen-react's
 * sendShopifyAnalytics posts `{events: [{schema_id, payload, metadata}], metadata}` as text/plain
 * (no CORS preflight) to https://monorail-edge.shopifysvc.com/unstable/produce_batch, served here
 * at /unstable/produce_batch. Like Monorail it answers a result per event (200, or 207 when any
 * was refused) and refuses a malformed batch with 400; each event is checked against the fields
 * its schema requires, so a payload Shopify's reports would drop fails a test. What it keeps is
 * read back with GET /monorail/received?user_agent=.
 */
import {z} from 'zod';
import type {StandInResult} from '../http/handler';

const MAX_BODY = 500 * 1024;

const currency = z.string().regex(/^[A-Z]{3}$/, 'currency must be an ISO 4217 code');
const shopId = z.number().int().positive('shop id must be the numeric id of the Shop gid');

/** trekkie_storefront_page_view/1.4, as hydrogen-react's formatPayload fills it. */
const TrekkiePageView = z.object({
  appClientId: z.string().min(1),
  isMerchantRequest: z.boolean(),
  hydrogenSubchannelId: z.string().min(1),
  isPersistentCookie: z.boolean(),
  uniqToken: z.string(),
  visitToken: z.string(),
  microSessionId: z.string().min(1),
  microSessionCount: z.number().int(),
  url: z.string().url(),
  path: z.string().startsWith('/'),
  search: z.string(),
  referrer: z.string(),
  title: z.string(),
  shopId,
  currency,
  contentLanguage: z.string().min(2),
  pageType: z.string().optional(),
  resourceType: z.string().optional(),
  resourceId: z.number().int().optional(),
  customerId: z.number().int().optional(),
});

/** A product as hydrogen-react's formatProductPayload writes it: a JSON string per product. */
const ProductJson = z.string().transform((text, context) => {
  try {
    return z
      .object({
        product_gid: z.string().startsWith('gid://shopify/Product/'),
        name: z.string().min(1),
        variant: z.string(),
        brand: z.string().min(1),
        price: z.number(),
        quantity: z.number(),
      })
      .parse(JSON.parse(text));
  } catch {
    context.addIssue({
      code: 'custom',
      message: 'each of products must be a JSON product with product_gid, name, variant, brand, price and quantity',
    });
    return z.NEVER;
  }
});
const products = z
  .array(ProductJson, {message: 'products is required for this event'})
  .min(1, 'products is required for this event');

/** custom_storefront_customer_tracking/1.2: the fields every event carries, and each event's own. */
const CustomBase = z.object({
  source: z.string().min(1),
  asset_version_id: z.string().min(1),
  hydrogenSubchannelId: z.string().min(1),
  is_persistent_cookie: z.boolean(),
  deprecated_visit_token: z.string(),
  unique_token: z.string(),
  event_time: z.number().int(),
  event_id: z.string().min(1),
  event_source_url: z.string().url(),
  referrer: z.string(),
  user_agent: z.string(),
  navigation_type: z.string(),
  navigation_api: z.string(),
  shop_id: shopId,
  currency,
  ccpa_enforced: z.boolean(),
  gdpr_enforced: z.boolean(),
  gdpr_enforced_as_string: z.enum(['true', 'false']),
  analytics_allowed: z.boolean(),
  marketing_allowed: z.boolean(),
  sale_of_data_allowed: z.boolean(),
  canonical_url: z.string().url().optional(),
  customer_id: z.number().int().optional(),
});
const CustomEvent = z.discriminatedUnion('event_name', [
  CustomBase.extend({event_name: z.literal('page_rendered')}),
  CustomBase.extend({event_name: z.literal('product_page_rendered'), products, total_value: z.number().optional()}),
  CustomBase.extend({
    event_name: z.literal('collection_page_rendered'),
    collection_name: z.string().min(1),
    collection_id: z.number().int(),
  }),
  CustomBase.extend({event_name: z.literal('search_submitted'), search_string: z.string()}),
  CustomBase.extend({event_name: z.literal('product_added_to_cart'), products, cart_token: z.string().min(1)}),
]);

const SCHEMAS: Record<string, z.ZodType> = {
  'trekkie_storefront_page_view/1.4': TrekkiePageView,
  'custom_storefront_customer_tracking/1.2': CustomEvent,
};

const Batch = z.object({
  events: z
    .array(
      z.object({
        schema_id: z.string(),
        payload: z.record(z.string(), z.unknown()),
        metadata: z.object({event_created_at_ms: z.number().int()}),
      }),
      {message: 'events is required'},
    )
    .min(1, 'events must hold at least one event')
    .max(500, 'a batch holds at most 500 events'),
  metadata: z.object({event_sent_at_ms: z.number().int()}),
});

export interface MonorailEvent {
  schema_id: string;
  payload: Record<string, unknown>;
  /** The browser's User-Agent header: the tests read one browser's events back by it. */
  userAgent: string;
}

const received: MonorailEvent[] = [];

// The browser posts from the shop's origin and reads the answer (hydrogen-react logs refused events).
const json = (status: number, body: unknown): StandInResult => ({
  status,
  headers: {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'access-control-allow-origin': '*',
  },
  body: JSON.stringify(body),
});

/** Routes /unstable/produce_batch and /monorail/...; null for anything else. */
export function handleMonorail(
  method: string,
  url: URL,
  body: string | null,
  headers: {contentType?: string; userAgent?: string},
): StandInResult | null {
  if (url.pathname === '/unstable/produce_batch' && method === 'POST') {
    if (!(headers.contentType ?? '').startsWith('text/plain'))
      return json(415, {message: 'Content-Type must be text/plain'});
    if ((body ?? '').length > MAX_BODY) return json(413, {message: 'Batch too large'});
    let value: unknown;
    try {
      value = JSON.parse(body ?? '');
    } catch {
      return json(400, {message: 'Body must be JSON'});
    }
    const batch = Batch.safeParse(value);
    if (!batch.success) return json(400, {message: batch.error.issues[0]?.message ?? 'Invalid batch'});
    const result = batch.data.events.map((event) => {
      const schema = SCHEMAS[event.schema_id];
      if (!schema) return {status: 400, message: `Schema ${event.schema_id} not found`};
      const payload = schema.safeParse(event.payload);
      if (!payload.success) {
        const issue = payload.error.issues[0];
        return {status: 400, message: `${issue?.path.join('.') || 'payload'}: ${issue?.message ?? 'invalid'}`};
      }
      received.push({schema_id: event.schema_id, payload: event.payload, userAgent: headers.userAgent ?? ''});
      if (received.length > 10_000) received.shift();
      return {status: 200, message: 'ok'};
    });
    return json(result.every((entry) => entry.status === 200) ? 200 : 207, {result});
  }
  if (url.pathname === '/monorail/received' && method === 'GET') {
    const userAgent = url.searchParams.get('user_agent');
    return json(200, {events: received.filter((event) => !userAgent || event.userAgent === userAgent)});
  }
  return null;
}
