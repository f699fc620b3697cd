import type {Page} from '@playwright/test';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * Discount codes on the cart page (decision 0076): KEEL50 takes $50 / £50 off
 * orders from $500 / £450; an unknown code is refused in plain words.
 */

async function addProRower(page: Page, prefix: string) {
  await page.goto(`${prefix}/products/rowers/keel-pro-rower/`);
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
}

const amountOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('dd').innerText()).replace(/[^0-9.]/g, ''));

for (const {locale, prefix, symbol} of [
  {locale: 'en-US', prefix: '', symbol: '$'},
  {locale: 'en-GB', prefix: '/en-GB', symbol: '£'},
]) {
  test(`${locale}: KEEL50 takes ${symbol}50 off a Pro rower cart, comes off again, and an unknown code is refused`, async ({
    page,
  }) => {
    await addProRower(page, prefix);
    await page.goto(`${prefix}/cart`);
    await waitForHydration(page);
    const before = await amountOf(page, 'cart-total');

    const field = page.getByRole('textbox', {name: 'Discount code'});
    await field.fill('keel50');
    await field.press('Enter');
    const row = page.getByTestId('cart-code-discount');
    await expect(row).toContainText('Discount code KEEL50');
    await expect(row).toContainText(`${symbol}50`);
    await expect.poll(() => amountOf(page, 'cart-total')).toBe(before - 50);
    await expect(page.getByTestId('discount-code')).toContainText('KEEL50 applied');
    await expect(page.getByTestId('discount-message')).toBeEmpty();
    await expectNoAxeViolations(page, {label: 'cart with a discount code', wcag22: true});

    // A mistyped second code is refused and leaves KEEL50 applied.
    await field.fill('KEEL5O');
    await page.getByRole('button', {name: 'Apply'}).click();
    await expect(page.getByTestId('discount-message')).toContainText('“KEEL5O” isn’t a discount code we recognise');
    await expect(page.getByTestId('discount-code')).toHaveCount(1);
    await expect(row).toContainText(`${symbol}50`);
    expect(await amountOf(page, 'cart-total')).toBe(before - 50);

    await page.getByRole('button', {name: 'Remove discount code keel50'}).click();
    await expect(row).toHaveCount(0);
    await expect.poll(() => amountOf(page, 'cart-total')).toBe(before);
    await expect(page.getByTestId('discount-code')).toHaveCount(0);

    await field.fill('NOT-A-CODE');
    await page.getByRole('button', {name: 'Apply'}).click();
    const message = page.getByTestId('discount-message');
    await expect(message).toHaveText(
      '“NOT-A-CODE” isn’t a discount code we recognise. Check the spelling and try again.',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('discount-code')).toHaveCount(0);
    expect(await amountOf(page, 'cart-total')).toBe(before);
  });
}

test('en-GB: KEEL50 under the £450 minimum stays on the cart, not applied, and says why', async ({page}) => {
  await page.goto('/en-GB/products/accessories/rower-mat/');
  await waitForHydration(page);
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
  await page.goto('/en-GB/cart');
  await waitForHydration(page);
  const field = page.getByRole('textbox', {name: 'Discount code'});
  await field.fill('KEEL50');
  await page.getByRole('button', {name: 'Apply'}).click();
  await expect(page.getByTestId('discount-message')).toHaveText(
    '“KEEL50” needs a larger order: your cart is below the code’s minimum spend.',
  );
  await expect(page.getByTestId('discount-code')).toContainText('not applied');
  await expect(page.getByTestId('cart-code-discount')).toHaveCount(0);
});
