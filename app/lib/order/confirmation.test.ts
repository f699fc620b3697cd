import type {CurrencyCode} from 'adminapi.generated';
import {describe, expect, it} from 'vitest';
import type {AdminOrder} from '~/graphql/admin/order';
import {
  orderIdOf,
  orderKeyKind,
  purchaseInput,
  sameSecret,
  sha256Hex,
  shouldTrackPurchase,
  statusKey,
  trackingFields,
} from './confirmation';

// As ORDER_QUERY asks: the subtotal and total with their currency, the other sums as an amount alone.
const money = (amount: string) => ({shopMoney: {amount}});
const priced = (amount: string, currencyCode: CurrencyCode) => ({shopMoney: {amount, currencyCode}});
const line = (title: string, sku: string, quantity: number, total: string, type = 'ACCESSORY', term?: string) => ({
  title,
  sku,
  quantity,
  discountedTotalSet: money(total),
  originalUnitPriceSet: money(total),
  discountAllocations: [],
  product: {productType: type, vendor: 'Keel', collections: {nodes: []}},
  customAttributes: term ? [{key: 'Term', value: term}] : [],
});

const ORDER: AdminOrder = {
  id: 'gid://shopify/Order/5810001',
  name: '#1001',
  email: 'ada@example.com',
  discountCode: 'KEEL50',
  statusPageUrl: 'http://127.0.0.1:4000/orders/5810001/authenticate?key=abc123',
  confirmationNumber: 'XPAV284CT',
  subtotalPriceSet: priced('2621.0', 'USD'),
  totalDiscountsSet: money('200.0'),
  totalPriceSet: priced('2621.0', 'USD'),
  totalTaxSet: money('0.0'),
  shippingAddress: null,
  shippingLines: {nodes: []},
  transactions: [],
  lineItems: {
    nodes: [
      line('Keel Pro Rower', 'KEEL-PRO-RIVER', 1, '2343.27', 'ROWER'),
      line('Pro Essentials _bundle marker', 'BUNDLE', 1, '0.0'),
      line('5-Year Extended Warranty', 'KEEL-EW-5Y', 1, '299.0', 'WARRANTY', '5 Years'),
    ],
  },
};

describe('order confirmation rules', () => {
  it('takes the order id from the last segment of its gid (rules:order-fields)', () => {
    expect(orderIdOf('gid://shopify/Order/5810001')).toBe('5810001');
  });

  it('reads the key of the status page URL and compares secrets', () => {
    expect(statusKey(ORDER.statusPageUrl)).toBe('abc123');
    expect(statusKey('not a url')).toBeNull();
    expect(sameSecret('abc123', 'abc123')).toBe(true);
    expect(sameSecret('abc123', 'abc124')).toBe(false);
    expect(sameSecret('abc', 'abc123')).toBe(false);
  });

  it("opens on the status page's key or, from Shopify's Thank you page, the confirmation number (decision 0123)", () => {
    expect(orderKeyKind(ORDER, 'abc123')).toBe('status');
    expect(orderKeyKind(ORDER, 'XPAV284CT')).toBe('confirmation');
    expect(orderKeyKind(ORDER, 'xpav284ct')).toBeNull();
    expect(orderKeyKind(ORDER, 'abc124')).toBeNull();
    expect(orderKeyKind({...ORDER, confirmationNumber: null}, '')).toBeNull();
    expect(orderKeyKind({...ORDER, statusPageUrl: 'not a url', confirmationNumber: null}, '')).toBeNull();
  });

  it('builds the hidden tracking fields, leaving out _bundle lines (rules:order-fields)', () => {
    expect(trackingFields(ORDER, 'hash')).toEqual({
      orderName: '#1001',
      totalDiscount: '200.0',
      currency: 'USD',
      subtotalPrice: '2621.0',
      discountCode: 'KEEL50',
      skuList: 'KEEL-PRO-RIVER,KEEL-EW-5Y',
      priceList: '2343.27,299.0',
      quantityList: '1,1',
      nameList: 'Keel Pro Rower,5 Years 5-Year Extended Warranty',
      typeList: 'ROWER,WARRANTY',
      customerEmail: 'hash',
    });
  });

  it('defaults the currency to USD and omits an empty discount code', () => {
    // The generated type says the currency is always there; the rule still covers an answer without it.
    const noCurrency = {...ORDER, discountCode: null, totalPriceSet: money('10.0')} as unknown as AdminOrder;
    const fields = trackingFields(noCurrency, 'h');
    expect(fields.currency).toBe('USD');
    expect(fields).not.toHaveProperty('discountCode');
  });

  it('hashes the e-mail with SHA-256', async () => {
    expect(await sha256Hex('ada@example.com')).toBe(await sha256Hex('  ADA@example.com '));
    expect(await sha256Hex('ada@example.com')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tracks a purchase only on a first visit from the checkout host (rules:order-states)', () => {
    expect(shouldTrackPurchase('navigate', 'http://127.0.0.1:4000/', '127.0.0.1:4000')).toBe(true);
    expect(shouldTrackPurchase('reload', 'http://127.0.0.1:4000/', '127.0.0.1:4000')).toBe(false);
    expect(shouldTrackPurchase('navigate', 'http://evil.example/', '127.0.0.1:4000')).toBe(false);
    expect(shouldTrackPurchase('navigate', '', '127.0.0.1:4000')).toBe(false);
  });

  it('gives the purchase event its order: name as transaction id, lines without _bundle ones, Term in front (rules:order-fields, rules:order-states)', () => {
    expect(purchaseInput(ORDER)).toEqual({
      transactionId: '#1001',
      currency: 'USD',
      value: 2621,
      items: [
        {
          sku: 'KEEL-PRO-RIVER',
          name: 'Keel Pro Rower',
          variant: '',
          category: 'Rowers',
          type: 'ROWER',
          quantity: 1,
          price: 2343.27,
          full: 2343.27,
        },
        {
          sku: 'KEEL-EW-5Y',
          name: '5 Years 5-Year Extended Warranty',
          variant: '',
          category: 'Warranties',
          type: 'WARRANTY',
          quantity: 1,
          price: 299,
          full: 299,
        },
      ],
    });
  });
});
