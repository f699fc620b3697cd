import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';

test.describe('catalog: listings and detail pages', () => {
  test('a shopper goes from the rower listing to the Pro and sees $2,495 and $52/mo', async ({page}) => {
    await page.goto('/listings/rowers/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', {name: 'Keel Pro Rower'}).first().click();
    await expect(page).toHaveURL(/\/products\/rowers\/keel-pro-rower\/$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Pro Rower'})).toBeVisible();
    const price = page.getByTestId('product-price');
    await expect(price).toContainText('$52/mo');
    await expect(price).toContainText('$2,495');
    await expectNoAxeViolations(page);
  });

  test('the PDP and the home page show the rendered photography, not placeholders', async ({page}, testInfo) => {
    for (const path of ['/products/rowers/keel-pro-rower/river/', '/']) {
      await page.goto(path);
      const image = page.locator(path === '/' ? 'main img' : '[aria-roledescription="slide"] img').first();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(600);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/.+\.jpg\?w=\d+/);
      await testInfo.attach(`screenshot ${path}`, {body: await page.screenshot(), contentType: 'image/png'});
    }
  });

  test('the UK shopper sees £2,295 and no financing message', async ({page}) => {
    await page.goto('/en-GB/listings/rowers/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Keel Pro Rower'}).first().click();
    await expect(page).toHaveURL(/\/en-GB\/products\/rowers\/keel-pro-rower\/$/);
    const price = page.getByTestId('product-price');
    await expect(price).toHaveText('£2,295');
    await expect(page.getByText('/mo')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Financing'})).toHaveCount(0);
  });

  test('choosing River puts it in the URL, and Back returns to Pirate Black', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    await page.getByRole('radio', {name: 'River'}).click({force: true});
    await expect(page).toHaveURL(/\/products\/rowers\/keel-pro-rower\/river\/$/);
    await expect(page.getByRole('radio', {name: 'River'})).toBeChecked();
    await expect(page.getByTestId('selected-color')).toHaveText('River');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/rowers\/keel-pro-rower\/$/);
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    await page.goForward();
    await expect(page.getByTestId('selected-color')).toHaveText('River');
  });

  test('Forest shows out of stock, Sunrise shows its surcharge, and an unknown colour preselects Pirate Black', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/forest/');
    await expect(page.getByTestId('stock-message')).toContainText(/sold out|out of stock/i);
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await page.goto('/products/rowers/keel-pro-rower/sunrise/');
    await expect(page.locator('legend')).toContainText('+$100');
    await page.goto('/products/rowers/keel-pro-rower/ultraviolet/');
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
  });

  test('the Heart Rate Monitor shows $109 struck and $89', async ({page}) => {
    await page.goto('/products/accessories/heart-rate-monitor/');
    await expect(page.getByTestId('product-price').locator('s').last()).toHaveText(/\$109/);
    await expect(page.getByTestId('product-price')).toContainText('$89');
    await expect(page.getByRole('navigation', {name: 'Breadcrumb'})).toContainText('All Accessories');
    await expectNoAxeViolations(page);
  });

  test('the quantity control keeps to 1..9 with its buttons and clamps typed values to 0..10', async ({page}) => {
    await page.goto('/products/accessories/rower-mat/');
    await waitForHydration(page);
    const minus = page.getByRole('button', {name: 'Decrease quantity'});
    const plus = page.getByRole('button', {name: 'Increase quantity'});
    const input = page.getByRole('spinbutton', {name: /Quantity/});
    await expect(minus).toBeDisabled();
    for (let i = 0; i < 8; i += 1) await plus.click();
    await expect(input).toHaveValue('9');
    await expect(plus).toBeDisabled();
    await input.fill('15');
    await expect(input).toHaveValue('10');
  });

  test('a package page shows its total price and savings', async ({page}) => {
    await page.goto('/bundles/keel-pro-complete/');
    await expect(page.getByRole('heading', {level: 1, name: 'Pro Complete Package'})).toBeVisible();
    await expect(page.getByText('Total price:')).toBeVisible();
    await expect(page.getByText('Saving $225')).toBeVisible();
    await page.goto('/en-GB/bundles/keel-pro-complete/');
    await expect(page.getByText('Saving £203')).toBeVisible();
  });

  test('the product JSON-LD parses and holds gtin13 and the offer', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/forest/');
    const json = await page.locator('script[type="application/ld+json"]').first().textContent();
    const data = JSON.parse(json ?? '{}') as {gtin13?: string; offers?: {priceCurrency?: string; availability?: string}};
    expect(data.gtin13).toMatch(/^\d{13}$/);
    expect(data.offers?.priceCurrency).toBe('USD');
    expect(data.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  test('the bundle listing link from a rower page jumps to that rower’s packages', async ({page}) => {
    await page.goto('/products/rowers/keel-wave-rower/');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Bundles'})).toHaveAttribute('href', '/listings/bundles/#wave');
  });
});
