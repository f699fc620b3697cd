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

  it('leaves a real provider’s URL and an empty one alone', () => {
    const env = pointAtBackend({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js', PREQUAL_SCRIPT_URL: ''}, 'http://127.0.0.1:4200');
    expect(env).toEqual({REFERRAL_SCRIPT_URL: 'https://referrals.example.com/v1/{locale}/widget.js', PREQUAL_SCRIPT_URL: ''});
  });
});
