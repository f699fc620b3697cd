import type {APIRequestContext, Page} from '@playwright/test';
import {expect, test as shopTest, waitForHydration} from './support/shop';

/**
 * decision 0055: the home hero's CTA experiment (GrowthBook stand-in) is decided on
 * the server from the uuid cookie, so the first HTML shows the variant; the
 * browser reports one exposure with the cookie's uuid after hydration.
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;
const VARIANT_CTAS = ['Shop the Pro', 'Shop Pro packages'];

async function exposures(request: APIRequestContext, uuid: string) {
  const response = await request.get(`${BACKEND}/growthbook/v1/exposures?uuid=${encodeURIComponent(uuid)}`);
  return ((await response.json()) as {exposures: Array<{uuid: string; experimentId: string; variantId: string}>})
    .exposures;
}

/** The hero's CTA labels as the server rendered them (before any script ran). */
async function serverHeroCtas(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return VARIANT_CTAS.filter((label) => html.includes(`>${label}<`));
}

/** These journeys start as first-time visitors: without the control uuid the other journeys carry. */
const test = shopTest.extend({
  context: async ({context}, use) => {
    await context.clearCookies();
    await use(context);
  },
});

const uuidCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'uuid')?.value;

test('the home hero shows the same CTA variant on reload and reports one exposure with the uuid cookie', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const uuid = await uuidCookie(page);
  expect(uuid, 'the first HTML response sets the uuid cookie').toMatch(/^[0-9a-f-]{36}$/);
  const hero = page.locator('[data-module="hero"]').first();
  const shown = [];
  for (const label of VARIANT_CTAS)
    if (await hero.getByRole('link', {name: label, exact: true}).count()) shown.push(label);
  expect(shown, 'exactly one variant of the CTA').toHaveLength(1);
  const variantId = shown[0] === 'Shop the Pro' ? 'control' : 'packages';

  await waitForHydration(page);
  await expect
    .poll(async () =>
      (await exposures(request, uuid ?? '')).filter((exposure) => exposure.experimentId === 'home-hero-cta-2026-11'),
    )
    .toEqual([expect.objectContaining({uuid, experimentId: 'home-hero-cta-2026-11', variantId})]);

  await page.reload();
  await waitForHydration(page);
  expect(await uuidCookie(page)).toBe(uuid);
  await expect(hero.getByRole('link', {name: shown[0], exact: true})).toBeVisible();
  expect(await serverHeroCtas(page, '/')).toEqual(shown);
  // The navigation test is reported too; the hero's exposure stays one for the visit.
  await expect
    .poll(async () => (await exposures(request, uuid ?? '')).map((exposure) => exposure.experimentId).sort())
    .toEqual(['home-hero-cta-2026-11', 'nav-bundles-column-2026-11']);
  expect(
    (await exposures(request, uuid ?? '')).filter((exposure) => exposure.experimentId === 'home-hero-cta-2026-11'),
  ).toHaveLength(1);
});

test('each exposure is one experiment_impression in the dataLayer and one at GA4', async ({page}) => {
  await page.goto('/');
  const uuid = (await uuidCookie(page)) ?? '';
  await waitForHydration(page);
  const ga4Impressions = async () => {
    const body = (await (await page.request.get(`${BACKEND}/ga4/mp/received?client_id=${uuid}`)).json()) as {
      hits: Array<{events: Array<{name: string; params: Record<string, unknown>}>}>;
    };
    return body.hits
      .flatMap((hit) => hit.events)
      .filter((event) => event.name === 'experiment_impression')
      .map((event) => event.params.experiment_id)
      .sort();
  };
  await expect.poll(ga4Impressions).toEqual(['home-hero-cta-2026-11', 'nav-bundles-column-2026-11']);
  const dataLayer = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .flatMap((event) =>
        (event as {event?: string} | null)?.event === 'experiment_impression'
          ? [(event as {experiment_id: string}).experiment_id]
          : [],
      )
      .sort(),
  );
  expect(dataLayer).toEqual(['home-hero-cta-2026-11', 'nav-bundles-column-2026-11']);
});

test('the first HTML already carries the variant: no CTA is swapped after hydration', async ({page}) => {
  await page.goto('/');
  const serverLabels = await page.locator('[data-module="hero"]').first().getByRole('link').allTextContents();
  await waitForHydration(page);
  expect(await page.locator('[data-module="hero"]').first().getByRole('link').allTextContents()).toEqual(serverLabels);
});

test('an en-GB visitor without a consent choice gets no uuid, the control CTA and no exposure', async ({page}) => {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/process-exposure')) posted.push(request.url());
  });
  await page.goto('/en-GB/');
  expect(await uuidCookie(page)).toBeUndefined();
  const hero = page.locator('[data-module="hero"]').first();
  await expect(hero.getByRole('link', {name: 'Shop the Pro', exact: true})).toBeVisible();
  await expect(hero.getByRole('link', {name: 'Shop Pro packages', exact: true})).toHaveCount(0);
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  expect(posted).toEqual([]);
});

test('an internal user’s exposure is not sent to the provider', async ({page, request, context}) => {
  const uuid = `keel-internal-${Date.now()}`;
  await context.addCookies([{name: 'uuid', value: uuid, url: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`}]);
  const answered = page.waitForResponse((response) => response.url().includes('/process-exposure'));
  await page.goto('/');
  await waitForHydration(page);
  // The worker took it (202) and logged it locally; the provider's collector never saw it.
  expect((await answered).status()).toBe(202);
  expect(await exposures(request, uuid)).toEqual([]);
});
