import {z} from 'zod';
import {readJsonBody, readTextCapped} from '../jsonBody.server';
import {normalizeCart} from '../cart/normalizeCart';
import {rateLimit} from '../security/rateLimit.server';
import {consentFromCookie, cookieAttributes, readCookie} from './consent';
import {CLICK_EVENTS} from './ga4';
import {cartItems} from './items';
import {
  addToCartBody,
  formSubmissionDue,
  KLAVIYO_METRICS,
  klaviyoEvent,
  LOCATION_SEGMENT,
  NEWSLETTER_LOGGED_COOKIE,
  placedOrderEvent,
} from './marketing';
import {AddToCartBodySchema, PlacedOrderBodySchema, ViewProductBodySchema} from './marketingBodies.server';
import {afterResponse, crmEnabled, sendKlaviyoEvent, sendToGa4} from './providers.server';
import {readUuid, TRACKING_COOKIE_MAX_AGE} from './uuid';
import type {HydrogenCart} from '@shopify/hydrogen';
import type {CartApiQueryFragment} from 'storefrontapi.generated';

/**
 * The measurement routes of rules:tracking-calls (docs/decisions/0050–0052): each checks
 * its input with a schema (400 with a message), obeys the consent cookie and
 * the uuid, answers at once, and delivers to the provider after the response.
 * 202: accepted for delivery; 204: dropped (no consent, no uuid, no provider).
 */

export interface TrackingContext {
  env: Env;
  locale: {code: 'en-US' | 'en-GB'};
  waitUntil?: (promise: Promise<unknown>) => void;
  cart: HydrogenCart;
}

const MAX_BODY_BYTES = 16 * 1024;
const NO_STORE = {'Cache-Control': 'no-store'};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json', ...NO_STORE, ...headers}});
const dropped = () => new Response(null, {status: 204, headers: NO_STORE});
const accepted = () => json(202, {ok: true});

/** An event's JSON, through the one body reader; each kind then checks it with its own schema. */
async function readJson(request: Request): Promise<{ok: true; value: unknown} | {ok: false; response: Response}> {
  const body = await readJsonBody(request, MAX_BODY_BYTES, z.unknown(), {noun: 'event'});
  return body.ok ? {ok: true, value: body.data} : {ok: false, response: json(body.status, {error: body.error})};
}

const firstIssue = (error: z.ZodError, fallback: string) => error.issues[0]?.message ?? fallback;

/** The shopper's identity for an event, or null when the event must not be sent (no consent or no uuid yet). */
function identity(request: Request, context: TrackingContext, purpose: 'analytics' | 'marketing'): string | null {
  const cookie = request.headers.get('cookie');
  if (!consentFromCookie(cookie, context.locale.code)[purpose]) return null;
  return readUuid(cookie);
}

/** Sends a CRM event once the answer has gone; a failure logs `failure` (rules:errors-browser). */
function sendLater(context: TrackingContext, event: unknown, failure: string): void {
  afterResponse(context, sendKlaviyoEvent(context.env, event, failure));
}

/**
 * A marketing event with a body: checked against its schema (400 when it fails), then sent once the answer
 * has gone, or dropped (204) without the shopper's consent. A failure logs 'Failed to send {kind} event'
 * (rules:errors-browser).
 */
async function sendMarketingEvent<T>(
  request: Request,
  context: TrackingContext,
  kind: string,
  schema: z.ZodType<T>,
  invalid: string,
  event: (data: T, uuid: string) => unknown,
): Promise<Response> {
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return json(400, {error: firstIssue(parsed.error, invalid)});
  const uuid = identity(request, context, 'marketing');
  if (!uuid) return dropped();
  sendLater(context, event(parsed.data, uuid), `Failed to send ${kind} event`);
  return accepted();
}

