import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {CONTROL_UUID} from '../../dev-backend/growthbook/growthbook';
import {CUSTOMERS, HTTPS_ORIGIN, placeCustomerOrder, signIn, TRUST_LOCAL_CERTIFICATE} from './support/account';
import {payAtCheckout} from './support/checkout';
import {auditLayout, coveredCallToAction, drawsFrames, RendererStalled, scrollToEnd} from './support/layout';
import {afterNextFrames, expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * Every page fits every screen (decision 0040): each page type, in both locales, at six widths,
 * scrolled to its end, with no sideways scroll, no crowded small target, no clipped text and
 * no bar over the main call to action, and no console error; axe (WCAG 2.2 AA) at 390 and 1280 px.
 * A full-page screenshot per page type and locale at 390 and 1280 px lands in
 * test-results/layout/{locale}/ for a reviewer. Decisions 0040 and 0079 say what it costs.
 */
// The first is the width the page loads at (a phone's); the others are reached by resizing the window.
const ALL_WIDTHS = [390, 320, 768, 1024, 1280, 1920];
const HEIGHT = 900;
// LAYOUT_WIDTHS=390,1280 narrows a local run while fixing something; CI runs them all.
const WIDTHS =
  process.env.LAYOUT_WIDTHS && !process.env.CI ? process.env.LAYOUT_WIDTHS.split(',').map(Number) : ALL_WIDTHS;
/** Where axe runs and the full-page screenshot is taken. */
const LOOK_WIDTHS: ReadonlySet<number> = new Set([390, 1280]);
const SCREENS = join('test-results', 'layout');

type CartSetup = 'empty' | 'one-line' | 'configured' | 'native-bundle' | 'order' | 'signed-in' | 'account-order';

interface PageType {
  name: string;
  path: string;
  /** The page's main call to action, which no fixed or sticky bar may cover. */
  cta?: string;
  setup?: CartSetup;
  status?: number;
}

const ADD = '[data-testid="add-to-cart"]';
const PAGES: PageType[] = [
  {name: 'home', path: '/'},
  {name: 'listing-rowers', path: '/listings/rowers/'},
  {name: 'listing-accessories', path: '/listings/accessories/'},
  {name: 'listing-bundles', path: '/listings/bundles/'},
  {name: 'listing-strength', path: '/listings/strength/'},
  {name: 'listing-services', path: '/listings/services/'},
  {name: 'pdp-rower', path: '/products/rowers/keel-pro-rower/', cta: '[data-testid="pdp-configurator"] button'},
  {name: 'pdp-strength', path: '/products/strength/keel-forge-strength-platform/', cta: ADD},
  {name: 'pdp-accessory', path: '/products/accessories/rower-mat/', cta: ADD},
  {name: 'pdp-membership', path: '/products/memberships/all-access-membership/', cta: ADD},
  {name: 'bundle', path: '/bundles/keel-pro-complete/', cta: ADD},
  {name: 'configurator', path: '/configure/keel-pro', cta: '[data-testid="configurator-total"] button'},
  {name: 'cart-empty', path: '/cart', setup: 'empty'},
  {name: 'cart-one-line', path: '/cart', setup: 'one-line', cta: '[data-testid="checkout"]'},
  {name: 'cart-configured', path: '/cart', setup: 'configured', cta: '[data-testid="checkout"]'},
  {name: 'cart-native-bundle', path: '/cart', setup: 'native-bundle', cta: '[data-testid="checkout"]'},
  {name: 'order', path: '', setup: 'order'},
  {name: 'blog', path: '/blog'},
  {name: 'blog-category', path: '/blog/categories/training'},
  {name: 'blog-article', path: '/blog/how-to-row-with-good-form/'},
  {name: 'about', path: '/about'},
  {name: 'compare', path: '/compare'},
  {name: 'personal-coaching', path: '/products/services/personal-coaching'},
  {name: 'locations', path: '/locations'},
  {name: 'quiz', path: '/find-your-rower'},
  {name: 'scheduler', path: '/schedule/personal-coaching'},
  {name: 'search', path: '/search?q=rower'},
  {name: 'search-empty', path: '/search?q=no-such-thing'},
  {name: 'not-found', path: '/no-such-page', status: 404},
  {name: 'discount-link-refused', path: '/discount/NOT-A-CODE', status: 422},
  {name: 'cart-link-refused', path: '/cart/300101:1,300601:1', status: 409},
  {name: 'cart-link-notice', path: '/cart/300101:1?discount=NOPE'},
  // decision 0137: the account's pages, signed in over the https listener.
  {name: 'account-orders', path: '/account', setup: 'signed-in'},
  {name: 'account-order', path: '', setup: 'account-order'},
  {
    name: 'account-addresses',
    path: '/account/addresses',
    setup: 'signed-in',
    cta: 'form[aria-label="New address"] button[type="submit"]',
  },
  {
    name: 'account-profile',
    path: '/account/profile',
    setup: 'signed-in',
    cta: 'form[aria-label="Profile"] button[type="submit"]',
  },
];

const LOCALES = [
  {code: 'en-US', prefix: '', market: 'US'},
  {code: 'en-GB', prefix: '/en-GB', market: 'GB'},
] as const;

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;

async function addLines(context: BrowserContext, prefix: string, variantId: string) {
  const response = await context.request.post(`${prefix}/api/cart`, {
    data: {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variantId, quantity: 1}]},
  });
  expect(response.status()).toBe(200);
}

