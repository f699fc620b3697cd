import {describe, expect, it} from 'vitest';
import {cspOptions} from './csp';

/** A live store, and the local dev backend (plain http on one port). */
const STORE = {PUBLIC_STORE_DOMAIN: 'keel.myshopify.com', PUBLIC_CHECKOUT_DOMAIN: 'checkout.keel.example'};
const DEV_BACKEND = {PUBLIC_STORE_DOMAIN: 'http://127.0.0.1:4000', PUBLIC_CHECKOUT_DOMAIN: '127.0.0.1:4000'};

describe('cspOptions', () => {
  it('passes an https store to Hydrogen as a bare host', () => {
    const options = cspOptions(STORE);
    expect(options.shop).toEqual({storeDomain: 'keel.myshopify.com', checkoutDomain: 'checkout.keel.example'});
    expect(options.imgSrc).not.toContain('https://keel.myshopify.com');
  });

  it('allows the survey script host for scripts and its answers only when a survey is configured', () => {
    const without = cspOptions(STORE);
    expect(without.scriptSrc).toBeUndefined();
    const withSurvey = cspOptions({
      ...STORE,
      SURVEY_SCRIPT_URL: 'https://survey.example.com/v1/embed.js',
    });
    expect(withSurvey.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com', 'https://survey.example.com']);
    expect(withSurvey.connectSrc).toContain('https://survey.example.com');
  });

  it("names Shopify's analytics host and the Customer Privacy API's script only when they are set (decision 0125)", () => {
    expect(cspOptions(STORE).connectSrc).not.toContain('https://monorail.example.com');
    expect(cspOptions({...STORE, SHOPIFY_ANALYTICS_HOST: ''}).connectSrc).not.toContain('https://monorail.example.com');
    expect(cspOptions({...STORE, SHOPIFY_ANALYTICS_HOST: 'monorail.example.com'}).connectSrc).toContain(
      'https://monorail.example.com',
    );
    expect(cspOptions({...STORE, SHOPIFY_ANALYTICS_HOST: '127.0.0.1:4000'}).connectSrc).toContain(
      'http://127.0.0.1:4000',
    );
    const privacy = cspOptions({
      ...STORE,
      CUSTOMER_PRIVACY_SCRIPT_URL: 'https://privacy.example.com/consent-tracking-api.js',
    });
    expect(privacy.scriptSrc).toContain('https://privacy.example.com');
    expect(cspOptions(STORE).scriptSrc).toBeUndefined();
  });

  it('allows the pay-later provider’s script and API origin only when configured', () => {
    expect(cspOptions(STORE).connectSrc).not.toContain('https://js.klarna.com');
    const options = cspOptions({...STORE, KLARNA_SCRIPT_URL: 'https://js.klarna.com/web-sdk/v1/klarna.js'});
    expect(options.scriptSrc).toContain('https://js.klarna.com');
    expect(options.connectSrc).toContain('https://js.klarna.com');
  });

  it('allows the error-reporting service’s origin for connections only when a DSN is set', () => {
    expect(cspOptions({...STORE, SENTRY_DSN: ''}).connectSrc).not.toContain('https://o1.ingest.sentry.io');
    expect(cspOptions({...STORE, SENTRY_DSN: 'https://abc@o1.ingest.sentry.io/42'}).connectSrc).toContain(
      'https://o1.ingest.sentry.io',
    );
  });

  it('allows the prequalification widget’s script host for scripts only, once even when it serves the survey too', () => {
    const options = cspOptions({
      ...STORE,
      PREQUAL_SCRIPT_URL: 'https://prequal.example.com/v1/widget.js',
    });
    expect(options.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com', 'https://prequal.example.com']);
    expect(options.connectSrc).not.toContain('https://prequal.example.com');
    const shared = cspOptions({
      ...STORE,
      SURVEY_SCRIPT_URL: 'https://widgets.example.com/survey.js',
      PREQUAL_SCRIPT_URL: 'https://widgets.example.com/prequal.js',
    });
    expect(shared.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com', 'https://widgets.example.com']);
  });

  it('allows the referral provider’s origin for its per-locale script and for the API its form posts to, only when configured', () => {
    const options = cspOptions({
      ...STORE,
      REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js',
    });
    expect(options.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com', 'https://referrals.example.com']);
    expect(options.connectSrc).toContain('https://referrals.example.com');
    const without = cspOptions({
      ...STORE,
      REFERRAL_SCRIPT_URL: '',
    });
    expect(without.scriptSrc).toBeUndefined();
    expect(JSON.stringify(without)).not.toContain('referrals');
    const local = cspOptions({
      ...DEV_BACKEND,
      PREQUAL_SCRIPT_URL: 'http://127.0.0.1:4000/prequal/v1/widget.js',
      REFERRAL_SCRIPT_URL: 'http://127.0.0.1:4000/referral/v1/{locale}/widget.js',
    });
    expect(local.scriptSrc).toEqual(["'self'", 'https://cdn.shopify.com', 'http://127.0.0.1:4000']);
    expect((local.connectSrc as string[]).filter((src) => src.includes('127.0.0.1'))).toEqual([
      'http://127.0.0.1:4000',
    ]);
  });

  it('lists an http dev backend as an explicit http origin, never as https', () => {
    const options = cspOptions({
      ...DEV_BACKEND,
      CONTENTFUL_HOST: 'http://127.0.0.1:4000',
    });
    expect(options.shop).toEqual({});
    expect(options.imgSrc).toContain('http://127.0.0.1:4000');
    expect((options.connectSrc as string[]).filter((src) => src.includes('127.0.0.1'))).toEqual([
      'http://127.0.0.1:4000',
    ]);
    expect(JSON.stringify(options)).not.toContain('https://127.0.0.1');
  });

  it('lets hls.js start its transmuxing worker from a blob: URL, and media play from blob: (MSE)', () => {
    const options = cspOptions(STORE);
    expect(options.workerSrc).toEqual(["'self'", 'blob:']);
    expect(options.mediaSrc).toContain('blob:');
  });
});
