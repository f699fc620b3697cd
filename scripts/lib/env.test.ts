import {describe, expect, it} from 'vitest';
import {pointAtBackend} from './env';

describe('pointAtBackend', () => {
  it('points the loopback provider scripts at the running backend, keeping the referral script’s {locale}', () => {
    const env = pointAtBackend(
      {
        PREQUAL_SCRIPT_URL: 'http://127.0.0.1:4000/prequal/v1/widget.js',
        REFERRAL_SCRIPT_URL: 'http://127.0.0.1:4000/referral/v1/{locale}/widget.js',
      },
      'http://127.0.0.1:4200',
    );
    expect(env.PREQUAL_SCRIPT_URL).toBe('http://127.0.0.1:4200/prequal/v1/widget.js');
    expect(env.REFERRAL_SCRIPT_URL).toBe('http://127.0.0.1:4200/referral/v1/{locale}/widget.js');
  });

  it('points the measurement stand-ins (GA4, Klaviyo) at the running backend and leaves the real ones alone', () => {
    expect(
      pointAtBackend(
        {GA4_MP_URL: 'http://127.0.0.1:4000/ga4/mp/collect', KLAVIYO_API_URL: 'http://127.0.0.1:4000/klaviyo'},
        'http://127.0.0.1:4200',
      ),
    ).toEqual({
      GA4_MP_URL: 'http://127.0.0.1:4200/ga4/mp/collect',
      KLAVIYO_API_URL: 'http://127.0.0.1:4200/klaviyo',
    });
    const real = {GA4_MP_URL: 'https://www.google-analytics.com/mp/collect', KLAVIYO_API_URL: 'https://a.klaviyo.com'};
    expect(pointAtBackend(real, 'http://127.0.0.1:4200')).toEqual(real);
  });

  it('moves the Customer Account API’s local origin to the running backend, and leaves Shopify’s (empty) alone (decision 0135)', () => {
    expect(pointAtBackend({CUSTOMER_ACCOUNT_API_ORIGIN: 'http://127.0.0.1:4000'}, 'http://127.0.0.1:4200')).toEqual({
      CUSTOMER_ACCOUNT_API_ORIGIN: 'http://127.0.0.1:4200',
    });
    expect(pointAtBackend({CUSTOMER_ACCOUNT_API_ORIGIN: ''}, 'http://127.0.0.1:4200')).toEqual({
      CUSTOMER_ACCOUNT_API_ORIGIN: '',
    });
  });

  it('leaves a real provider’s URL and an empty one alone', () => {
    const env = pointAtBackend(
      {REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js', PREQUAL_SCRIPT_URL: ''},
      'http://127.0.0.1:4200',
    );
    expect(env).toEqual({
      REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js',
      PREQUAL_SCRIPT_URL: '',
    });
  });
});