/** A Pro built in the configurator with the Pro Complete Package and the 5-year warranty, as a shopper does. */
async function configurePro(page: Page, prefix: string) {
  await page.goto(`${prefix}/configure/keel-pro/`);
  await waitForHydration(page);
  await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
  await page.getByTestId('step-packages').getByText('Pro Complete Package').click();
  await page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'}).click();
  const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
  await interstitial.getByText('5-Year Extended Warranty').click();
  await interstitial.getByRole('button', {name: 'Add to cart and continue'}).click();
  await expect(page).toHaveURL(/\/cart\/?$/);
  await expect(page.getByTestId('cart-bundle')).toHaveCount(1);
}

/** A context whose cart is in the state the page type needs; the order page's URL for 'order'. */
async function prepare(browser: Browser, setup: CartSetup | undefined, locale: (typeof LOCALES)[number]) {
  const account = setup === 'signed-in' || setup === 'account-order';
  const baseURL = account ? HTTPS_ORIGIN : (test.info().project.use.baseURL ?? 'http://127.0.0.1');
  const context = await browser.newContext({baseURL, ignoreHTTPSErrors: account});
  // As every journey does (support/shop.ts): the experiments' control, and a cookie choice made, so
  // the en-GB cookie banner (measured in tracking.spec) does not sit over the page being measured.
  await context.addCookies([
    {name: 'uuid', value: CONTROL_UUID, url: baseURL},
    {name: 'keel_consent', value: 'v1.a1.m1', url: baseURL},
  ]);
  let path: string | null = null;
  if (setup === 'one-line' || setup === 'order') await addLines(context, locale.prefix, V(300101));
  if (setup === 'native-bundle') await addLines(context, locale.prefix, V(800101));
  if (setup === 'configured') {
    const page = await context.newPage();
    await configurePro(page, locale.prefix);
    await page.close();
  }
  if (setup === 'order') {
    const page = await context.newPage();
    await page.goto(`${locale.prefix}/cart`);
    await page.getByTestId('checkout').click();
    await payAtCheckout(page, locale.market);
    await expect(page).toHaveURL(/\/order\/\d+\?key=/);
    path = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.close();
  }
  if (account) {
    const page = await context.newPage();
    const customer = CUSTOMERS[locale.code];
    const order = setup === 'account-order' ? await placeCustomerOrder(page, customer) : null;
    await signIn(page, customer);
    if (order) path = (await page.getByRole('link', {name: `Order ${order}`}).getAttribute('href')) ?? null;
    await page.close();
  }
  return {context, path};
}

/**
 * Every width of one page in one window: loaded once at the first width (a phone's), scrolled to its
 * end so what loads or hydrates below the fold is there, then resized through the six widths and
 * measured again after each resize (the page's layout, its media queries and resize handlers answer
 * a resize as a rotated phone or a dragged window does). Axe and the full-page screenshot, the two
 * costly looks, only at 390 and 1280 px (decision 0040).
 */
