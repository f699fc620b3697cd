import {describe, expect, it} from 'vitest';
import {checkoutPurchase, checkoutReferralPurchase} from '../../extensions/keel-pixel/src/checkout';
import type {OrderRecord} from '../store/types';
import {
  checkoutCompletedEvent,
  checkoutMode,
  customerPrivacy,
  pixelScript,
  thankYouPage,
  pixelSettings,
} from './thankYou';

const ORDER = {
  id: 5810001,
  number: 1001,
  name: '#1001',
  key: 'k'.repeat(48),
  confirmationNumber: 'XPAV284CT',
  cartToken: 'c1-token',
  email: 'ada@example.com',
  phone: null,
  currency: 'GBP',
  market: 'GB',
  shippingAddress: {
    name: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Quay St',
    address2: null,
    city: 'Bristol',
    provinceCode: null,
    province: null,
    zip: 'BS1 4DJ',
    country: 'United Kingdom',
    countryCode: 'GB',
    phone: null,
  },
  lineItems: [
    {
      title: 'Rower Mat',
      variantTitle: null,
      sku: 'KEEL-ACC-MAT',
      quantity: 2,
      variantId: 'gid://shopify/ProductVariant/9',
      productId: 'gid://shopify/Product/9',
      productHandle: 'rower-mat',
      productType: 'ACCESSORY',
      vendor: 'Keel',
      collections: ['Accessories'],
      originalUnitPrice: 99,
      discountedTotal: 178,
      discountAllocations: [],
      customAttributes: [],
    },
  ],
  subtotal: 178,
  totalDiscounts: 20,
  totalTax: 0,
  shipping: 0,
  total: 178,
  discountCode: 'KEEL10',
  gateway: 'Credit Card',
  cardLast4: '4242',
  customAttributes: [],
  createdAt: '2026-11-27T12:00:00.000Z',
} as unknown as OrderRecord;

describe("the dev checkout's Thank you mode (decision 0124)", () => {
  it('takes its mode from the browser cookie, else the configuration', () => {
    expect(checkoutMode(undefined, 'redirect')).toBe('redirect');
    expect(checkoutMode('a=1; keel_checkout_mode=thank-you', 'redirect')).toBe('thank-you');
    expect(checkoutMode('keel_checkout_mode=redirect', 'thank-you')).toBe('redirect');
    expect(checkoutMode('keel_checkout_mode=other', 'thank-you')).toBe('thank-you');
  });

  it("passes the storefront's consent as Shopify's customerPrivacy: nothing before a UK choice", () => {
    expect(customerPrivacy(undefined, ORDER)).toMatchObject({
      analyticsProcessingAllowed: false,
      marketingAllowed: false,
    });
    expect(customerPrivacy('keel_consent=v1.a1.m0', ORDER)).toMatchObject({
      analyticsProcessingAllowed: true,
      marketingAllowed: false,
    });
    expect(customerPrivacy(undefined, {market: 'US'})).toMatchObject({
      analyticsProcessingAllowed: true,
      marketingAllowed: true,
    });
  });

  it("publishes checkout_completed in Shopify's shape, which the pixel reads as the order", () => {
    const event = checkoutCompletedEvent(ORDER, 'client-1');
    expect(event).toMatchObject({
      name: 'checkout_completed',
      clientId: 'client-1',
      data: {
        checkout: {
          order: {id: 'gid://shopify/OrderIdentity/5810001'},
          totalPrice: {amount: 178, currencyCode: 'GBP'},
          email: 'ada@example.com',
        },
      },
    });
    expect(checkoutPurchase(event.data.checkout, '5810001')).toEqual({
      transactionId: '5810001',
      currency: 'GBP',
      value: 178,
      items: [
        {
          sku: 'KEEL-ACC-MAT',
          name: 'Rower Mat',
          variant: '',
          category: 'Accessories',
          type: 'ACCESSORY',
          quantity: 2,
          price: 89,
          full: 99,
        },
      ],
    });
    expect(checkoutReferralPurchase(event.data.checkout, '5810001').purchase).toEqual({
      order_number: '5810001',
      subtotal: '178.00',
      coupon_code: 'KEEL10',
      currency_iso_code: 'GBP',
      shipping_zip: 'BS1 4DJ',
      shipping_address: '1 Quay St, Bristol, United Kingdom',
    });
  });

  it("shows the block's en-GB link keyed by the confirmation number, and the pixel's run", () => {
    const html = thankYouPage(ORDER, {
      storefrontUrl: 'http://127.0.0.1:3000',
      event: checkoutCompletedEvent(ORDER, 'c'),
      settings: pixelSettings('http://127.0.0.1:4000', 'http://127.0.0.1:3000'),
      privacy: customerPrivacy(undefined, ORDER),
    });
    expect(html).toContain('href="http://127.0.0.1:3000/en-GB/order/5810001?key=XPAV284CT"');
    expect(html).toContain('<h1>Thank you, Ada!</h1>');
    expect(html).toContain('<script type="module" src="/checkouts/keel-pixel.js"></script>');
    // decision 0132: the pixel is told the storefront and the block's confirmation number, and holds no secret.
    expect(html).toContain('"storefrontUrl":"http://127.0.0.1:3000"');
    expect(html).toContain(
      '"customData":{"orderId":"gid://shopify/OrderIdentity/5810001","confirmationNumber":"XPAV284CT"}',
    );
    expect(html).not.toMatch(/secret|ga4/i);
  });

  it('bundles the pixel with its runtime', async () => {
    expect(await pixelScript()).toContain('checkout_completed');
  });
});
