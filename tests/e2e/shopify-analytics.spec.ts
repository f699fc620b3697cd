import {devices, type Page} from '@playwright/test';
import {expect, test, waitForHydration} from './support/shop';

/**
 * Shopify's own analytics and the shopper's choice handed to Shopify (decision 0125), read back
 * from the dev backend's stand-ins: Monorail (the events Hydrogen's Analytics.Provider sends) and
 * the Customer Privacy API (the consent-tracking-api's request through the Storefront API proxy).
 * Each journey has its own user agent, which both stand-ins read back by: journeys run side by side.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;
const agent = (name: string) => `${devices['Desktop Chrome'].userAgent} keel-e2e/${name}`;

interface MonorailEvent {
  schema_id: string;
  payload: Record<string, unknown>;
}

async function monorail(page: Page, userAgent: string): Promise<MonorailEvent[]> {
  const body = (await (
    await page.request.get(`${BACKEND}/monorail/received?user_agent=${encodeURIComponent(userAgent)}`)
  ).json()) as {events: MonorailEvent[]};
  return body.events;
}

/** The custom storefront events' names, in the order they arrived (page_rendered, product_page_rendered ...). */
async function eventNames(page: Page, userAgent: string): Promise<string[]> {
  return (await monorail(page, userAgent)).flatMap((event) =>
    event.schema_id.startsWith('custom_storefront_customer_tracking/') ? [String(event.payload.event_name)] : [],
  );
}

async function consents(page: Page, userAgent: string) {
  const body = (await (
    await page.request.get(`${BACKEND}/customer-privacy/received?user_agent=${encodeURIComponent(userAgent)}`)
  ).json()) as {
    consents: Array<{analytics: boolean; marketing: boolean; preferences: boolean; saleOfData: boolean}>;
  };
  return body.consents.map(({analytics, marketing, preferences, saleOfData}) => ({
    analytics,
    marketing,
    preferences,
    saleOfData,
  }));
}

/** The tracker has loaded (it replaces the page's command queue): whatever it would send, it has had its chance to. */
async function waitForTracker(page: Page) {
  await page.waitForFunction(() => Boolean(window.keelTrack) && !Array.isArray(window.keelTrack));
}

const PRODUCT = '/products/accessories/rower-mat/';
const ALL_FALSE = {analytics: false, marketing: false, preferences: false, saleOfData: false};
const ALL_TRUE = {analytics: true, marketing: true, preferences: true, saleOfData: true};

test.use({consent: 'none', controlUuid: false});

test.describe('en-GB, Accept all', () => {
  const userAgent = agent('shopify-gb-accept');
  test.use({userAgent});

  test("nothing reaches Shopify before the choice; after Accept all the page and product views and the add to the cart do, with the shop's id and GBP", async ({
    page,
  }) => {
    // The schemas of each request to Monorail, in the order sent: a moment's events go in one batch (decision 0177).
    const batches: string[][] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/unstable/produce_batch'))
        batches.push((request.postDataJSON() as {events: MonorailEvent[]}).events.map((event) => event.schema_id));
    });
    await page.goto(`/en-GB${PRODUCT}`);
    await waitForHydration(page);
    const banner = page.getByRole('dialog', {name: 'Cookies on Keel'});
    await expect(banner).toBeVisible();
    await waitForTracker(page);
    expect(await monorail(page, userAgent)).toEqual([]);
    expect(await consents(page, userAgent)).toEqual([]);

    await banner.getByRole('button', {name: 'Accept all'}).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => consents(page, userAgent)).toEqual([ALL_TRUE]);
    await expect.poll(() => eventNames(page, userAgent)).toEqual(['product_page_rendered', 'page_rendered']);
    const events = await monorail(page, userAgent);
    for (const {payload} of events) expect(payload).toMatchObject({currency: 'GBP'});
    const product = events.find((event) => event.payload.event_name === 'product_page_rendered')?.payload;
    expect(product).toMatchObject({
      shop_id: 1,
      source: 'hydrogen',
      hydrogenSubchannelId: 'keel-dev-storefront',
      analytics_allowed: true,
      marketing_allowed: true,
      gdpr_enforced: false,
    });
    const [item] = (product?.products as string[]).map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(item).toMatchObject({
      product_gid: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
      name: 'Rower Mat',
      brand: 'Keel',
      quantity: 1,
      price: expect.any(Number),
    });
    const trekkie = events.find((event) => event.schema_id.startsWith('trekkie_storefront_page_view/'))?.payload;
    expect(trekkie).toMatchObject({shopId: 1, pageType: 'product', resourceType: 'product', path: `/en-GB${PRODUCT}`});
    // The product view and the page view that follows it: one request.
    expect(batches).toEqual([
      [
        'custom_storefront_customer_tracking/1.2',
        'trekkie_storefront_page_view/1.4',
        'custom_storefront_customer_tracking/1.2',
      ],
    ]);

    // An add to the cart, with the cart and the line as Hydrogen's cart analytics send them.
    await page.getByTestId('add-to-cart').click();
    const miniCart = page.getByRole('dialog', {name: 'Your cart'});
    await expect(miniCart.getByTestId('cart-line')).toContainText('Rower Mat');
    await expect
      .poll(() => eventNames(page, userAgent))
      .toEqual(['product_page_rendered', 'page_rendered', 'product_added_to_cart']);
    const added = (await monorail(page, userAgent)).find(
      (event) => event.payload.event_name === 'product_added_to_cart',
    )?.payload;
    expect(added).toMatchObject({cart_token: expect.any(String), currency: 'GBP', shop_id: 1});
    expect(JSON.parse((added?.products as string[])[0] ?? '{}')).toMatchObject({
      name: 'Rower Mat',
      quantity: 1,
      variant_gid: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\//),
    });
    await page.keyboard.press('Escape');

    // The next page is one more page view (a listing is a CMS page, not a Shopify collection: no collection view).
    await page.goto('/en-GB/listings/accessories/');
    await waitForHydration(page);
    await expect
      .poll(() => eventNames(page, userAgent))
      .toEqual(['product_page_rendered', 'page_rendered', 'product_added_to_cart', 'page_rendered']);
  });
});

