import {PROTECTION_PLAN_PROVIDER_NAME} from '../protectionPlans/protectionPlanNames';
import type {PurchaseInput} from './ga4';
import type {TrackedItem} from './items';
import type {AddToCartBody, ViewProductBody} from './marketingBodies.server';

/**
 * The marketing events of rules:tracking-calls: the bodies the pages send to
 * POST /api/klaviyo/process-event/... and the Klaviyo Create Event request
 * the worker makes from them (docs/decisions/0051). Pure. The browser's
 * tracker imports it, so the bodies' schemas live in marketingBodies.server.ts.
 */

export const MARKETING_TYPES = ['Rower', 'Strength', 'Accessory', PROTECTION_PLAN_PROVIDER_NAME] as const;
export type MarketingType = (typeof MARKETING_TYPES)[number];

/** rules:tracking-calls: Rower | Strength | Accessory, and the protection-plan provider's name (Extend, decision 0057) for a warranty. */
export function marketingType(type: TrackedItem['type']): MarketingType {
  if (type === 'ROWER') return 'Rower';
  if (type === 'STRENGTH_PLATFORM') return 'Strength';
  if (type === 'WARRANTY') return PROTECTION_PLAN_PROVIDER_NAME;
  return 'Accessory';
}

/** rules:tracking-calls: the {location} path segment, e.g. PDP. */
export const LOCATION_SEGMENT = /^[A-Za-z0-9 ()_-]{1,40}$/;

export function addToCartBody(items: readonly TrackedItem[], currency: string): AddToCartBody {
  return items.map((item) => ({
    price: {
      amount: Math.round(item.price * item.quantity * 100) / 100,
      currencyCode: currency === 'GBP' ? 'GBP' : 'USD',
    },
    sku: item.sku,
    quantity: item.quantity,
    type: marketingType(item.type),
  }));
}

/**
 * rules:tracking-calls viewProduct price, as the spec gives it: total - full when
 * total > full, else full.
 */
export function viewProductPrice(full: number, total: number): number {
  return total > full ? total - full : full;
}

export function viewProductBody(item: TrackedItem): ViewProductBody {
  return [{price: viewProductPrice(item.full, item.price), sku: item.sku, type: marketingType(item.type)}];
}

/** rules:tracking-calls: referredFromPdp is true when the referrer contains 'products'. */
export function referredFromPdp(referrer: string): boolean {
  return referrer.includes('products');
}

/** rules:tracking-calls viewPage: the current path without its leading slash. */
export function viewPagePath(pathname: string): string {
  return pathname.replace(/^\/+/, '');
}

export const KLAVIYO_REVISION = '2024-10-15';

export const KLAVIYO_METRICS = {
  addToCart: 'Added to Cart',
  viewPage: 'Viewed Page',
  viewCart: 'Viewed Cart',
  viewProduct: 'Viewed Product',
  newsletterSignup: 'Newsletter Sign-up',
  placedOrder: 'Placed Order',
} as const;

/** Whom a Klaviyo event is about: the shopper's anonymous uuid, or the e-mail a checkout gave. */
export type KlaviyoProfile = {anonymous_id: string} | {email: string};

/**
 * Klaviyo's Create Event request body (JSON:API; the server's POST {KLAVIYO_API_URL}/api/events and
 * the browser's POST /client/events take the same body). A string profile is the shopper's anonymous
 * uuid. Klaviyo records an event once per `unique_id` for a profile and metric.
 */
export function klaviyoEvent(
  metric: string,
  profile: string | KlaviyoProfile,
  properties: Record<string, unknown>,
  value?: number,
  uniqueId?: string,
) {
  return {
    data: {
      type: 'event' as const,
      attributes: {
        properties,
        metric: {data: {type: 'metric' as const, attributes: {name: metric}}},
        profile: {
          data: {type: 'profile' as const, attributes: typeof profile === 'string' ? {anonymous_id: profile} : profile},
        },
        ...(value === undefined ? {} : {value: Math.round(value * 100) / 100}),
        ...(uniqueId ? {unique_id: uniqueId} : {}),
      },
    },
  };
}

/** The purchase as the marketing provider reads it: the order's key, its total and its items as addToCart's. */
export interface PlacedOrderBody {
  transactionId: string;
  currency: string;
  value: number;
  items: AddToCartBody;
}

export function placedOrderBody(order: PurchaseInput): PlacedOrderBody {
  return {
    transactionId: order.transactionId,
    currency: order.currency,
    value: order.value,
    items: addToCartBody(order.items, order.currency),
  };
}

/** Placed Order, with the order as the event's unique id (decision 0122). */
export function placedOrderEvent(order: PlacedOrderBody, profile: string | KlaviyoProfile) {
  return klaviyoEvent(
    KLAVIYO_METRICS.placedOrder,
    profile,
    {OrderId: order.transactionId, items: order.items},
    order.value,
    order.transactionId,
  );
}

/** Klaviyo's subscribe request (POST /api/profile-subscription-bulk-create-jobs): the newsletter sign-up handed to the CRM list. */
export function klaviyoSubscription(email: string, listId: string) {
  return {
    data: {
      type: 'profile-subscription-bulk-create-job' as const,
      attributes: {
        profiles: {
          data: [
            {
              type: 'profile' as const,
              attributes: {email, subscriptions: {email: {marketing: {consent: 'SUBSCRIBED' as const}}}},
            },
          ],
        },
        historical_import: false,
      },
      relationships: {list: {data: {type: 'list' as const, id: listId}}},
    },
  };
}

/** The headers of every Klaviyo server-side request. */
export function klaviyoHeaders(privateKey: string): Record<string, string> {
  return {
    Authorization: `Klaviyo-API-Key ${privateKey}`,
    revision: KLAVIYO_REVISION,
    'Content-Type': 'application/vnd.api+json',
    Accept: 'application/vnd.api+json',
  };
}

/** rules:tracking-calls CRM: the newsletter sign-up cookies. Only ours exists here: no provider script runs on the site (decision 0052). */
export const NEWSLETTER_SIGNUP_COOKIE = 'newsletter_signup';
export const NEWSLETTER_LOGGED_COOKIE = 'newsletter_signup_logged';
export const SIGNUP_COOKIES = [NEWSLETTER_SIGNUP_COOKIE] as const;

/** rules:tracking-calls: form-submission is due when the CRM flag is on, the logged cookie is absent and a sign-up cookie exists. */
export function formSubmissionDue(crmEnabled: boolean, cookies: {has(name: string): boolean}): boolean {
  return crmEnabled && !cookies.has(NEWSLETTER_LOGGED_COOKIE) && SIGNUP_COOKIES.some((name) => cookies.has(name));
}

/** rules:tracking-calls: a marketing event's answer body is parsed and ignored (one that is not JSON too); only its status counts. */
export async function readMarketingAnswer(response: Response): Promise<boolean> {
  await response.json().catch(() => null);
  return response.ok;
}
