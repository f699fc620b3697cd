import type {Page} from '@playwright/test';
import {payAtCheckout} from './support/checkout';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * The checkout hand-off in both modes (decisions 0122–0124): the spec's redirect to the order page,
 * and Shopify's Thank you page with the keel-pixel and the keel-thank-you link. Whichever way the
 * shopper goes, and whether or not they open the order page afterwards, every stand-in (GA4,
 * Klaviyo, the referral provider) holds exactly one purchase per order.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

// Fresh uuids: the journeys are read back by order, and by the shopper's own page views.
test.use({controlUuid: false});

interface Ga4Hit {
  measurement_id: string;
  client_id: string;
  events: Array<{name: string; params: Record<string, unknown>}>;
}

/** What each stand-in received for one order, under its id (the pixel's key) or its name (the order page's). */
async function purchasesOf(page: Page, order: {id: string; number: string}) {
  const ga4 = ((await (await page.request.get(`${BACKEND}/ga4/mp/received`)).json()) as {hits: Ga4Hit[]}).hits;
  const keys = [order.id, `#${order.number}`];
  // Every profile: the pixel's is the checkout's e-mail, the order page's the shopper's uuid.
  const klaviyo = (
    (await (await page.request.get(`${BACKEND}/klaviyo/received`)).json()) as {
      events: Array<{metric: string; uniqueId?: string}>;
    }
  ).events;
  const registrations = async (orderNumber: string) => {
    const response = await page.request.get(`${BACKEND}/referral/v1/purchases?order_number=${orderNumber}`);
    return response.ok() ? ((await response.json()) as {registrations: number}).registrations : 0;
  };
  return {
    ga4: ga4
      .flatMap((hit) => hit.events)
      .filter((event) => event.name === 'purchase' && keys.includes(String(event.params.transaction_id))).length,
    marketing: klaviyo.filter((event) => event.metric === 'Placed Order' && keys.includes(event.uniqueId ?? '')).length,
    referral: (await registrations(order.id)) + (await registrations(order.number)),
  };
}

/** The order page's own page_view reached GA4: its tracker ran and flushed what it had to send. */
async function orderPageMeasured(page: Page) {
  const uuid = (await page.context().cookies()).find((cookie) => cookie.name === 'uuid')?.value ?? '';
  await expect
    .poll(async () => {
      const hits = (
        (await (await page.request.get(`${BACKEND}/ga4/mp/received?client_id=${uuid}`)).json()) as {hits: Ga4Hit[]}
      ).hits;
      return hits
        .flatMap((hit) => hit.events)
        .some((event) => event.name === 'page_view' && String(event.params.page_location).includes('/order/'));
    })
    .toBe(true);
}

async function checkOutWithAMat(page: Page, market: 'US' | 'GB') {
  const prefix = market === 'GB' ? '/en-GB' : '';
  await page.goto(`${prefix}/products/accessories/rower-mat/`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
  await page.goto(`${prefix}/cart`);
  await page.getByTestId('checkout').click();
  await payAtCheckout(page, market);
}

async function useThankYouPage(page: Page) {
  await page.context().addCookies([{name: 'keel_checkout_mode', value: 'thank-you', url: BACKEND}]);
}

test("Shopify's Thank you page: the pixel measures once, and the order page opened from it adds nothing", async ({
  page,
}) => {
  // decision 0132: no request from the browser carries GA4's secret; the pixel's purchase goes to the storefront.
  const fromBrowser: string[] = [];
  page.on('request', (request) => fromBrowser.push(`${request.url()} ${request.postData() ?? ''}`));
  await useThankYouPage(page);
  await checkOutWithAMat(page, 'US');
  await expect(page).toHaveURL(/\/checkouts\/c\/[A-Za-z0-9-]+\/thank-you$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Thank you, Ada!'})).toBeVisible();
  await expect(page.locator('html[data-pixel="done"]')).toBeAttached();
  await expectNoAxeViolations(page, {label: 'thank-you page', wcag22: true});

  const link = page.getByRole('link', {name: 'View your order'});
  const href = (await link.getAttribute('href')) ?? '';
  const [, id = '', key = ''] = /\/order\/(\d+)\?key=([A-Z0-9]+)$/.exec(href) ?? [];
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/order\/\d+\?key=[A-Z0-9]{9}$/);
  await expect.poll(async () => (await purchasesOf(page, {id, number: 'none'})).referral).toBe(1);
  expect(fromBrowser.filter((line) => line.includes('/api/pixel/purchase'))).toHaveLength(1);
  expect(fromBrowser.filter((line) => /api_secret|\/mp\/collect/.test(line))).toEqual([]);

  // The shopper follows the block's link: the order page opens on the confirmation number.
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/order/${id}\\?key=${key}$`));
  await waitForHydration(page);
  const number = /#(\d+)/.exec((await page.getByRole('heading', {level: 1}).textContent()) ?? '')?.[1] ?? '';
  expect(number).not.toBe('');
  await orderPageMeasured(page);
  expect(await purchasesOf(page, {id, number})).toEqual({ga4: 1, marketing: 1, referral: 1});
  // The worker sent it, under the storefront's own GA4 stream (the one the order page's views use).
  const hits = ((await (await page.request.get(`${BACKEND}/ga4/mp/received`)).json()) as {hits: Ga4Hit[]}).hits;
  const streams = (name: string, match: (params: Record<string, unknown>) => boolean) =>
    new Set(
      hits
        .filter((hit) => hit.events.some((event) => event.name === name && match(event.params)))
        .map((hit) => hit.measurement_id),
    );
  expect(streams('purchase', (params) => params.transaction_id === id)).toEqual(
    streams('page_view', (params) => String(params.page_location).includes(`/order/${id}`)),
  );

  // Back on the Thank you page (a reload publishes checkout_completed again): still one.
  await page.goBack();
  await page.reload();
  await expect(page.locator('html[data-pixel="done"]')).toBeAttached();
  expect(await purchasesOf(page, {id, number})).toEqual({ga4: 1, marketing: 1, referral: 1});
});

test("the spec's redirect: the order page measures once, and the pixel never runs", async ({page}) => {
  await checkOutWithAMat(page, 'US');
  await expect(page).toHaveURL(/\/order\/\d+\?key=[0-9a-f]+$/);
  await waitForHydration(page);
  const id = /\/order\/(\d+)/.exec(page.url())?.[1] ?? '';
  const number = /#(\d+)/.exec((await page.getByRole('heading', {level: 1}).textContent()) ?? '')?.[1] ?? '';
  await orderPageMeasured(page);
  await expect.poll(async () => purchasesOf(page, {id, number})).toEqual({ga4: 1, marketing: 1, referral: 1});
});

test.describe('a UK shopper who rejected tracking', () => {
  test.use({consent: 'rejected'});

  test("the Thank you page's pixel sends nothing anywhere", async ({page}) => {
    await useThankYouPage(page);
    await checkOutWithAMat(page, 'GB');
    await expect(page.locator('html[data-pixel="done"]')).toBeAttached();
    const href = (await page.getByRole('link', {name: 'View your order'}).getAttribute('href')) ?? '';
    expect(href).toMatch(/\/en-GB\/order\/\d+\?key=[A-Z0-9]{9}$/);
    const id = /\/order\/(\d+)/.exec(href)?.[1] ?? '';
    expect(await purchasesOf(page, {id, number: 'none'})).toEqual({ga4: 0, marketing: 0, referral: 0});
  });
});
