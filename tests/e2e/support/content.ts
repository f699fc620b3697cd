import type {Page, TestInfo} from '@playwright/test';
import {afterNextFrames, expect, waitForHydration} from './shop';

/**
 * What the content-page specs (tests/e2e/content-*.spec.ts) share: the locales, opening a page
 * once its modules have hydrated, a full-page screenshot, and finding a module by its heading.
 */

export const LOCALES = [
  {code: 'en-US', prefix: '', gb: false},
  {code: 'en-GB', prefix: '/en-GB', gb: true},
] as const;

/**
 * Opens a page and waits for React, the route and every module: module code
 * is split per type, so a module's buttons work once its own chunk has
 * hydrated it (it then carries data-hydrated). A held module (decision 0167)
 * is drawn once it nears the screen, so the shopper scrolls down the page first.
 */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answers 200`).toBe(200);
  await waitForHydration(page);
  await scrollPastModules(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-module]')].every((element) => element.hasAttribute('data-hydrated')),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Scrolls down the page a screen at a time to its end, as a shopper reading it, until every held
 * module (decision 0167) has been drawn into its wrapper.
 */
export async function scrollPastModules(page: Page) {
  for (let step = 0; step < 100; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    // The screen has rendered: the wrappers it brought near have asked for their modules.
    await afterNextFrames(page);
    if (atEnd) break;
  }
  await page.waitForFunction(() => document.querySelectorAll('[data-held-module]:empty').length === 0);
}

/** Scrolls through a page so every lazy image loads, then saves it under test-results/. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    // The lazy images this screen brought into view are requested once the page has rendered it.
    await afterNextFrames(page);
  }
  // Lazy images in collapsed parts (display: none) or off to the side of a slider never load; every other one must have.
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => image.checkVisibility() && image.getBoundingClientRect().left < window.innerWidth)
      .every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({path: testInfo.outputPath(`${name}.png`), fullPage: true});
}

/**
 * A form answered with a 4xx on purpose: Chromium logs the failed request as
 * a console error, which the fixture would count. Only that exact request is
 * allowed; any other console error still fails the test.
 */
export function expectRejected(consoleErrors: string[], status: number, path: string) {
  const pattern = new RegExp(`status of ${status} .*${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  const index = consoleErrors.findIndex((message) => pattern.test(message));
  expect(index, `a ${status} from ${path} was logged`).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** A module is a labelled landmark (a <section aria-labelledby>): found by the seed's heading. */
export const region = (page: Page, name: string | RegExp) =>
  page.getByRole('region', {name, exact: typeof name === 'string'});
