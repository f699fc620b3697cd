import type {Page} from '@playwright/test';
import {expect, waitForHydration} from './shop';

/**
 * The home page with the header's search ready: its code hydrates after the first paint (decision
 * 0020). Until then the toggle is a plain link to /search, and on a busy machine a key pressed on it
 * did not open the suggestions (8 of 8 runs with one core kept busy, 2 of 4 once this wait was in).
 */
export async function openHome(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  await waitForHydration(page);
  await expect(page.getByTestId('search-toggle')).toHaveAttribute('data-ready', 'true');
}