/** The routes under POST /api/klaviyo/process-event/ (rules:tracking-calls), read from the URL (a trailing slash of a viewPage path is kept). */
export async function handleMarketingEvent(request: Request, context: TrackingContext): Promise<Response> {
  if (request.method !== 'POST') return json(405, {error: 'Use POST.'}, {Allow: 'POST'});
  const limited = await rateLimit(request, context, 'marketing-event');
  if (limited) return limited;

  const url = new URL(request.url);
  const splat = url.pathname.slice(url.pathname.indexOf('/process-event/') + '/process-event/'.length);
  const [kind = '', ...rest] = splat.split('/');
  const env = context.env;

  if (kind === 'addToCart') {
    const location = decodeURIComponent(rest[0] ?? '');
    if (!LOCATION_SEGMENT.test(location) || rest.slice(1).some(Boolean))
      return json(400, {error: 'Unknown add-to-cart location.'});
    return sendMarketingEvent(
      request,
      context,
      kind,
      AddToCartBodySchema,
      'The items are not valid.',
      (items, uuid) => {
        const value = items.reduce((sum, item) => sum + item.price.amount, 0);
        return klaviyoEvent(KLAVIYO_METRICS.addToCart, uuid, {location, items}, value);
      },
    );
  }

  if (kind === 'viewProduct') {
    if (rest.some(Boolean)) return json(404, {error: 'Unknown event.'});
    return sendMarketingEvent(
      request,
      context,
      kind,
      ViewProductBodySchema,
      'The product is not valid.',
      (items, uuid) => klaviyoEvent(KLAVIYO_METRICS.viewProduct, uuid, {items}),
    );
  }

  if (kind === 'purchase') {
    if (rest.some(Boolean)) return json(404, {error: 'Unknown event.'});
    return sendMarketingEvent(
      request,
      context,
      kind,
      PlacedOrderBodySchema,
      'The order is not valid.',
      placedOrderEvent,
    );
  }

  if (kind === 'viewPage') {
    // rules:tracking-calls: JSON content type, no body; the page's path (without its leading slash) is the rest of the URL.
    const path = rest.join('/');
    // ':' and ',' as a cart permalink's path has them (/cart/{variant}:{quantity},…).
    if (path.length > 300 || /[^A-Za-z0-9/_.~%:,-]/.test(path)) return json(400, {error: 'Unknown page path.'});
    const text = await readTextCapped(request, 64);
    if (text === null || text.trim() !== '') return json(400, {error: 'viewPage takes no body.'});
    const uuid = identity(request, context, 'marketing');
    if (!uuid) return dropped();
    // rules:errors-browser: 'Failed to send viewPage event' is what a failure logs.
    sendLater(
      context,
      klaviyoEvent(KLAVIYO_METRICS.viewPage, uuid, {path: `/${path}`}),
      'Failed to send viewPage event',
    );
    return accepted();
  }

  if (kind === 'viewCart') {
    if (rest.some(Boolean)) return json(404, {error: 'Unknown event.'});
    const referred = url.searchParams.get('referredFromPdp');
    if (referred !== 'true' && referred !== 'false')
      return json(400, {error: 'referredFromPdp must be true or false.'});
    // rules:tracking-calls: used when the marketing-CRM flag is off.
    if (crmEnabled(env)) return dropped();
    const uuid = identity(request, context, 'marketing');
    if (!uuid) return dropped();
    const cart = context.cart;
    afterResponse(
      context,
      cart.get().then(
        (raw) => {
          const normalized = normalizeCart(raw as CartApiQueryFragment | null);
          const items = addToCartBody(cartItems(normalized), normalized?.cost.currencyCode ?? 'USD');
          const value = items.reduce((sum, item) => sum + item.price.amount, 0);
          return sendKlaviyoEvent(
            env,
            klaviyoEvent(KLAVIYO_METRICS.viewCart, uuid, {referredFromPdp: referred === 'true', items}, value),
            'Failed to send viewCart event',
          );
        },
        () => console.error('Failed to send viewCart event (cart unavailable)'),
      ),
    );
    return accepted();
  }

  return json(404, {error: 'Unknown event.'});
}

export const GA4_EVENT_NAMES = [
  'page_view',
  'view_item',
  'view_item_list',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'purchase',
  'experiment_impression',
  'web_vitals',
  ...CLICK_EVENTS,
] as const;

export const Ga4ItemSchema = z
  .object({
    item_id: z.string().max(100),
    item_name: z.string().max(200),
    price: z.number().finite(),
    quantity: z.number().int().min(0).max(100),
    item_variant: z.string().max(100).optional(),
    item_category: z.string().max(100),
    item_list_name: z.string().max(100),
  })
  .strict();

const paramValue = z.union([z.string().max(1000), z.number().finite(), z.boolean(), z.array(Ga4ItemSchema).max(50)]);

/** POST /api/ga4/collect: Measurement Protocol events from the page; the worker adds the client id (the uuid). */
export const Ga4CollectSchema = z
  .object({
    events: z
      .array(
        z
          .object({
            name: z.enum(GA4_EVENT_NAMES, {message: 'Unknown analytics event'}),
            params: z.record(z.string().regex(/^[a-z_]{1,40}$/, 'Unknown parameter'), paramValue),
          })
          .strict(),
      )
      .min(1, 'Send at least one event')
      .max(25, 'At most 25 events at once'),
  })
  .strict();

export async function handleGa4Collect(request: Request, context: TrackingContext): Promise<Response> {
  if (request.method !== 'POST') return json(405, {error: 'Use POST.'}, {Allow: 'POST'});
  const limited = await rateLimit(request, context, 'ga4-collect');
  if (limited) return limited;
  const body = await readJson(request);
  if (!body.ok) return body.response;
  const parsed = Ga4CollectSchema.safeParse(body.value);
  if (!parsed.success) return json(400, {error: firstIssue(parsed.error, 'The events are not valid.')});
  const uuid = identity(request, context, 'analytics');
  if (!uuid) return dropped();
  afterResponse(context, sendToGa4(context.env, uuid, parsed.data.events));
  return accepted();
}

/**
 * GET /api/klaviyo/form-submission/ (rules:tracking-calls): when the CRM flag is on, no
 * newsletter_signup_logged cookie and a sign-up cookie, the sign-up is logged
 * with the CRM for this shopper and newsletter_signup_logged is set.
 */
export async function handleFormSubmission(request: Request, context: TrackingContext): Promise<Response> {
  if (request.method !== 'GET') return json(405, {error: 'Use GET.'}, {Allow: 'GET'});
  const limited = await rateLimit(request, context, 'form-submission');
  if (limited) return limited;
  const cookie = request.headers.get('cookie');
  const cookies = {has: (name: string) => readCookie(cookie, name) !== null};
  if (!formSubmissionDue(crmEnabled(context.env), cookies)) return json(200, {logged: false});
  const uuid = identity(request, context, 'marketing');
  if (!uuid) return json(200, {logged: false});
  sendLater(
    context,
    klaviyoEvent(KLAVIYO_METRICS.newsletterSignup, uuid, {source: 'newsletter form'}),
    'Failed to log the newsletter sign-up with the CRM',
  );
  const hostname = new URL(request.url).hostname;
  return json(
    200,
    {logged: true},
    {'Set-Cookie': `${NEWSLETTER_LOGGED_COOKIE}=1; ${cookieAttributes(hostname, TRACKING_COOKIE_MAX_AGE)}`},
  );
}