test.describe('en-GB, Reject all', () => {
  const userAgent = agent('shopify-gb-reject');
  test.use({userAgent});

  test('Shopify is told of the rejection and receives nothing, then or later', async ({page}) => {
    await page.goto('/en-GB/');
    await waitForHydration(page);
    const banner = page.getByRole('dialog', {name: 'Cookies on Keel'});
    await banner.getByRole('button', {name: 'Reject all'}).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => consents(page, userAgent)).toEqual([ALL_FALSE]);
    // Shopify's own consent cookie now says so, for checkout (set by the answer, a moment after the stand-in recorded it).
    const shopifyConsent = async () => {
      const cookie = (await page.context().cookies()).find((entry) => entry.name === '_tracking_consent');
      return JSON.parse(decodeURIComponent(cookie?.value ?? '{}')) as unknown;
    };
    await expect.poll(shopifyConsent).toMatchObject({con: {CMP: {a: '0', m: '0', p: '0', s: '0'}}});

    await page.goto(`/en-GB${PRODUCT}`);
    await waitForHydration(page);
    await waitForTracker(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', {name: 'Your cart'}).getByTestId('cart-line')).toContainText('Rower Mat');
    await page.goto('/en-GB/');
    await waitForHydration(page);
    await waitForTracker(page);
    expect(await monorail(page, userAgent)).toEqual([]);
    expect(await consents(page, userAgent)).toEqual([ALL_FALSE]);
  });
});

test.describe('en-US, tracked until the shopper opts out (decision 0053)', () => {
  const userAgent = agent('shopify-us-opt-out');
  test.use({userAgent});

  test("page and product views reach Shopify in USD without a choice; 'Your privacy choices' → Reject all tells Shopify and stops them", async ({
    page,
  }) => {
    await page.goto(PRODUCT);
    await waitForHydration(page);
    await expect.poll(() => eventNames(page, userAgent)).toEqual(['product_page_rendered', 'page_rendered']);
    for (const {payload} of await monorail(page, userAgent)) expect(payload).toMatchObject({currency: 'USD'});
    // No choice was made, so none is handed to Shopify.
    expect(await consents(page, userAgent)).toEqual([]);

    await page.getByRole('button', {name: 'Your privacy choices'}).click();
    const choices = page.getByRole('dialog', {name: 'Your privacy choices'});
    await choices.getByRole('button', {name: 'Reject all'}).click();
    await expect(choices).toBeHidden();
    await expect.poll(() => consents(page, userAgent)).toEqual([ALL_FALSE]);

    await page.goto('/listings/accessories/');
    await waitForHydration(page);
    await waitForTracker(page);
    expect(await eventNames(page, userAgent)).toEqual(['product_page_rendered', 'page_rendered']);
  });
});
