/// <reference types="node" />
import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Checkout, PixelEventsCheckoutCompleted} from '@shopify/web-pixels-extension';
import {ORDER_CONFIRMATION_EVENT} from '../../keel-thank-you/src/orderLink';
import {CONFIRMATION_WAIT_MS, keelPixel, type PixelApi, type PixelSettings} from './pixel';

const money = (amount: number, currencyCode = 'USD') => ({amount, currencyCode});
const variant = (sku: string, title: string, type: string, price: number) => ({
  id: `gid://shopify/ProductVariant/${sku}`,
  image: null,
  price: money(price),
  sku,
  title: null,
  untranslatedTitle: null,
  product: {id: null, title, type, untranslatedTitle: title, url: null, vendor: 'Keel'},
});
const line = (
  sku: string,
  title: string,
  type: string,
  price: number,
  quantity: number,
  properties: Array<{key: string; value: string}> = [],
) => ({
  discountAllocations: [],
  finalLinePrice: money(price * quantity),
  id: `gid://shopify/CheckoutLineItem/${sku}`,
  properties,
  quantity,
  sellingPlanAllocation: null,
  title,
  variant: variant(sku, title, type, price),
});

/** Shopify's checkout_completed, shaped as its Standard Events reference documents it. */
function checkoutCompleted(overrides: Partial<Checkout> = {}): PixelEventsCheckoutCompleted {
  const checkout = {
    attributes: [],
    billingAddress: null,
    buyerAcceptsEmailMarketing: false,
    buyerAcceptsSmsMarketing: false,
    currencyCode: 'USD',
    delivery: null,
    discountApplications: [
      {
        allocationMethod: 'ACROSS',
        targetSelection: 'ALL',
        targetType: 'LINE_ITEM',
        title: 'KEEL50',
        type: 'DISCOUNT_CODE',
        value: money(50),
      },
    ],
    discountsAmount: money(50),
    email: 'ada@example.com',
    lineItems: [
      line('KEEL-PRO-RIVER', 'Keel Pro Rower', 'ROWER', 2343.27, 1),
      line('KEEL-EW-5Y', '5-Year Extended Warranty', 'WARRANTY', 299, 1, [{key: 'Term', value: '5 Years'}]),
      line('BUNDLE', 'Pro _bundle marker', 'ACCESSORY', 0, 1),
    ],
    localization: {country: {isoCode: 'US'}, language: {isoCode: 'en'}, market: {id: null, handle: null}},
    order: {id: 'gid://shopify/OrderIdentity/5810001', customer: {id: null, isFirstOrder: true}},
    phone: null,
    shippingAddress: {
      address1: '12 Harbor Street',
      address2: null,
      city: 'Portland',
      country: 'United States',
      countryCode: 'US',
      firstName: 'Ada',
      lastName: 'King',
      phone: '+1 503 555 0100',
      province: 'Oregon',
      provinceCode: 'OR',
      zip: '97201',
      latitude: null,
      longitude: null,
    },
    shippingLine: null,
    smsMarketingPhone: null,
    subtotalPrice: money(2642.27),
    token: 'c1-abc',
    totalPrice: money(2642.27),
    totalTax: money(0),
    transactions: [],
    ...overrides,
  } as unknown as Checkout;
  return {
    id: 'sh-1',
    clientId: 'shopify-client-1',
    name: 'checkout_completed',
    seq: 3,
    timestamp: '2026-11-27T12:00:00.000Z',
    type: 'standard',
    context: {} as never,
    data: {checkout},
  } as unknown as PixelEventsCheckoutCompleted;
}

const SETTINGS: PixelSettings = {
  storefrontUrl: 'https://shop.test',
  klaviyoPublicKey: 'AbC123',
  klaviyoClientUrl: 'https://klaviyo.test/client/events',
  referralPurchasesUrl: 'https://referral.test/v1/purchases',
};

