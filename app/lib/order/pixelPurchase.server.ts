import {z} from 'zod';
import {ORDER_QUERY, type AdminOrder} from '~/graphql/admin/order';
import {adminConfigured, adminQuery} from './admin.server';
import {readJsonBody} from '../jsonBody.server';
import {rateLimit} from '../security/rateLimit.server';
import {isUpstreamFailure} from '../upstream.server';
import {Ga4ItemSchema} from '../tracking/events.server';
import {purchaseEvent, toMeasurementProtocol} from '../tracking/ga4';
import {afterResponse, ga4Configured, sendToGa4} from '../tracking/providers.server';
import {orderIdOf, orderKeyKind, purchaseInput} from './confirmation';

/**
 * POST /api/pixel/purchase (decision 0132): the keel-pixel's purchase, sent to GA4 by the worker
 * so that the Measurement Protocol secret never reaches the browser. The order is read from the
 * Admin API and must carry the confirmation number the pixel names; the GA4 purchase is built
 * from that order, never from the body's amounts, and sent once per order.
 */

interface PixelPurchaseContext {
  env: Env;
  waitUntil?: (promise: Promise<unknown>) => void;
}

const MAX_BODY_BYTES = 16 * 1024;

export const PixelPurchaseSchema = z
  .object({
    // checkout_completed's checkout.order.id: gid://shopify/OrderIdentity/{id}; the Admin API's gid or the bare id too.
    orderId: z.string().regex(/^(?:gid:\/\/shopify\/(?:Order|OrderIdentity)\/)?\d{1,20}$/, 'Send the order id'),
    // Shopify's confirmation numbers (decision 0123).
    confirmationNumber: z.string().regex(/^[A-Z0-9]{6,16}$/, 'Send the confirmation number'),
    clientId: z.string().min(1, 'Send the GA4 client id').max(100),
    // The pixel's purpose for GA4 (decision 0122): analyticsProcessingAllowed.
    consent: z.object({analytics: z.boolean()}).strict(),
    // What the pixel's shared builder made (purchaseEvent): checked for shape, its amounts not trusted.
    purchase: z
      .object({
        currency: z.string().regex(/^[A-Z]{3}$/),
        value: z.number().finite().min(0),
        transaction_id: z.string().max(40),
        items: z.array(Ga4ItemSchema).max(100),
      })
      .strict(),
  })
  .strict();

/** Only the pixel calls this: Shopify's sandbox (an opaque origin, `null`) or the checkout's own origin. */
export function allowedOrigin(request: Request, env: Pick<Env, 'PUBLIC_CHECKOUT_DOMAIN'>): string | null {
  const origin = request.headers.get('origin');
  if (origin === 'null') return origin;
  if (!origin || !env.PUBLIC_CHECKOUT_DOMAIN) return null;
  try {
    const url = new URL(origin);
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    return url.host === env.PUBLIC_CHECKOUT_DOMAIN && (url.protocol === 'https:' || loopback) ? origin : null;
  } catch {
    return null;
  }
}

const corsHeaders = (origin: string | null): Record<string, string> =>
  origin ? {'Access-Control-Allow-Origin': origin, Vary: 'Origin'} : {Vary: 'Origin'};

const json = (status: number, body: unknown, origin: string | null, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: {'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...corsHeaders(origin), ...headers},
  });

/**
 * The CORS preflight of the pixel's JSON POST (Fetch standard): that one method and header, from an
 * allowed origin, without credentials (the pixel sends no cookies); anything else is refused.
 */
export function pixelPurchasePreflight(request: Request, env: Pick<Env, 'PUBLIC_CHECKOUT_DOMAIN'>): Response {
  const origin = allowedOrigin(request, env);
  const method = request.headers.get('access-control-request-method');
  const headers = (request.headers.get('access-control-request-headers') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!origin || method !== 'POST' || headers.some((name) => name !== 'content-type'))
    return new Response(null, {status: 403, headers: {Vary: 'Origin'}});
  return new Response(null, {
    status: 204,
    headers: {
      ...corsHeaders(origin),
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    },
  });
}

