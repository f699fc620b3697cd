import {afterEach, describe, expect, it} from 'vitest';
import {assertEnv, resetEnvCheck} from './env.server';

const BASE = {
  SESSION_SECRET: 'a-long-enough-session-secret',
  PUBLIC_STORE_DOMAIN: 'keel.myshopify.com',
  PUBLIC_STOREFRONT_API_TOKEN: 'public',
  PRIVATE_STOREFRONT_API_TOKEN: 'private',
  PRIVATE_ADMIN_API_TOKEN: 'admin',
  PUBLIC_CHECKOUT_DOMAIN: 'checkout.keel.example',
  PUBLIC_STOREFRONT_ID: '1',
  CONTENTFUL_SPACE_ID: 'space',
  CONTENTFUL_ENVIRONMENT: 'master',
  CONTENTFUL_ACCESS_TOKEN: 'token',
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: 'preview',
};

/** The required variables plus `extra`; Hydrogen's own optional bindings are left out. */
const env = (extra: Partial<Env> = {}) => ({...BASE, ...extra}) as Env;

describe('assertEnv', () => {
  afterEach(() => resetEnvCheck());

  it('accepts the full-page cache switch and a long purge secret, and refuses a short one (decision 0070)', () => {
    expect(() => assertEnv(env({FULL_PAGE_CACHE: 'off', PAGE_CACHE_PURGE_SECRET: 'x'.repeat(32)}))).not.toThrow();
    resetEnvCheck();
    expect(() => assertEnv(env({FULL_PAGE_CACHE: '', PAGE_CACHE_PURGE_SECRET: ''}))).not.toThrow();
    resetEnvCheck();
    expect(() => assertEnv(env({PAGE_CACHE_PURGE_SECRET: 'short-secret'}))).toThrow('PAGE_CACHE_PURGE_SECRET');
    resetEnvCheck();
    expect(() => assertEnv(env({FULL_PAGE_CACHE: 'yes'}))).toThrow('FULL_PAGE_CACHE');
  });

  it('accepts measurement providers set or empty, and refuses a malformed GA4 measurement id or CRM flag', () => {
    expect(() => assertEnv(env({GA4_MP_URL: 'https://www.google-analytics.com/mp/collect', GA4_MEASUREMENT_ID: 'G-ABC1234', GA4_API_SECRET: 's', KLAVIYO_API_URL: 'https://a.klaviyo.com', CRM_ENABLED: 'true'}))).not.toThrow();
    resetEnvCheck();
    expect(() => assertEnv(env({GA4_MP_URL: '', KLAVIYO_API_URL: '', CRM_ENABLED: ''}))).not.toThrow();
    resetEnvCheck();
    expect(() => assertEnv(env({GA4_MEASUREMENT_ID: 'UA-123'}))).toThrow('GA4_MEASUREMENT_ID');
    resetEnvCheck();
    expect(() => assertEnv(env({CRM_ENABLED: 'yes'}))).toThrow('CRM_ENABLED');
    resetEnvCheck();
    expect(() => assertEnv(env({KLAVIYO_API_URL: 'a.klaviyo.com'}))).toThrow('KLAVIYO_API_URL');
  });

  it('accepts a referral script URL template with {locale}, and no referral script at all', () => {
    expect(() => assertEnv(env({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js'}))).not.toThrow();
    expect(() => assertEnv(env())).not.toThrow();
    expect(() => assertEnv(env({REFERRAL_SCRIPT_URL: ''}))).not.toThrow();
  });

  it('refuses a referral script URL without {locale} (spec 7: one script per locale) or that is no URL', () => {
    expect(() => assertEnv(env({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/widget.js'}))).toThrow('REFERRAL_SCRIPT_URL must contain {locale}');
    expect(() => assertEnv(env({REFERRAL_SCRIPT_URL: 'referrals/{locale}.js'}))).toThrow('REFERRAL_SCRIPT_URL');
  });

  it('takes an empty provider URL as "none", as .env.example says, and refuses one that is no URL', () => {
    for (const key of ['SURVEY_SCRIPT_URL', 'PREQUAL_SCRIPT_URL', 'REVIEWS_API_URL', 'COACHING_API_URL', 'JOBS_API_URL'] as const) {
      resetEnvCheck();
      expect(() => assertEnv(env({[key]: ''}))).not.toThrow();
      resetEnvCheck();
      expect(() => assertEnv(env({[key]: 'not a url'}))).toThrow(key);
    }
  });
});