type Privacy = PixelApi['init']['customerPrivacy'];
const allowed = (analytics: boolean, marketing: boolean): Privacy => ({
  analyticsProcessingAllowed: analytics,
  marketingAllowed: marketing,
  preferencesProcessingAllowed: false,
  saleOfDataAllowed: false,
});

/** A fake of the runtime Shopify gives a pixel: analytics and consent buses, init, the top frame's sessionStorage. */
function runtime(privacy: Privacy, settings: Partial<PixelSettings> = SETTINGS) {
  const handlers = new Map<string, (event: never) => unknown>();
  const storage = new Map<string, string>();
  const api = {
    settings,
    init: {customerPrivacy: privacy},
    analytics: {
      subscribe: (name: string, callback: (event: never) => unknown) => (handlers.set(name, callback), () => true),
    },
    customerPrivacy: {
      subscribe: (name: string, callback: (event: never) => unknown) => (handlers.set(name, callback), () => true),
    },
    browser: {
      sessionStorage: {
        getItem: async (key: string) => storage.get(key) ?? null,
        setItem: async (key: string, value: string) => void storage.set(key, value),
      },
    },
  } as unknown as PixelApi;
  const send = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, {status: 202}));
  keelPixel(api, send);
  return {
    send,
    publish: async (name: string, event: unknown) => handlers.get(name)?.(event as never),
    /** What the keel-thank-you block publishes when it renders. */
    confirm: (orderId = 'gid://shopify/OrderIdentity/5810001', confirmationNumber = 'XPAV284CT') =>
      handlers.get(ORDER_CONFIRMATION_EVENT)?.({customData: {orderId, confirmationNumber}} as never),
    bodies: () =>
      send.mock.calls.map(([url, init]: [string, RequestInit]) => ({
        host: new URL(url).host,
        url,
        init,
        body: JSON.parse(String(init.body)) as Record<string, unknown>,
      })),
  };
}

afterEach(() => vi.useRealTimers());

