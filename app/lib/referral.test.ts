import {describe, expect, it} from 'vitest';
import {referralScriptUrl} from './referral';

const TEMPLATE = 'https://referrals.example.com/v1/{locale}/widget.js';

describe('referralScriptUrl', () => {
  it('gives each locale its own script (spec 7)', () => {
    expect(referralScriptUrl({useReferralApi: true}, TEMPLATE, 'en-US')).toBe('https://referrals.example.com/v1/en-US/widget.js');
    expect(referralScriptUrl({useReferralApi: true}, TEMPLATE, 'en-GB')).toBe('https://referrals.example.com/v1/en-GB/widget.js');
    expect(referralScriptUrl({useReferralApi: true}, 'https://r.example.com/{locale}.js?l={locale}', 'en-GB')).toBe('https://r.example.com/en-GB.js?l=en-GB');
  });

  it('uses the provider when the CMS flag is on or unset (its default is true)', () => {
    expect(referralScriptUrl({useReferralApi: null}, TEMPLATE, 'en-US')).toBe('https://referrals.example.com/v1/en-US/widget.js');
  });

  it('gives no script when the module turns the provider off, or none (or no per-locale template) is configured', () => {
    expect(referralScriptUrl({useReferralApi: false}, TEMPLATE, 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, undefined, 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, '', 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, 'https://referrals.example.com/v1/widget.js', 'en-US')).toBeNull();
  });
});
