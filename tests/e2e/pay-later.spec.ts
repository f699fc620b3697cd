import type {Page} from '@playwright/test';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * decision 0056: Klarna On-Site Messaging (the dev backend's stand-in) on product
 * and listing prices and in the cart, en-US only, amounts in cents, drawn
 * after idle into a reserved box and refreshed after client navigations.
 */

const placement = (page: Page, key: string) => page.locator(`klarna-placement[data-key="${key}"]`);

async function drawnText(page: Page, key: string) {
  const first = placement(page, key).first();
  await expect(first).toHaveAttribute('data-rendered-amount', /\d+/);
  return first.textContent();
}

test('a US rower page shows the financing message for its price in cents, without moving anything', async ({page}) => {
  await page.route('**/klarna/web-sdk/v1/klarna.js', async (route) => {
    // Hold the script until the page is measured.
    await page.waitForFunction(() => Boolean((window as unknown as {__measured?: boolean}).__measured));
    await route.continue();
  });
  // Not waiting for 'load': the idle loader may add the (held) script before the load event.
  await page.goto('/products/rowers/keel-pro-rower/', {waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
  const badge = placement(page, 'credit-promotion-badge').first();
  await expect(badge).toHaveAttribute('data-purchase-amount', '249500');
  await expect(badge).toHaveAttribute('data-locale', 'en-US');
  const box = page.getByTestId('pay-later').first();
  const before = await page.locator('#product-purchase').boundingBox();
  const boxBefore = await box.boundingBox();
  await page.evaluate(() => ((window as unknown as {__measured?: boolean}).__measured = true));
  expect(await drawnText(page, 'credit-promotion-badge')).toBe('Klarna. As low as $69.31/mo.');
  expect(await page.locator('#product-purchase').boundingBox()).toEqual(before);
  expect(await box.boundingBox()).toEqual(boxBefore);
  await expectNoAxeViolations(page);
});

test('the message is refreshed after a client navigation to another product', async ({page}) => {
  await page.goto('/listings/strength/');
  await waitForHydration(page);
  const listing = placement(page, 'credit-promotion-badge');
  expect(await listing.count()).toBeGreaterThan(1);
  expect(await drawnText(page, 'credit-promotion-badge')).toMatch(
    /^Klarna\. (4 interest-free payments of|As low as) \$[\d,.]+(\/mo)?\.$/,
  );
  const scripts = await page.locator('script[src*="/klarna/web-sdk/v1/klarna.js"]').count();

  // Client navigation (no document load) to a product page with financing (an accessory has none, decision 0083): its placement is drawn too.
  await page
    .getByRole('link', {name: /Keel Forge Strength Platform/})
    .first()
    .click();
  await expect(page).toHaveURL(/\/products\/strength\/keel-forge-strength-platform\/$/);
  const badge = placement(page, 'credit-promotion-badge').first();
  const cents = await badge.getAttribute('data-purchase-amount');
  await expect(badge).toHaveAttribute('data-rendered-amount', cents ?? '');
  await expect(badge).toContainText('As low as $');
  expect(await page.locator('script[src*="/klarna/web-sdk/v1/klarna.js"]').count()).toBe(scripts);
});

test('the cart shows the auto-size message for its total', async ({page}) => {
  await page.goto('/products/accessories/rower-mat/');
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
  await page.goto('/cart');
  await waitForHydration(page);
  const auto = placement(page, 'credit-promotion-auto-size');
  await expect(auto).toHaveCount(1);
  const cents = Number(await auto.getAttribute('data-purchase-amount'));
  expect(cents).toBeGreaterThan(0);
  expect(await drawnText(page, 'credit-promotion-auto-size')).toMatch(
    /^4 interest-free payments of \$[\d,.]+ with Klarna\.$/,
  );
  // A quantity change revalidates the cart: the message follows the new total.
  await page.getByRole('button', {name: 'Increase quantity of Rower Mat'}).click();
  await expect(auto).toHaveAttribute('data-purchase-amount', String(cents * 2));
  await expect(auto).toHaveAttribute('data-rendered-amount', String(cents * 2));
});

test('en-GB shows no pay-later message and loads no provider script', async ({page}) => {
  await page.goto('/en-GB/products/rowers/keel-pro-rower/');
  await waitForHydration(page);
  await expect(page.locator('klarna-placement')).toHaveCount(0);
  await page.goto('/en-GB/listings/accessories/');
  await waitForHydration(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
  await expect(page.locator('klarna-placement')).toHaveCount(0);
  await expect(page.locator('script[src*="klarna"]')).toHaveCount(0);
});
