import {describe, expect, it} from 'vitest';
import {handleMonorail} from './monorail';

const url = (path: string) => new URL(`http://127.0.0.1:4000${path}`);
const PRODUCE = '/unstable/produce_batch';
const read = (text: string | undefined) =>
  JSON.parse(text ?? '{}') as {
    result?: Array<{status: number; message: string}>;
    events?: Array<{schema_id: string; payload: Record<string, unknown>}>;
  };

/** What hydrogen-react's page view sends (trekkie + custom storefront tracking), trimmed to the required fields. */
function pageViewBatch(userAgent = 'ua-monorail-test') {
  const now = Date.now();
  return {
    events: [
      {
        schema_id: 'trekkie_storefront_page_view/1.4',
        payload: {
          appClientId: '6167201',
          isMerchantRequest: false,
          hydrogenSubchannelId: 'keel-dev-storefront',
          isPersistentCookie: true,
          uniqToken: '',
          visitToken: '',
          microSessionId: 'a1b2',
          microSessionCount: 1,
          url: 'https://shop.example/products/x',
          path: '/products/x',
          search: '',
          referrer: '',
          title: 'X',
          shopId: 1,
          currency: 'USD',
          contentLanguage: 'EN',
        },
        metadata: {event_created_at_ms: now},
      },
      {
        schema_id: 'custom_storefront_customer_tracking/1.2',
        payload: {
          event_name: 'page_rendered',
          canonical_url: 'https://shop.example/products/x',
          source: 'hydrogen',
          asset_version_id: '2026.4.6',
          hydrogenSubchannelId: 'keel-dev-storefront',
          is_persistent_cookie: true,
          deprecated_visit_token: '',
          unique_token: '',
          event_time: now,
          event_id: 'e-1',
          event_source_url: 'https://shop.example/products/x',
          referrer: '',
          user_agent: userAgent,
          navigation_type: 'navigate',
          navigation_api: 'PerformanceNavigationTiming',
          shop_id: 1,
          currency: 'USD',
          ccpa_enforced: false,
          gdpr_enforced: false,
          gdpr_enforced_as_string: 'false',
          analytics_allowed: true,
          marketing_allowed: true,
          sale_of_data_allowed: true,
        },
        metadata: {event_created_at_ms: now},
      },
    ],
    metadata: {event_sent_at_ms: now},
  };
}

describe("Shopify's Monorail stand-in (produce_batch)", () => {
  it('takes a valid batch sent as text/plain, answers a result per event, and reads it back by user agent', () => {
    const result = handleMonorail('POST', url(PRODUCE), JSON.stringify(pageViewBatch()), {
      contentType: 'text/plain',
      userAgent: 'ua-monorail-test',
    });
    expect(result?.status).toBe(200);
    expect(read(result?.body).result).toEqual([
      {status: 200, message: 'ok'},
      {status: 200, message: 'ok'},
    ]);
    const back = read(handleMonorail('GET', url('/monorail/received?user_agent=ua-monorail-test'), null, {})?.body);
    expect(back.events?.map((event) => event.schema_id)).toEqual([
      'trekkie_storefront_page_view/1.4',
      'custom_storefront_customer_tracking/1.2',
    ]);
  });

  it.each([
    ['not JSON', 'nope', 400],
    ['no events', JSON.stringify({metadata: {event_sent_at_ms: 1}}), 400],
    ['an empty batch', JSON.stringify({events: [], metadata: {event_sent_at_ms: 1}}), 400],
  ])('refuses %s with 400', (_name, body, status) => {
    expect(handleMonorail('POST', url(PRODUCE), body, {contentType: 'text/plain'})?.status).toBe(status);
  });

  it('refuses a JSON content type (the browser sends text/plain: no CORS preflight)', () => {
    expect(
      handleMonorail('POST', url(PRODUCE), JSON.stringify(pageViewBatch()), {contentType: 'application/json'})?.status,
    ).toBe(415);
  });

  it('answers 207 with a 400 for each event its schema refuses, and keeps only the valid one', () => {
    const batch = pageViewBatch('ua-monorail-bad');
    const [trekkie, custom] = batch.events;
    const badShop = {...custom!, payload: {...custom!.payload, shop_id: 'gid://shopify/Shop/1'}};
    const unknown = {...trekkie!, schema_id: 'nope/1.0'};
    const badEvent = {...custom!, payload: {...custom!.payload, event_name: 'clicked'}};
    const badCurrency = {...trekkie!, payload: {...trekkie!.payload, currency: 'usd'}};
    const result = handleMonorail(
      'POST',
      url(PRODUCE),
      JSON.stringify({...batch, events: [trekkie, badShop, unknown, badEvent, badCurrency]}),
      {contentType: 'text/plain', userAgent: 'ua-monorail-bad'},
    );
    expect(result?.status).toBe(207);
    const statuses = read(result?.body).result?.map((entry) => entry.status);
    expect(statuses).toEqual([200, 400, 400, 400, 400]);
    expect(read(result?.body).result?.[2]?.message).toContain('nope/1.0');
    const back = read(handleMonorail('GET', url('/monorail/received?user_agent=ua-monorail-bad'), null, {})?.body);
    expect(back.events?.map((event) => event.schema_id)).toEqual(['trekkie_storefront_page_view/1.4']);
  });

  it('refuses a product view without its products', () => {
    const batch = pageViewBatch('ua-monorail-product');
    const custom = batch.events[1]!;
    const productView = {...custom, payload: {...custom.payload, event_name: 'product_page_rendered'}};
    const result = handleMonorail('POST', url(PRODUCE), JSON.stringify({...batch, events: [productView]}), {
      contentType: 'text/plain',
    });
    expect(read(result?.body).result?.[0]).toEqual({status: 400, message: expect.stringContaining('products')});
    const withProduct = {
      ...productView,
      payload: {
        ...productView.payload,
        products: [
          JSON.stringify({
            product_gid: 'gid://shopify/Product/2',
            name: 'Mat',
            variant: '',
            brand: 'Keel',
            price: 129,
            quantity: 1,
            product_id: 2,
            variant_id: 3,
            variant_gid: 'gid://shopify/ProductVariant/3',
          }),
        ],
      },
    };
    expect(
      read(
        handleMonorail('POST', url(PRODUCE), JSON.stringify({...batch, events: [withProduct]}), {
          contentType: 'text/plain',
        })?.body,
      ).result,
    ).toEqual([{status: 200, message: 'ok'}]);
  });

  it('leaves other paths alone', () => {
    expect(handleMonorail('GET', url('/ga4/mp/received'), null, {})).toBeNull();
  });
});
