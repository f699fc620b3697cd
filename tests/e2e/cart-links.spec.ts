import type {Page} from '@playwright/test';
import {expectRejected} from './support/content';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

/**
 * The links merchants share (decisions 0128, 0129): a discount link before
 * shopping, and a cart permalink that builds the cart, in both locales.
 */

const amountOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).locator('dd').innerText()).replace(/[^0-9.]/g, ''));

for (const {locale, prefix, symbol, rower, mats} of [
  {locale: 'en-US', prefix: '', symbol: '$', rower: 2495, mats: 258},
  {locale: 'en-GB', prefix: '/en-GB', symbol: '£', rower: 2295, mats: 230},
]) {
  test(`${locale}: /discount/KEEL50, then a Pro rower, shows ${symbol}50 off in the cart`, async ({page}) => {
    await page.goto(`${prefix}/discount/KEEL50`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/$`));
    await page.goto(`${prefix}/products/rowers/keel-pro-rower/`);
    await waitForHydration(page);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    await page.goto(`${prefix}/cart`);
    await waitForHydration(page);
    await expect(page.getByTestId('cart-code-discount')).toContainText(`${symbol}50`);
    expect(await amountOf(page, 'cart-total')).toBe(rower - 50);
    await expect(page.getByTestId('discount-code')).toContainText('KEEL50 applied');
  });

  test(`${locale}: /cart/{Rower Mat}:2 opens a cart of two mats at ${symbol}${mats}`, async ({page}) => {
    await page.goto(`${prefix}/cart/300101:2`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    await waitForHydration(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText('Rower Mat');
    await expect(page.getByTestId('cart-line-quantity')).toHaveText('2');
    expect(await amountOf(page, 'cart-total')).toBe(mats);
  });

  test(`${locale}: a permalink with a sold-out item is refused in plain words and the cart is kept`, async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`${prefix}/cart/300101:1`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    const response = await page.goto(`${prefix}/cart/300201:1,300601:1`);
    expect(response?.status()).toBe(409);
    expectRejected(consoleErrors, 409, '/cart/300201:1,300601:1');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('We couldn’t build your cart from this link');
    await expect(page.getByTestId('cart-link-message')).toHaveText(
      'Adjustable Dumbbell Set is sold out, so we couldn’t build your cart from this link.',
    );
    await expectNoAxeViolations(page, {label: 'refused cart link', wcag22: true});
    // By keyboard: the way on first, then the other, each reached with Tab.
    const toCart = page.getByRole('link', {name: 'Go to your cart'});
    await toCart.focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', {name: 'Continue shopping'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(toCart).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
    await expect(page.getByTestId('cart-line')).toContainText('Rower Mat');
  });

  test(`${locale}: an unknown discount link says so, then continues where it was going`, async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto(`${prefix}/discount/NOT-A-CODE?redirect=/listings/rowers/`);
    expect(response?.status()).toBe(422);
    expectRejected(consoleErrors, 422, '/discount/NOT-A-CODE');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-link-message')).toHaveText(
      '“NOT-A-CODE” isn’t a discount code we recognise. Check the spelling and try again.',
    );
    await expectNoAxeViolations(page, {label: 'refused discount link', wcag22: true});
    await page.getByRole('link', {name: 'Continue shopping'}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/listings/rowers/$`));
  });
}
