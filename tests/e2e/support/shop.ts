import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {expect, test as base, type Page} from '@playwright/test';
import {CONTROL_UUID} from '../../../dev-backend/growthbook/growthbook';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A test whose page fails it on any console error or uncaught exception:
 * a CSP violation or a hydration mismatch is a bug, not noise.
 * `consent` is the shopper's cookie choice before the first page: 'accepted'
 * (the default, so the cookie banner stays out of journeys that are not about
 * it and the trackers run as for most shoppers), 'rejected', or 'none'.
 */
/**
 * Journeys carry a uuid the GrowthBook stand-in assigns to the control of
 * every seeded experiment (the hero's 'Shop the Pro', the CMS order of the
 * navigation), so they see the site as it is unless a test (experiments.spec)
 * clears it; and a cookie choice (accepted, unless a test says otherwise), so
 * the en-GB cookie banner stays out of journeys that are not about it.
 */
export const test = base.extend<{
  consoleErrors: string[];
  consent: 'accepted' | 'rejected' | 'none';
  controlUuid: boolean;
}>({
  consent: ['accepted', {option: true}],
  // Measurement journeys (tracking.spec) read the stand-ins back by uuid: they take a fresh one,
  // or they would see every other journey's events. A visitor without a choice has none.
  controlUuid: [true, {option: true}],
  context: async ({context, consent, controlUuid, baseURL}, use) => {
    if (controlUuid && consent !== 'none')
      await context.addCookies([{name: 'uuid', value: CONTROL_UUID, url: baseURL ?? 'http://127.0.0.1'}]);
    if (consent !== 'none') {
      const value = consent === 'accepted' ? 'v1.a1.m1' : 'v1.a0.m0';
      await context.addCookies([{name: 'keel_consent', value, url: baseURL ?? 'http://127.0.0.1'}]);
    }
    await use(context);
  },
  consoleErrors: [
    async ({page}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        // A 404 document (the not-found page) is reported by Chromium as a failed resource; it is the page under test.
        const isDocument404 = message.text().includes('status of 404') && message.location().url === page.url();
        if (!isDocument404) errors.push(`${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors on the page').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Runs axe-core in the page (through the DevTools protocol, so the CSP stays on). With
 * `wcag22`, the WCAG 2.2 AA target-size rule runs too, and a failure is soft and labelled, so a
 * sweep over many pages reports them all.
 */
export async function expectNoAxeViolations(page: Page, options: {label?: string; wcag22?: boolean} = {}) {
  // Once per document: a second look at the same page (another width) reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (wcag22) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options?: object,
          ) => Promise<{violations: Array<{id: string; help: string; nodes: Array<{target: string[]}>}>}>;
        };
      }
    ).axe;
    // Contrast is measured on the page at rest: a price that just changed fades in over 300 ms (rules:code-habits), and
    // a modal fades in, and axe reads half-transparent text as low contrast. Endless animations are not waited for.
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    // Only violations are read: axe then keeps one node of each other result type instead of all of them.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(wcag22 ? {rules: {'target-size': {enabled: true}}} : {}),
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, Boolean(options.wcag22));
  if (options.label) expect.soft(violations, `${options.label}: axe`).toEqual([]);
  else expect(violations).toEqual([]);
}

/** Waits until React has hydrated the page and it has settled (`<html data-settled>`), so clicks go to React's handlers. */
export async function waitForHydration(page: Page) {
  // Settled: the lazy parts hydrated and the held modules live (decision 0145), so a journey neither races a
  // held module's copy being replaced nor makes a router update wait on a part still hydrating.
  await page.locator('html[data-settled]').waitFor({state: 'attached'});
}

/** Keeps every request to `url` (a Playwright route pattern) back until the returned release is called. */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Keeps the held modules' answer (`/api/modules`) back until the returned release is called: the page
 * hydrates but does not settle (decision 0145).
 */
export const holdModuleAnswers = (page: Page) => holdRoute(page, '**/api/modules?*');

/**
 * Lets the page render two frames and then run the tasks queued by them (scroll, wheel,
 * IntersectionObserver and ResizeObserver callbacks): for checking that something did NOT
 * happen after an input, a condition on the page's own clock instead of a sleep.
 */
export async function afterNextFrames(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))),
  );
}

/**
 * Waits until the page has hydrated, its lazy chunks have loaded and every streamed part has
 * arrived: no Suspense boundary is still pending (React marks one with a `$?` comment until its HTML streams in). A test that
 * clicks into a part of the page that could still be re-rendered by late-streamed data waits here.
 */
export async function waitForSettled(page: Page) {
  await waitForHydration(page);
  // The lazy parts' code has arrived too: a boundary streamed whole still hydrates only once its
  // chunk loads, and a click into one before that can make React re-render it (error 421).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => {
    if (document.readyState !== 'complete') return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_COMMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.nodeValue === '$?') return false;
    return true;
  });
}

export async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
