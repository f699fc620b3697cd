import {expect, expectNoAxeViolations, openProduct, test, waitForHydration} from './support/shop';

test.describe('walking skeleton', () => {
  test('the Pro rower shows its title and US price', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Pro Rower'})).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('$52/mo or $2,495');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    // The carousel's first slide (the page also has module images of the rower).
    await expect(page.getByRole('img', {name: /^The Keel Pro Rower in Pirate Black/}).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Pro rower shows its GBP price under /en-GB/', async ({page}) => {
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Pro Rower'})).toBeVisible();
    await expect(page.getByTestId('product-price')).toHaveText('£2,295');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
  });

  test('the home page renders its hero from the content API', async ({page}) => {
    await page.goto('/');
    await expect(page.getByRole('heading', {level: 1, name: 'Calm water, whenever you row'})).toBeVisible();
    const hero = page.getByRole('img', {name: /Keel Pro Rower in Pirate Black on an oak floor/});
    await expect(hero).toBeVisible();
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown page is a 404 inside the shell', async ({page}) => {
    const response = await page.goto('/no-such-page/here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'We couldn’t find that page'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Keel home'})).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the footer locale selector switches to the UK and back', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'UK - English'}).click();
    await expect(page).toHaveURL(/\/en-GB\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByRole('link', {name: 'US - English'}).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('header links keep the shopper in their locale', async ({page}) => {
    await page.goto('/en-GB/products/rowers/keel-pro-rower/');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Rowers'})).toHaveAttribute(
      'href',
      '/en-GB/listings/rowers/',
    );
    await expect(page.getByRole('link', {name: 'Keel home'})).toHaveAttribute('href', '/en-GB/');
  });

  test('the skip link is the first stop for the keyboard and shows focus', async ({page}) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to content'});
    await expect(skip).toBeFocused();
    const outline = await skip.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});