async function visitEveryWidth(context: BrowserContext, path: string, type: PageType, locale: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !(type.status && message.text().includes(`status of ${type.status}`)))
      errors.push(message.text());
  });
  try {
    await page.setViewportSize({width: WIDTHS[0] ?? 390, height: HEIGHT});
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(type.status ?? 200);
    await waitForHydration(page);
    await scrollToEnd(page);
    await page.evaluate(() => document.fonts.ready);
    let reported = 0;
    for (const width of WIDTHS) {
      const where = `${type.name} (${locale}) at ${width}px`;
      if (page.viewportSize()?.width !== width) await page.setViewportSize({width, height: HEIGHT});
      // The resize has been laid out and drawn, and the page's resize and media-query handlers have run.
      if (!(await drawsFrames(page)))
        throw new RendererStalled(`${where}: Chromium drew no frame of the page in 5 s after the resize`);
      await afterNextFrames(page);
      const audit = await auditLayout(page);
      expect.soft(audit.overflow, `${where}: sideways scroll`).toEqual([]);
      expect.soft(audit.targets, `${where}: targets under 24px`).toEqual([]);
      expect.soft(audit.clipped, `${where}: clipped text`).toEqual([]);
      if (type.cta) expect.soft(await coveredCallToAction(page, type.cta), `${where}: main call to action`).toEqual([]);
      if (LOOK_WIDTHS.has(width)) {
        // At the top, as the other checks: the CTA check scrolls, and axe counts a target that sits
        // partly under the sticky header at that moment as obscured (target-size).
        await page.evaluate(() => window.scrollTo(0, 0));
        await expectNoAxeViolations(page, {label: where, wcag22: true});
        // JPEG: a fifth of the encoding time of a PNG for these tall pages, and plenty for a reviewer's eye.
        await page.screenshot({
          path: join(SCREENS, locale, `${type.name}-${width}.jpeg`),
          fullPage: true,
          type: 'jpeg',
          quality: 70,
        });
      }
      // The errors since the last width: one that came while loading is named once, at the first.
      expect.soft(errors.slice(reported), `${where}: console errors`).toEqual([]);
      reported = errors.length;
    }
  } finally {
    await closeWithin(page, `the page of ${type.name} (${locale})`);
  }
}

/**
 * Every width of one page, looked at once more in a fresh tab when Chromium stopped drawing the first
 * (`RendererStalled`, support/layout.ts): the checks need a page that draws. The stall came back in
 * the headless shell (CI, 2026-11-28: search in en-GB at 390 px, after the load and the scroll, with
 * no resize yet), once in a full run. Noted on the test and in the log; a second stall fails it.
 */
async function visitUntilDrawn(context: BrowserContext, path: string, type: PageType, locale: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await visitEveryWidth(context, path, type, locale);
      return;
    } catch (error) {
      if (!(error instanceof RendererStalled) || attempt === 2) throw error;
      noteOnTest('renderer stalled', `${error.message}; looked at again in a fresh tab`);
    }
  }
}

/** What Chromium did not do, noted on the test (an annotation in the report) and in the log, without failing it. */
function noteOnTest(type: string, description: string) {
  test.info().annotations.push({type, description});
  console.warn(`[layout] ${description}`);
}

/** Closes a page, waiting 15 s at most: closing one whose renderer has stalled may not answer, and its window goes at the end anyway. */
async function closeWithin(page: Page, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 15_000);
  });
  try {
    if ((await Promise.race([page.close().then(() => 'closed' as const), late])) === 'late')
      noteOnTest('close unanswered', `${what} did not close in 15 s`);
  } finally {
    clearTimeout(timer);
  }
}

// The account pages are served over the harness's https listener (its self-signed certificate).
test.use({
  launchOptions: async ({launchOptions}, use) =>
    use({...launchOptions, args: [...(launchOptions.args ?? []), ...TRUST_LOCAL_CERTIFICATE]}),
});

test.describe('every page fits every screen (decision 0040)', () => {
  // A cart set up in the configurator or paid at the checkout first, then six widths, looked at again
  // after a stall: a minute and a half at most.
  test.describe.configure({timeout: 90_000});

  for (const locale of LOCALES) {
    for (const type of PAGES) {
      test(`${type.name} in ${locale.code}`, async ({browser}) => {
        mkdirSync(join(SCREENS, locale.code), {recursive: true});
        const {context, path} = await prepare(browser, type.setup, locale);
        try {
          await visitUntilDrawn(context, path ?? `${locale.prefix}${type.path}`, type, locale.code);
        } finally {
          await context.close();
        }
      });
    }
  }
});
