import {describe, expect, it} from 'vitest';
import {referralPurchase, referralScriptUrl, splitName} from './referral';

const TEMPLATE = 'https://referrals.example.com/v1/{locale}/widget.js';

describe('referralScriptUrl', () => {
  it('gives each locale its own script (rules:order-states)', () => {
    expect(referralScriptUrl({useReferralApi: true}, TEMPLATE, 'en-US')).toBe(
      'https://referrals.example.com/v1/en-US/widget.js',
    );
    expect(referralScriptUrl({useReferralApi: true}, TEMPLATE, 'en-GB')).toBe(
      'https://referrals.example.com/v1/en-GB/widget.js',
    );
    expect(referralScriptUrl({useReferralApi: true}, 'https://r.example.com/{locale}.js?l={locale}', 'en-GB')).toBe(
      'https://r.example.com/en-GB.js?l=en-GB',
    );
  });

  it('uses the provider when the CMS flag is on or unset (its default is true)', () => {
    expect(referralScriptUrl({useReferralApi: null}, TEMPLATE, 'en-US')).toBe(
      'https://referrals.example.com/v1/en-US/widget.js',
    );
  });

  it('gives no script when the module turns the provider off, or none (or no per-locale template) is configured', () => {
    expect(referralScriptUrl({useReferralApi: false}, TEMPLATE, 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, undefined, 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, '', 'en-US')).toBeNull();
    expect(referralScriptUrl({useReferralApi: true}, 'https://referrals.example.com/v1/widget.js', 'en-US')).toBeNull();
  });
});

describe('referral purchase registration (rules:order-states)', () => {
  const order = {
    name: '#1042',
    email: 'ada@example.com',
    discountCode: 'KEEL50',
    subtotalPriceSet: {shopMoney: {amount: '2624.0', currencyCode: 'USD'}},
    totalPriceSet: {shopMoney: {amount: '2574.0', currencyCode: 'USD'}},
    shippingAddress: {
      name: 'Ada King Lovelace',
      address1: '12 Harbor Street',
      address2: 'Apt 3',
      city: 'Portland',
      provinceCode: 'OR',
      zip: '97201',
      country: 'United States',
      phone: '+1 503 555 0100',
    },
  };

  it('maps the order onto the provider’s purchase and customer fields', () => {
    expect(referralPurchase(order)).toEqual({
      purchase: {
        order_number: '1042',
        subtotal: '2624.00',
        coupon_code: 'KEEL50',
        currency_iso_code: 'USD',
        shipping_zip: '97201',
        shipping_address: '12 Harbor Street, Apt 3, Portland, OR, United States',
      },
      customer: {email: 'ada@example.com', phone: '+1 503 555 0100', first_name: 'Ada', last_name: 'King Lovelace'},
    });
  });

  it('defaults the currency to USD and leaves missing fields null', () => {
    const bare = referralPurchase({
      ...order,
      discountCode: null,
      email: null,
      subtotalPriceSet: null,
      totalPriceSet: {shopMoney: {amount: '129'}},
      shippingAddress: {
        name: 'Cher',
        address1: null,
        address2: null,
        city: null,
        provinceCode: null,
        zip: null,
        country: null,
        phone: null,
      },
    });
    expect(bare.purchase).toEqual({
      order_number: '1042',
      subtotal: '129.00',
      coupon_code: null,
      currency_iso_code: 'USD',
      shipping_zip: null,
      shipping_address: null,
    });
    expect(bare.customer).toEqual({email: null, phone: null, first_name: 'Cher', last_name: null});
  });

  it('splits names on the first word', () => {
    expect(splitName('  Grace   Hopper ')).toEqual({first_name: 'Grace', last_name: 'Hopper'});
    expect(splitName('')).toEqual({first_name: null, last_name: null});
    expect(splitName(null)).toEqual({first_name: null, last_name: null});
  });
});
