/**
 * A stand-in for Klaviyo's server API (https://a.klaviyo.com), served at
 * /klaviyo: Create Event (POST /api/events) and Subscribe Profiles (POST
 * /api/profile-subscription-bulk-create-jobs), JSON:API bodies, a private key
 * in `Authorization: Klaviyo-API-Key …` and a `revision` header, answered
 * 202 with no body as Klaviyo does, errors in Klaviyo's {errors: [...]} shape.
 * The browser's client API (POST /client/events?company_id=, the site's
 * six-character public key, no private key, any origin) takes the same event
 * body. Klaviyo's Shopify integration syncs a customer's consent (syncShopifyConsent). What it receives stays in memory; GET /klaviyo/received?anonymous_id= or
 * ?email= reads it back for tests.
 */
import {z} from 'zod';
import {parseJsonObject} from '../http/jsonBody';
import type {StandInResult} from '../http/handler';

const MAX_BODY = 64 * 1024;

const EventSchema = z.object({
  data: z.object({
    type: z.literal('event'),
    attributes: z.object({
      properties: z.record(z.string(), z.unknown()),
      metric: z.object({
        data: z.object({type: z.literal('metric'), attributes: z.object({name: z.string().min(1).max(128)})}),
      }),
      profile: z.object({
        data: z.object({
          type: z.literal('profile'),
          attributes: z
            .object({
              email: z.string().email().optional(),
              anonymous_id: z.string().min(1).optional(),
              external_id: z.string().optional(),
              phone_number: z.string().optional(),
            })
            .refine(
              (profile) =>
                Boolean(profile.email ?? profile.anonymous_id ?? profile.external_id ?? profile.phone_number),
              'A profile needs an identifier',
            ),
        }),
      }),
      value: z.number().optional(),
      time: z.string().optional(),
      unique_id: z.string().optional(),
    }),
  }),
});

const SubscriptionSchema = z.object({
  data: z.object({
    type: z.literal('profile-subscription-bulk-create-job'),
    attributes: z.object({
      profiles: z.object({
        data: z
          .array(
            z.object({
              type: z.literal('profile'),
              attributes: z.object({
                email: z.string().email(),
                subscriptions: z.object({email: z.object({marketing: z.object({consent: z.literal('SUBSCRIBED')})})}),
              }),
            }),
          )
          .min(1)
          .max(1000),
      }),
      historical_import: z.boolean().optional(),
    }),
    relationships: z.object({list: z.object({data: z.object({type: z.literal('list'), id: z.string().min(1)})})}),
  }),
});

export interface KlaviyoEvent {
  metric: string;
  /** Klaviyo records one event per unique_id for a profile and metric; kept so tests can see it. */
  uniqueId?: string;
  profile: Record<string, string | undefined>;
  properties: Record<string, unknown>;
  value?: number;
  receivedAt: string;
}

export interface KlaviyoSubscription {
  email: string;
  listId: string;
  receivedAt: string;
}

const events: KlaviyoEvent[] = [];
const subscriptions: KlaviyoSubscription[] = [];
const unsubscriptions: KlaviyoSubscription[] = [];

/**
 * Klaviyo's Shopify integration: a shop customer's e-mail marketing consent, changed in their
 * account, is synced to the list the integration is set to (decision 0134).
 */
export function syncShopifyConsent(email: string, listId: string, subscribed: boolean): void {
  const list = subscribed ? subscriptions : unsubscriptions;
  list.push({email, listId, receivedAt: new Date().toISOString()});
  if (list.length > 10_000) list.shift();
}

const errorBody = (status: number, code: string, title: string, detail: string, pointer = '/data') => ({
  status,
  headers: {'content-type': 'application/vnd.api+json', 'cache-control': 'no-store'},
  body: JSON.stringify({errors: [{id: crypto.randomUUID(), status, code, title, detail, source: {pointer}, meta: {}}]}),
});
const acceptedResult: StandInResult = {status: 202, headers: {}, body: ''};

const REVISION = /^\d{4}-\d{2}-\d{2}(\.pre)?$/;

