import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {sendShopifyAnalytics} from '@shopify/hydrogen';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  basePayload,
  HYDROGEN_VERSION,
  monorailEvents,
  type MonorailEvent,
  type ShopifyEventName,
  type ShopifyPayload,
} from './shopifyAnalytics';

const shop = {
  shopId: 'gid://shopify/Shop/1',
  acceptedLanguage: 'EN',
  currency: 'GBP',
  hydrogenSubchannelId: 'keel-dev-storefront',
};
const browser = {
  uniqueToken: 'u-1',
  visitToken: 'v-1',
  url: 'https://keel.example/en-GB/products/accessories/rower-mat/',
  path: '/en-GB/products/accessories/rower-mat/',
  search: '',
  referrer: 'https://keel.example/en-GB/',
  title: 'Rower Mat | Keel',
  userAgent: 'test-agent',
  navigationType: 'navigate',
  navigationApi: 'PerformanceNavigationTiming',
};
const product = {
  id: 'gid://shopify/Product/7',
  variantId: 'gid://shopify/ProductVariant/70',
  title: 'Rower Mat',
  variantTitle: 'Default Title',
  vendor: 'Keel',
  price: '129.0',
  productType: 'Accessory',
  sku: 'KEEL-ACC-MAT',
  quantity: 1,
};

/** Hydrogen's ShopifyAnalytics hands sendShopifyAnalytics its products in this shape (its formatProduct). */
const formatProduct = (products: ShopifyPayload['products']) =>
  products?.map((p) => ({
    productGid: p.id,
    variantGid: p.variantId,
    name: p.title,
    variantName: p.variantTitle,
    brand: p.vendor,
    price: p.price,
    quantity: p.quantity || 1,
    category: p.productType,
    ...(p.sku ? {sku: p.sku} : {}),
  }));

/** What hydrogen-react itself posts for the event (fetch caught), its fresh ids and times blanked. */
async function hydrogensEvents(eventName: ShopifyEventName, payload: ShopifyPayload): Promise<MonorailEvent[]> {
  const fetch = vi.fn(async () => new Response(''));
  vi.stubGlobal('fetch', fetch);
  const sent = {...payload, ...(payload.products ? {products: formatProduct(payload.products)} : {})};
  await sendShopifyAnalytics({eventName, payload: sent} as unknown as Parameters<typeof sendShopifyAnalytics>[0]);
  const calls = fetch.mock.calls as unknown as Array<[string, {body: string}]>;
  return (JSON.parse(calls[0]?.[1].body ?? '{}') as {events: MonorailEvent[]}).events.map(blank);
}

const blank = (event: MonorailEvent): MonorailEvent => ({
  ...event,
  payload: {
    ...event.payload,
    ...('event_id' in event.payload ? {event_id: 'id', event_time: 0} : {}),
    ...('microSessionId' in event.payload ? {microSessionId: 'id'} : {}),
  },
  metadata: {event_created_at_ms: 0},
});
const ours = (eventName: ShopifyEventName, payload: ShopifyPayload) =>
  monorailEvents(eventName, payload, 0, () => 'id').map(blank);

afterEach(() => void vi.unstubAllGlobals());

describe("Shopify's analytics events, field for field as hydrogen-react sends them", () => {
  const consented = basePayload(shop, browser, {analytics: true, marketing: true, saleOfData: true});

  it.each<[string, ShopifyEventName, ShopifyPayload]>([
    ['a page view', 'PAGE_VIEW_2', consented],
    ['a product page view', 'PAGE_VIEW_2', {...consented, pageType: 'product', resourceId: product.id}],
    [
      'a product view',
      'PRODUCT_VIEW',
      {...consented, pageType: 'product', resourceId: product.id, products: [product]},
    ],
    ['a search', 'SEARCH_VIEW', {...consented, pageType: 'search', searchString: 'mat'}],
    [
      'an add to the cart',
      'ADD_TO_CART',
      {...consented, cartId: 'gid://shopify/Cart/c1-abc?key=k', products: [{...product, quantity: 2}]},
    ],
    [
      'a page view with analytics only (GDPR enforced)',
      'PAGE_VIEW_2',
      basePayload(shop, browser, {analytics: true, marketing: false, saleOfData: false}),
    ],
  ])('%s', async (_name, eventName, payload) => {
    expect(ours(eventName, payload)).toEqual(await hydrogensEvents(eventName, payload));
  });

  it('sends nothing without analytics consent (hasUserConsent false)', () => {
    expect(basePayload(shop, browser, {analytics: false, marketing: true, saleOfData: true}).hasUserConsent).toBe(
      false,
    );
  });

  it("names the installed Hydrogen's version", () => {
    const require = createRequire(import.meta.url);
    const pkg = JSON.parse(readFileSync(require.resolve('@shopify/hydrogen/package.json'), 'utf8')) as {
      version: string;
    };
    expect(HYDROGEN_VERSION).toBe(pkg.version);
  });
});