/**
 * Orders already sent, so a second call sends nothing: this isolate's memory, and the Cache API so
 * that other isolates of the location know too (it stores nothing on workers.dev, decision 0121).
 */
const sentHere = new Set<string>();
const SENT_CACHE = 'keel-pixel-purchases';
const sentKey = (orderId: string) => `https://pixel-purchases.keel.invalid/${orderId}`;
// GA4 takes purchases up to 72 hours late (Measurement Protocol guide): a month outlives any retry.
const SENT_MAX_AGE = 30 * 24 * 3600;

async function claim(orderId: string): Promise<boolean> {
  if (sentHere.has(orderId)) return false;
  sentHere.add(orderId);
  const cache = await caches.open(SENT_CACHE);
  if (await cache.match(sentKey(orderId))) return false;
  await cache.put(sentKey(orderId), new Response('sent', {headers: {'Cache-Control': `max-age=${SENT_MAX_AGE}`}}));
  return true;
}

async function release(orderId: string) {
  sentHere.delete(orderId);
  await (await caches.open(SENT_CACHE)).delete(sentKey(orderId));
}

let offLogged = false;

export async function handlePixelPurchase(request: Request, context: PixelPurchaseContext): Promise<Response> {
  const origin = allowedOrigin(request, context.env);
  if (request.method !== 'POST') return json(405, {error: 'Use POST.'}, origin, {Allow: 'POST, OPTIONS'});
  const limited = await rateLimit(request, context, 'pixel-purchase');
  if (limited) return limited;
  const env = context.env;
  if (!ga4Configured(env) || !adminConfigured(env)) {
    // decision 0119: a missing setting turns this feature off, said once.
    if (!offLogged) {
      offLogged = true;
      const missing = [
        ...(['GA4_MP_URL', 'GA4_MEASUREMENT_ID', 'GA4_API_SECRET'] as const).filter((name) => !env[name]),
        ...(adminConfigured(env) ? [] : ['ADMIN_API_CLIENT_ID']),
      ];
      console.warn(`[pixel] the pixel's GA4 purchases are off (${missing.join(', ')} not set)`);
    }
    return json(503, {error: 'Purchase measurement is off.'}, origin);
  }
  const body = await readJsonBody(request, MAX_BODY_BYTES, PixelPurchaseSchema, {noun: 'purchase'});
  if (!body.ok) return json(body.status, {error: body.error}, origin);
  const {orderId, confirmationNumber, clientId, consent} = body.data;
  // The pixel sends only under analytics consent; a call without it is dropped all the same.
  if (!consent.analytics)
    return new Response(null, {status: 204, headers: {'Cache-Control': 'no-store', ...corsHeaders(origin)}});

  const id = orderIdOf(orderId);
  let order: AdminOrder | null;
  try {
    ({order} = await adminQuery(env, ORDER_QUERY, {id: `gid://shopify/Order/${id}`}));
  } catch (error) {
    if (!isUpstreamFailure(error)) throw error;
    return json(503, {error: 'The order cannot be checked now.'}, origin, {'Retry-After': '30'});
  }
  // The order page's own rule (decision 0123): the number must be this order's, or nothing is said about it.
  if (!order || orderKeyKind(order, confirmationNumber) !== 'confirmation')
    return json(404, {error: 'Order not found.'}, origin);
  if (!(await claim(id))) return json(200, {sent: false}, origin);

  // decision 0122: the pixel's de-duplication key is the order's id.
  const purchase = purchaseEvent({...purchaseInput(order), transactionId: id});
  const session = {sessionId: String(Math.floor(Date.now() / 1000)), engagementTimeMsec: 1};
  afterResponse(
    context,
    sendToGa4(env, clientId, [toMeasurementProtocol(purchase, session)]).then(async (sent) => {
      if (!sent) await release(id);
    }),
  );
  return json(202, {sent: true}, origin);
}