function recordEvent(body: string | null): StandInResult {
  const parsed = parseJsonObject(body ?? '', MAX_BODY, EventSchema, 'Invalid input.');
  if (typeof parsed === 'string') return errorBody(400, 'invalid', 'Invalid input.', parsed);
  const attributes = parsed.data.attributes;
  events.push({
    metric: attributes.metric.data.attributes.name,
    ...(attributes.unique_id ? {uniqueId: attributes.unique_id} : {}),
    profile: attributes.profile.data.attributes,
    properties: attributes.properties,
    ...(attributes.value === undefined ? {} : {value: attributes.value}),
    receivedAt: new Date().toISOString(),
  });
  if (events.length > 10_000) events.shift();
  return acceptedResult;
}

/** Klaviyo's client API: a browser posts events with the site's public key (company_id); every origin may. */
function clientEvent(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  body: string | null,
): StandInResult {
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-headers': 'content-type, revision',
    'access-control-allow-methods': 'POST, OPTIONS',
  };
  if (method === 'OPTIONS') return {status: 204, headers: cors, body: ''};
  const withCors = (result: StandInResult) => ({...result, headers: {...result.headers, ...cors}});
  if (method !== 'POST')
    return withCors(errorBody(405, 'method_not_allowed', 'Method not allowed.', `Method "${method}" not allowed.`, ''));
  // A public key is six letters and digits; a private key (pk_…) never goes to a browser.
  if (!/^[A-Za-z0-9]{6}$/.test(url.searchParams.get('company_id') ?? ''))
    return withCors(errorBody(400, 'invalid', 'Invalid input.', 'company_id must be the public API key.', ''));
  if (!REVISION.test(String(headers.revision ?? '')))
    return withCors(errorBody(400, 'invalid', 'Invalid input.', 'The revision header is missing or malformed.', ''));
  return withCors(recordEvent(body));
}

/** Routes /klaviyo/...; null for anything else. */
export function handleKlaviyo(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  body: string | null,
): StandInResult | null {
  if (!url.pathname.startsWith('/klaviyo/')) return null;
  if (url.pathname === '/klaviyo/received' && method === 'GET') {
    const anonymousId = url.searchParams.get('anonymous_id');
    const email = url.searchParams.get('email');
    return {
      status: 200,
      headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
      body: JSON.stringify({
        events: events.filter(
          (event) =>
            (!anonymousId || event.profile.anonymous_id === anonymousId) && (!email || event.profile.email === email),
        ),
        subscriptions: subscriptions.filter((subscription) => !email || subscription.email === email),
        unsubscriptions: unsubscriptions.filter((subscription) => !email || subscription.email === email),
      }),
    };
  }
  if (url.pathname === '/klaviyo/client/events' || url.pathname === '/klaviyo/client/events/')
    return clientEvent(method, url, headers, body);
  const isEvents = url.pathname === '/klaviyo/api/events';
  const isSubscribe = url.pathname === '/klaviyo/api/profile-subscription-bulk-create-jobs';
  if (!isEvents && !isSubscribe)
    return errorBody(404, 'not_found', 'Not found.', `No route for ${method} ${url.pathname}`, '');
  if (method !== 'POST')
    return errorBody(405, 'method_not_allowed', 'Method not allowed.', `Method "${method}" not allowed.`, '');
  const authorization = String(headers.authorization ?? '');
  if (!/^Klaviyo-API-Key pk_[A-Za-z0-9_]{6,}$/.test(authorization)) {
    return errorBody(
      401,
      'not_authenticated',
      'Authentication credentials were not provided.',
      'Missing or invalid private key.',
      '',
    );
  }
  if (!REVISION.test(String(headers.revision ?? '')))
    return errorBody(400, 'invalid', 'Invalid input.', 'The revision header is missing or malformed.', '');

  if (isEvents) return recordEvent(body);
  const parsed = parseJsonObject(body ?? '', MAX_BODY, SubscriptionSchema, 'Invalid input.');
  if (typeof parsed === 'string') return errorBody(400, 'invalid', 'Invalid input.', parsed);
  for (const profile of parsed.data.attributes.profiles.data) {
    subscriptions.push({
      email: profile.attributes.email,
      listId: parsed.data.relationships.list.data.id,
      receivedAt: new Date().toISOString(),
    });
  }
  if (subscriptions.length > 10_000) subscriptions.shift();
  return acceptedResult;
}
