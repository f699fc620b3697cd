/// <reference types="vite/client" />
/// <reference types="react-router" />
/// <reference types="@shopify/oxygen-workers-types" />
/// <reference types="@shopify/hydrogen/react-router-types" />

import '@total-typescript/ts-reset';

declare global {
  /** Worker bindings; every variable is documented in .env.example. */
  interface Env {
    SESSION_SECRET: string;
    PUBLIC_STORE_DOMAIN: string;
    PUBLIC_STOREFRONT_API_TOKEN: string;
    PRIVATE_STOREFRONT_API_TOKEN: string;
    PRIVATE_ADMIN_API_TOKEN: string;
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
  }
}
