import {describe, expect, it} from 'vitest';
import {checkEnv, settingsLogLine} from './env.server';

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

/** The core and Admin and CMS settings plus `extra`; every optional provider unset. */
const env = (extra: Partial<Env> = {}) => ({...BASE, ...extra}) as Env;

/** Each feature that is off, by the setting named in its reason. */
const offNames = (extra: Partial<Env>) => checkEnv(env(extra)).off.join('; ');

describe('checkEnv (decision 0119)', () => {
  it('keeps the shop open with every optional provider unset, and names each as off', () => {
    const check = checkEnv(env());
    expect(check.closed).toBeNull();
    expect(check.off.join('; ')).toMatch(/analytics \(GA4_MP_URL not set\)/);
    expect(check.off.join('; ')).not.toMatch(/order page|CMS/);
    // Test aids that production leaves unset are not news.
    expect(check.off.join('; ')).not.toMatch(/ERROR_TEST_ROUTE|RATE_LIMIT_PER_MINUTE/);
    expect(offNames({RATE_LIMIT_PER_MINUTE: 'lots'})).toMatch(
      /rate-limit override \(RATE_LIMIT_PER_MINUTE: RATE_LIMIT_PER_MINUTE must be a whole number\)/,
    );
  });

  it('closes the shop only for the Storefront API settings and the session secret', () => {
    expect(checkEnv(env({PUBLIC_STOREFRONT_API_TOKEN: ''})).closed).toMatch(/PUBLIC_STOREFRONT_API_TOKEN not set/);
    expect(checkEnv(env({PUBLIC_STORE_DOMAIN: undefined})).closed).toMatch(/PUBLIC_STORE_DOMAIN not set/);
    expect(checkEnv(env({SESSION_SECRET: 'short'})).closed).toMatch(/SESSION_SECRET must be at least 16 characters/);
    expect(checkEnv(env({PRIVATE_ADMIN_API_TOKEN: '', CONTENTFUL_SPACE_ID: ''})).closed).toBeNull();
  });

  it('turns off the order page without the Admin token, and the CMS without Contentful, blanking their settings', () => {
    const check = checkEnv(env({PRIVATE_ADMIN_API_TOKEN: '', CONTENTFUL_ACCESS_TOKEN: ''}));
    expect(check.off.join('; ')).toMatch(
      /order page and package records \(ADMIN_API_CLIENT_ID not set, nor the legacy PRIVATE_ADMIN_API_TOKEN\)/,
    );
    expect(check.off.join('; ')).toMatch(/CMS content \(CONTENTFUL_ACCESS_TOKEN not set\)/);
    expect(check.env.CONTENTFUL_SPACE_ID).toBe('');
    // The preview token is needed only by a preview deployment.
    expect(offNames({CONTENTFUL_PREVIEW_ACCESS_TOKEN: ''})).not.toMatch(/CMS/);
    expect(offNames({CONTENTFUL_PREVIEW_ACCESS_TOKEN: '', CONTENTFUL_PREVIEW: 'true'})).toMatch(
      /CMS content \(CONTENTFUL_PREVIEW_ACCESS_TOKEN/,
    );
  });

  it('turns a provider with a wrong setting off, alone, and keeps its switch off in the env the app sees', () => {
    const check = checkEnv(
      env({
        GA4_MP_URL: 'https://www.google-analytics.com/mp/collect',
        GA4_MEASUREMENT_ID: 'UA-123',
        KLAVIYO_API_URL: 'https://a.klaviyo.com',
        CRM_ENABLED: 'true',
      }),
    );
    expect(check.off.join('; ')).toMatch(/analytics \(GA4_MEASUREMENT_ID: GA4_MEASUREMENT_ID looks like G-XXXXXXX\)/);
    expect(check.env.GA4_MP_URL).toBe('');
    expect(check.env.KLAVIYO_API_URL).toBe('https://a.klaviyo.com');
    expect(offNames({CRM_ENABLED: 'yes', KLAVIYO_API_URL: 'https://a.klaviyo.com'})).toMatch(/marketing.*CRM_ENABLED/);
    expect(offNames({KLAVIYO_API_URL: 'a.klaviyo.com'})).toMatch(/marketing.*KLAVIYO_API_URL/);
  });

  it('reads the page cache switch and the purge secret: a short secret closes the purge endpoint, a wrong switch the cache', () => {
    expect(checkEnv(env({PAGE_CACHE_PURGE_SECRET: 'short-secret'})).env.PAGE_CACHE_PURGE_SECRET).toBe('');
    expect(offNames({PAGE_CACHE_PURGE_SECRET: 'short-secret'})).toMatch(
      /purge.*PAGE_CACHE_PURGE_SECRET must be at least 32 characters/,
    );
    expect(checkEnv(env({FULL_PAGE_CACHE: 'yes'})).env.FULL_PAGE_CACHE).toBe('off');
    expect(offNames({FULL_PAGE_CACHE: 'off', PAGE_CACHE_PURGE_SECRET: 'x'.repeat(32)})).toMatch(
      /full-page cache \(FULL_PAGE_CACHE=off\)/,
    );
    expect(offNames({FULL_PAGE_CACHE: '', PAGE_CACHE_PURGE_SECRET: 'x'.repeat(32)})).not.toMatch(/cache/);
  });

  it('reads the Admin API from a Dev Dashboard app’s client credentials, or a legacy token (decision 0138)', () => {
    const grant = {ADMIN_API_CLIENT_ID: 'client-1', PRIVATE_ADMIN_API_CLIENT_SECRET: 'shpss_secret-value'};
    expect(offNames({...grant, PRIVATE_ADMIN_API_TOKEN: ''})).not.toMatch(/order page/);
    expect(offNames({PRIVATE_ADMIN_API_TOKEN: 'shpat_legacy'})).not.toMatch(/order page/);
    // Half an app is a wrong setting: the feature is off and its settings blanked.
    const half = checkEnv(env({ADMIN_API_CLIENT_ID: 'client-1'}));
    expect(half.off.join('; ')).toMatch(
      /order page and package records \(PRIVATE_ADMIN_API_CLIENT_SECRET not set \(ADMIN_API_CLIENT_ID is set\)\)/,
    );
    expect(half.env.PRIVATE_ADMIN_API_TOKEN).toBe('');
    expect(half.env.ADMIN_API_CLIENT_ID).toBe('');
    // Both ways set: the grant wins, and the start-up line says so, without a value.
    const both = checkEnv(env({...grant, PRIVATE_ADMIN_API_TOKEN: 'shpat_legacy'}));
    expect(both.off.join('; ')).not.toMatch(/order page/);
    const line = settingsLogLine(both) ?? '';
    expect(line).toMatch(
      /^\[env\] off: .*; Admin API: the client credentials grant \(ADMIN_API_CLIENT_ID\) wins over PRIVATE_ADMIN_API_TOKEN$/,
    );
    for (const value of ['shpss_secret-value', 'shpat_legacy', 'client-1']) expect(line).not.toContain(value);
  });

  it('takes a referral script URL with {locale}, and turns the form off without one (rules:security-input: one script per locale)', () => {
    expect(offNames({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js'})).not.toMatch(
      /referral/,
    );
    expect(offNames({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/widget.js'})).toMatch(
      /referral form \(REFERRAL_SCRIPT_URL: REFERRAL_SCRIPT_URL must contain \{locale\}/,
    );
    expect(offNames({REFERRAL_SCRIPT_URL: 'referrals/{locale}.js'})).toMatch(/referral form \(REFERRAL_SCRIPT_URL/);
  });

  it('takes an empty provider URL as "none", as .env.example says, and one that is no URL as wrong', () => {
    for (const key of [
      'SURVEY_SCRIPT_URL',
      'PREQUAL_SCRIPT_URL',
      'REVIEWS_API_URL',
      'COACHING_API_URL',
      'JOBS_API_URL',
    ] as const) {
      expect(offNames({[key]: ''})).toContain(`${key} not set`);
      const check = checkEnv(env({[key]: 'not a url'}));
      expect(check.off.join('; ')).toContain(`${key}: Invalid URL`);
      expect(check.env[key]).toBe('');
    }
  });

  it('refuses a protection-plan API without its signing secret', () => {
    expect(offNames({PROTECTION_PLAN_API_URL: 'https://plans.example/v1'})).toMatch(
      /protection plans \(PROTECTION_PLAN_SECRET/,
    );
  });

  it('writes one log line that names what is off and never a value', () => {
    const line = settingsLogLine(
      checkEnv(
        env({
          PRIVATE_ADMIN_API_TOKEN: '',
          GA4_MP_URL: 'https://ga.example/mp',
          GA4_MEASUREMENT_ID: 'UA-123',
          GA4_API_SECRET: 'ga4-secret-value',
        }),
      ),
    );
    expect(line).toMatch(
      /^\[env\] off: .*order page and package records \(ADMIN_API_CLIENT_ID not set, nor the legacy PRIVATE_ADMIN_API_TOKEN\)/,
    );
    expect(line).not.toContain('ga4-secret-value');
    expect(line).not.toContain('ga.example');
    expect(line).not.toContain('\n');
    expect(settingsLogLine(checkEnv(env({SESSION_SECRET: ''})))).toMatch(
      /^\[env\] shop closed: .*SESSION_SECRET not set/,
    );
  });

  it('turns customer accounts off, and only them, without the client id or a numeric shop id (decision 0137)', () => {
    const accounts = {PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: 'shp_client', SHOP_ID: '80000000001'};
    expect(offNames(accounts)).not.toMatch(/customer accounts/);
    expect(offNames({})).toMatch(/customer accounts \(PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID not set/);
    const noShop = checkEnv(env({...accounts, SHOP_ID: ''}));
    expect(noShop.closed).toBeNull();
    expect(noShop.off.join('; ')).toMatch(/customer accounts \(SHOP_ID not set\)/);
    expect(noShop.env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID).toBe('');
    expect(offNames({...accounts, SHOP_ID: 'keel-dev-shop'})).toMatch(
      /customer accounts \(SHOP_ID: SHOP_ID is the shop’s numeric id/,
    );
    expect(offNames({...accounts, CUSTOMER_ACCOUNT_API_ORIGIN: 'http://127.0.0.1:4000/path'})).toMatch(
      /CUSTOMER_ACCOUNT_API_ORIGIN: .*origin/,
    );
    expect(offNames({...accounts, CUSTOMER_ACCOUNT_API_ORIGIN: 'http://127.0.0.1:4000'})).not.toMatch(
      /customer accounts/,
    );
  });
});
