import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import type {Browser, BrowserContext, Page} from '@playwright/test';
import {CONTROL_UUID} from '../../dev-backend/growthbook/growthbook';
import {payAtCheckout} from './support/checkout';
import {auditLayout, coveredCallToAction, drawsFrames, RendererStalled, scrollToEnd} from './support/layout';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * Every page fits every screen (issue 14): each page type, in both locales, at six widths,
 * scrolled to its end, with no sideways scroll, no crowded small target, no clipped text and
 * no bar over the main call to action; axe (WCAG 2.2 AA) at 390 and 1280 px. One full-page
 * screenshot per page type, locale and width lands in test-results/layout/{locale}/ for a reviewer.
 */
const ALL_WIDTHS = [320, 390, 768, 1024, 1280, 1920];
// LAYOUT_WIDTHS=390,1280 narrows a local run while fixing something; CI runs them all.
const WIDTHS = process.env.LAYOUT_WIDTHS && !process.env.CI ? process.env.LAYOUT_WIDTHS.split(',').map(Number) : ALL_WIDTHS;
const AXE_WIDTHS: ReadonlySet<number> = new Set([390, 1280]);
const SCREENS = join('test-results', 'layout');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type CartSetup = 'empty' | 'one-line' | 'configured' | 'native-bundle' | 'order';

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
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  const context = await browser.newContext({baseURL});
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
  return {context, path};
}

/** One width of one page: load, scroll to the end, audit, axe where asked, and a screenshot. */
async function visit(context: BrowserContext, path: string, width: number, type: PageType, locale: string) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !(type.status === 404 && message.text().includes('status of 404'))) errors.push(message.text());
  });
  try {
    await page.setViewportSize({width, height: 900});
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBe(type.status ?? 200);
    await waitForHydration(page);
    await scrollToEnd(page);
    await page.evaluate(() => document.fonts.ready);
    const audit = await auditLayout(page);
    const where = `${type.name} (${locale}) at ${width}px`;
    expect.soft(audit.overflow, `${where}: sideways scroll`).toEqual([]);
    expect.soft(audit.targets, `${where}: targets under 24px`).toEqual([]);
    expect.soft(audit.clipped, `${where}: clipped text`).toEqual([]);
    if (type.cta) expect.soft(await coveredCallToAction(page, type.cta), `${where}: main call to action`).toEqual([]);
    if (AXE_WIDTHS.has(width)) {
      // At the top, as the other checks: the CTA check scrolls, and axe counts a target that sits
      // partly under the sticky header at that moment as obscured (target-size).
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page, {label: where, wcag22: true});
    }
    expect.soft(errors, `${where}: console errors`).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotForReview(page, join(SCREENS, locale, `${type.name}-${width}.jpeg`));
  } finally {
    await closeWithin(page, `the page of ${type.name} (${locale}) at ${width}px`);
  }
}

/**
 * One width in a window of its own with the shopper's cookies, looked at once more in a fresh
 * window when Chromium stopped drawing the first (`RendererStalled`, support/layout.ts): the
 * checks need a page that draws. Noted on the test and in the log; a second stall fails the test.
 */
async function visitInOwnWindow(browser: Browser, shopper: StorageState, path: string, width: number, type: PageType, locale: string) {
  for (let attempt = 1; ; attempt += 1) {
    const own = await browser.newContext({baseURL: test.info().project.use.baseURL, storageState: shopper});
    try {
      await visit(own, path, width, type, locale);
      return;
    } catch (error) {
      if (!(error instanceof RendererStalled) || attempt === 2) throw error;
      noteOnTest('renderer stalled', `${type.name} (${locale}) at ${width}px: ${error.message}; looked at again in a fresh window`);
    } finally {
      await closeWithin(own, `the window of ${type.name} (${locale}) at ${width}px`);
    }
  }
}

/** What Chromium did not do, noted on the test (an annotation in the report) and in the log, without failing it. */
function noteOnTest(type: string, description: string) {
  test.info().annotations.push({type, description});
  console.warn(`[layout] ${description}`);
}

/** Closes a page or window, waiting 15 s at most: closing one whose renderer has stalled may not answer, and the browser goes at the end anyway. */
async function closeWithin(target: {close: () => Promise<void>}, what: string) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), 15_000);
  });
  try {
    if ((await Promise.race([target.close().then(() => 'closed' as const), late])) === 'late') noteOnTest('close unanswered', `${what} did not close in 15 s`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The page's full-page screenshot, for a reviewer's eye: last, after every check, because it is
 * not one. In four full runs Chromium never answered one full-page capture (a different page each
 * time: compare, about, blog-article, pdp-membership; 320 or 390 px where a trace shows it), as one
 * of two tabs or in a window of its own, and the test waited out its three minutes: the page had
 * stopped drawing (`RendererStalled`). A page that draws no frame in 5 s, or a capture that does not
 * answer in 30 s, is noted on the test and in the log, and the test goes on.
 */
async function screenshotForReview(page: Page, path: string) {
  if (!(await drawsFrames(page))) {
    noteOnTest('screenshot missing', `${path}: Chromium drew no frame of the page in 5 s; no screenshot`);
    return;
  }
  try {
    // JPEG: a fifth of the encoding time of a PNG for these tall pages, and plenty for a reviewer's eye.
    await page.screenshot({path, fullPage: true, type: 'jpeg', quality: 70, timeout: 30_000});
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    noteOnTest('screenshot missing', `${path}: Chromium did not answer the full-page capture in 30 s; no screenshot`);
  }
}

test.describe('every page fits every screen (issue 14)', () => {
  // 27 page types x 6 widths per test: two widths at a time, each in a window of its own.
  test.describe.configure({timeout: 180_000});

  for (const locale of LOCALES) {
    for (const type of PAGES) {
      test(`${type.name} in ${locale.code}`, async ({browser}) => {
        mkdirSync(join(SCREENS, locale.code), {recursive: true});
        const {context, path} = await prepare(browser, type.setup, locale);
        const url = path ?? `${locale.prefix}${type.path}`;
        try {
          // Each width in a window of its own, with the same shopper's cookies: two pages of one
          // context are two tabs of one window, and a tab behind the other may not draw. (This did
          // not end the unanswered captures `screenshotForReview` describes; they also came in a
          // window of its own.)
          const shopper = await context.storageState();
          for (let index = 0; index < WIDTHS.length; index += 2) {
            await Promise.all(WIDTHS.slice(index, index + 2).map((width) => visitInOwnWindow(browser, shopper, url, width, type, locale.code)));
          }
        } finally {
          await closeWithin(context, `the prepared window of ${type.name} (${locale.code})`);
        }
      });
    }
  }
});
