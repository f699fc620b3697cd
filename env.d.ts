/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import '@total-typescript/ts-reset';
import type {RateLimitBinding} from '~/lib/security/rateLimit.server';

declare global {
  /** The icon sprite file's version (decision 0168), defined by the build: scripts/lib/iconSprite.ts. */
  const __ICON_SPRITE_VERSION__: string;

  /** Worker bindings; every variable is documented in .env.example. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN: string;
    /** A legacy admin-created app's Admin API token (non-expiring); the grant below wins when both are set (decision 0138). */
    PRIVATE_ADMIN_API_TOKEN: string;
    /** A Dev Dashboard app's client id and secret: the worker gets its Admin API token with the client credentials grant. */
    ADMIN_API_CLIENT_ID?: string;
    PRIVATE_ADMIN_API_CLIENT_SECRET?: string;
    PUBLIC_STOREFRONT_ID: string;
    PUBLIC_CHECKOUT_DOMAIN: string;
    CONTENTFUL_SPACE_ID: string;
    CONTENTFUL_ENVIRONMENT: string;
    CONTENTFUL_ACCESS_TOKEN: string;
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: string;
    CONTENTFUL_PREVIEW?: string;
    CONTENTFUL_HOST?: string;
    REVIEWS_API_URL?: string;
    COACHING_API_URL?: string;
    JOBS_API_URL?: string;
    SURVEY_SCRIPT_URL?: string;
    PREQUAL_SCRIPT_URL?: string;
    /** A template: `{locale}` is replaced by the locale code. */
    REFERRAL_SCRIPT_URL?: string;
    /** Requests per minute per client for every rate-limited bucket; empty: the built-in limits. */
    RATE_LIMIT_PER_MINUTE?: string;
    /** Workers' rate-limiting bindings, one per limit a minute (wrangler.jsonc; decision 0120). */
    RATE_LIMITER_10?: RateLimitBinding;
    RATE_LIMITER_30?: RateLimitBinding;
    RATE_LIMITER_60?: RateLimitBinding;
    RATE_LIMITER_120?: RateLimitBinding;
    /** GrowthBook's API host (its /api/features/{clientKey} payload); empty: no experiments. */
    GROWTHBOOK_API_HOST?: string;
    GROWTHBOOK_CLIENT_KEY?: string;
    /** Where exposures are collected; empty: exposures are not sent. */
    EXPERIMENT_EXPOSURES_URL?: string;
    /** spec 6: uuids starting with this are internal users (exposures logged, never sent). */
    INTERNAL_USER_UUID_PREFIX?: string;
    /** Klarna's Web SDK (On-Site Messaging); empty: no pay-later messaging. */
    KLARNA_SCRIPT_URL?: string;
    KLARNA_CLIENT_ID?: string;
    /** The protection-plan provider's API (offers by product); empty: no extended warranties offered. */
    PROTECTION_PLAN_API_URL?: string;
    PROTECTION_PLAN_STORE_ID?: string;
    /** The secret the provider signs contracts with (HMAC-SHA256), shared with the worker. */
    PROTECTION_PLAN_SECRET?: string;
    /** The error-reporting service's DSN (Sentry format); empty: no reports. */
    SENTRY_DSN?: string;
    SENTRY_RELEASE?: string;
    SENTRY_ENVIRONMENT?: string;
    /** 'true' enables /debug/throw (tests and development only). */
    ERROR_TEST_ROUTE?: string;
    /** Shopify's Monorail host for Shopify's analytics (decision 0125); empty: not sent. */
    SHOPIFY_ANALYTICS_HOST?: string;
    /** Shopify's Customer Privacy API script (consent-tracking-api); empty: the choice is not handed to Shopify. */
    CUSTOMER_PRIVACY_SCRIPT_URL?: string;
    /** GA4 Measurement Protocol endpoint (…/mp/collect); empty: analytics events are dropped. */
    GA4_MP_URL?: string;
    GA4_MEASUREMENT_ID?: string;
    GA4_API_SECRET?: string;
    /** Klaviyo's API origin (marketing events and the CRM); empty: dropped. */
    KLAVIYO_API_URL?: string;
    KLAVIYO_PRIVATE_API_KEY?: string;
    KLAVIYO_NEWSLETTER_LIST_ID?: string;
    /** spec 7: the marketing-CRM flag, 'true' or 'false'. */
    CRM_ENABLED?: string;
    /** decision 0135: where Shopify's https://shopify.com is for the Customer Account API; empty: Shopify itself. */
    CUSTOMER_ACCOUNT_API_ORIGIN?: string;
    /** The full-page cache of anonymous pages (decision 0070): 'off' turns it off; on by default. */
    FULL_PAGE_CACHE?: string;
    /** The shared secret a CMS webhook sends to purge the full-page cache; empty: no purge endpoint. */
    PAGE_CACHE_PURGE_SECRET?: string;
  }
}