describe('the keel web pixel on checkout_completed', () => {
  it('sends the purchase to GA4, Placed Order to Klaviyo and the referral purchase, all keyed by the order id', async () => {
    const pixel = runtime(allowed(true, true));
    await pixel.confirm();
    await pixel.publish('checkout_completed', checkoutCompleted());
    const [ga4, klaviyo, referral] = pixel.bodies();

    // GA4 through the storefront, which checks the order and adds the secret (decision 0132).
    expect(ga4?.url).toBe('https://shop.test/api/pixel/purchase');
    expect(ga4?.init.headers).toEqual({'content-type': 'application/json'});
    expect(ga4?.body).toEqual({
      orderId: 'gid://shopify/OrderIdentity/5810001',
      confirmationNumber: 'XPAV284CT',
      clientId: 'shopify-client-1',
      consent: {analytics: true},
      purchase: {
        transaction_id: '5810001',
        currency: 'USD',
        value: 2642.27,
        items: [
          expect.objectContaining({
            item_id: 'KEEL-PRO-RIVER',
            item_name: 'Keel Pro Rower',
            item_category: 'Rowers',
            price: 2343.27,
            item_list_name: 'Order Confirmation',
          }),
          expect.objectContaining({
            item_id: 'KEEL-EW-5Y',
            item_name: '5 Years 5-Year Extended Warranty',
            item_category: 'Warranties',
          }),
        ],
      },
    });

    expect(klaviyo?.url).toBe('https://klaviyo.test/client/events?company_id=AbC123');
    expect(klaviyo?.init.headers).toMatchObject({revision: '2024-10-15'});
    expect(klaviyo?.body).toMatchObject({
      data: {
        type: 'event',
        attributes: {
          metric: {data: {attributes: {name: 'Placed Order'}}},
          profile: {data: {attributes: {email: 'ada@example.com'}}},
          value: 2642.27,
          unique_id: '5810001',
        },
      },
    });

    expect(referral?.url).toBe('https://referral.test/v1/purchases');
    expect(referral?.body).toEqual({
      purchase: {
        order_number: '5810001',
        subtotal: '2642.27',
        coupon_code: 'KEEL50',
        currency_iso_code: 'USD',
        shipping_zip: '97201',
        shipping_address: '12 Harbor Street, Portland, OR, United States',
      },
      customer: {email: 'ada@example.com', phone: '+1 503 555 0100', first_name: 'Ada', last_name: 'King'},
    });
  });

  it('sends an order once, however often the thank-you page publishes it', async () => {
    const pixel = runtime(allowed(true, true));
    await pixel.confirm();
    await pixel.publish('checkout_completed', checkoutCompleted());
    await pixel.publish('checkout_completed', checkoutCompleted());
    expect(pixel.send).toHaveBeenCalledTimes(3);
  });

  it('sends nothing when the shopper allowed nothing, and only GA4 under analytics alone', async () => {
    const none = runtime(allowed(false, false));
    await none.publish('checkout_completed', checkoutCompleted());
    expect(none.send).not.toHaveBeenCalled();

    const analytics = runtime(allowed(true, false));
    await analytics.confirm();
    await analytics.publish('checkout_completed', checkoutCompleted());
    expect(analytics.bodies().map((request) => request.host)).toEqual(['shop.test']);
  });

  it('follows a choice made after the pixel loaded (visitorConsentCollected)', async () => {
    const pixel = runtime(allowed(true, true));
    await pixel.publish('visitorConsentCollected', {customerPrivacy: allowed(false, true)});
    await pixel.publish('checkout_completed', checkoutCompleted());
    expect(pixel.bodies().map((request) => request.host)).toEqual(['klaviyo.test', 'referral.test']);
  });

  it('skips a provider without settings, and a checkout without an order', async () => {
    const pixel = runtime(allowed(true, true), {referralPurchasesUrl: SETTINGS.referralPurchasesUrl});
    await pixel.publish('checkout_completed', checkoutCompleted({order: null}));
    expect(pixel.send).not.toHaveBeenCalled();
    await pixel.publish('checkout_completed', checkoutCompleted());
    expect(pixel.bodies().map((request) => request.host)).toEqual(['referral.test']);
  });

  it("waits for the thank-you block's confirmation number, and sends GA4 nothing without it", async () => {
    const later = runtime(allowed(true, false));
    const sent = later.publish('checkout_completed', checkoutCompleted());
    await later.confirm();
    await sent;
    expect(later.bodies().map((request) => request.body.confirmationNumber)).toEqual(['XPAV284CT']);

    vi.useFakeTimers();
    const never = runtime(allowed(true, true));
    const waited = never.publish('checkout_completed', checkoutCompleted());
    await vi.advanceTimersByTimeAsync(CONFIRMATION_WAIT_MS);
    await waited;
    expect(never.bodies().map((request) => request.host)).toEqual(['klaviyo.test', 'referral.test']);
  });
});

describe("the pixel's settings and requests hold no secret (decision 0132)", () => {
  it('declares only public settings in its toml', () => {
    const toml = readFileSync(new URL('../shopify.extension.toml', import.meta.url), 'utf8');
    const fields = [...toml.matchAll(/^\[settings\.fields\.(\w+)\]/gm)].map((match) => match[1]);
    expect(fields).toEqual(['storefrontUrl', 'klaviyoPublicKey', 'klaviyoClientUrl', 'referralPurchasesUrl']);
    expect(Object.keys(SETTINGS).sort()).toEqual([...fields].sort());
    expect(toml).not.toMatch(/api_?secret|private/i);
  });

  it('sends no api_secret and no measurement id in any request', async () => {
    const pixel = runtime(allowed(true, true));
    await pixel.confirm();
    await pixel.publish('checkout_completed', checkoutCompleted());
    expect(pixel.send).toHaveBeenCalledTimes(3);
    for (const request of pixel.bodies())
      expect(`${request.url} ${String(request.init.body)}`).not.toMatch(/api_secret|measurement_id|G-KEEL/);
  });
});
