import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import {expect, test as base, type Page} from '@playwright/test';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * A test whose page fails it on any console error or uncaught exception:
 * a CSP violation or a hydration mismatch is a bug, not noise.
 * `consent` is the shopper's cookie choice before the first page: 'accepted'
 * (the default, so the cookie banner stays out of journeys that are not about
 * it and the trackers run as for most shoppers), 'rejected', or 'none'.
 */
export const test = base.extend<{consoleErrors: string[]; consent: 'accepted' | 'rejected' | 'none'}>({
  consent: ['accepted', {option: true}],
  context: async ({context, consent, baseURL}, use) => {
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

/** Runs axe-core in the page (through the DevTools protocol, so the CSP stays on). */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as {axe: {run: (context: Document) => Promise<{violations: Array<{id: string; help: string; nodes: Array<{target: string[]}>}>}>}}).axe;
    const result = await axe.run(document);
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  });
  expect(violations).toEqual([]);
}

/** Waits until React has hydrated the page, so clicks go to React's handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as {__reactRouterRouteModules?: unknown}).__reactRouterRouteModules));
}

export async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}
