import {fetchWithDeadline} from '../upstream.server';
import {klaviyoHeaders, klaviyoSubscription} from './marketing';
import type {MpEvent} from './ga4';

/**
 * The worker's side of measurement (docs/decisions/0050, 0051): GA4's
 * Measurement Protocol and Klaviyo's server API, each with the provider
 * deadline and never throwing. Called after the response (waitUntil), so
 * a slow or broken provider never reaches the shopper; failures are logged
 * without personal data. An unset URL or key means events are dropped quietly.
 */

type TrackingEnv = Pick<
  Env,
  | 'GA4_MP_URL'
  | 'GA4_MEASUREMENT_ID'
  | 'GA4_API_SECRET'
  | 'KLAVIYO_API_URL'
  | 'KLAVIYO_PRIVATE_API_KEY'
  | 'KLAVIYO_NEWSLETTER_LIST_ID'
  | 'CRM_ENABLED'
>;

export function ga4Configured(env: TrackingEnv): boolean {
  return Boolean(env.GA4_MP_URL && env.GA4_MEASUREMENT_ID && env.GA4_API_SECRET);
}

export function klaviyoConfigured(env: TrackingEnv): boolean {
  return Boolean(env.KLAVIYO_API_URL && env.KLAVIYO_PRIVATE_API_KEY);
}

/** rules:tracking-calls: the marketing-CRM flag; seeded on in .env.example. */
export function crmEnabled(env: TrackingEnv): boolean {
  return env.CRM_ENABLED === 'true';
}

async function deliver(label: string, url: string, init: RequestInit): Promise<boolean> {
  try {
    const response = await fetchWithDeadline('provider', url, init);
    // The answer is read and dropped (rules:tracking-calls: 'parsed and ignored').
    await response.text().catch(() => '');
    if (!response.ok) {
      console.error(`${label} (status ${response.status})`);
      return false;
    }
    return true;
  } catch (error) {
    console.error(`${label} (${error instanceof Error ? error.name : 'error'})`);
    return false;
  }
}

/** POST {GA4_MP_URL}?measurement_id=&api_secret= with {client_id, events}. */
export function sendToGa4(env: TrackingEnv, clientId: string, events: MpEvent[]): Promise<boolean> {
  if (!ga4Configured(env) || !events.length) return Promise.resolve(false);
  const url = new URL(env.GA4_MP_URL ?? '');
  url.searchParams.set('measurement_id', env.GA4_MEASUREMENT_ID ?? '');
  url.searchParams.set('api_secret', env.GA4_API_SECRET ?? '');
  return deliver(`[ga4] Failed to send ${events.map((event) => event.name).join(', ')}`, url.toString(), {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({client_id: clientId, events: events.slice(0, 25)}),
  });
}

/** Klaviyo Create Event: POST {KLAVIYO_API_URL}/api/events. `failure` is the line logged when it fails. */
export function sendKlaviyoEvent(env: TrackingEnv, body: unknown, failure: string): Promise<boolean> {
  if (!klaviyoConfigured(env)) return Promise.resolve(false);
  return deliver(failure, `${(env.KLAVIYO_API_URL ?? '').replace(/\/$/, '')}/api/events`, {
    method: 'POST',
    headers: klaviyoHeaders(env.KLAVIYO_PRIVATE_API_KEY ?? ''),
    body: JSON.stringify(body),
  });
}

/** The newsletter sign-up handed to the CRM: the e-mail subscribed to the newsletter list. */
export function subscribeToNewsletter(env: TrackingEnv, email: string): Promise<boolean> {
  if (!klaviyoConfigured(env) || !env.KLAVIYO_NEWSLETTER_LIST_ID) return Promise.resolve(false);
  return deliver(
    '[klaviyo] Failed to hand the newsletter sign-up to the CRM',
    `${(env.KLAVIYO_API_URL ?? '').replace(/\/$/, '')}/api/profile-subscription-bulk-create-jobs`,
    {
      method: 'POST',
      headers: klaviyoHeaders(env.KLAVIYO_PRIVATE_API_KEY ?? ''),
      body: JSON.stringify(klaviyoSubscription(email, env.KLAVIYO_NEWSLETTER_LIST_ID)),
    },
  );
}

/** Runs a delivery after the response when the platform allows it, else now (tests, dev). */
export function afterResponse(
  context: {waitUntil?: (promise: Promise<unknown>) => void},
  work: Promise<unknown>,
): void {
  if (context.waitUntil) context.waitUntil(work);
  else void work;
}
