import type {Page} from '@playwright/test';
import {expect, expectNoAxeViolations, openProduct, test, waitForHydration} from './support/shop';
import {scrollPastModules} from './support/content';

/** decision 0098: CMS fields the pages used to ignore, and behaviour brought in line with the spec. */

const gap = (page: Page) =>
  page.getByRole('list', {name: 'Choose an image'}).evaluate((list) => getComputedStyle(list).columnGap);
const thumbnailWidth = (page: Page) =>
  page.getByRole('button', {name: 'Product slide 1'}).evaluate((button) => button.getBoundingClientRect().width);

test.describe('product page content from the CMS (rules:product-fields)', () => {
  test('the Pro shows its teaser, its order message and its full description', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    await expect(
      page.getByText('A 22-inch screen that turns with you, 26 levels of quiet magnetic resistance'),
    ).toBeVisible();
    await expect(page.getByTestId('order-message')).toContainText('Your rower ships in 5-7 days');
    const details = page.getByRole('region', {name: 'About the Keel Pro Rower'});
    await expect(details.getByRole('listitem').first()).toContainText('26 levels of magnetic resistance');
    await expectNoAxeViolations(page);
  });

  test('a sold-out colour shows the out-of-stock order message, in the locale’s words', async ({page}) => {
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/forest/');
    await expect(page.getByTestId('order-message')).toContainText('we take payment only when it is dispatched');
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    await expect(page.getByTestId('order-message')).toContainText('Your rower is delivered in 5-7 days');
  });
});

test('the home page’s Open Graph image is its SEO entry’s ogImages, absolute', async ({page}) => {
  for (const path of ['/', '/en-GB/']) {
    await page.goto(path);
    const images = await page
      .locator('meta[property="og:image"]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^https?:\/\/[^/]+\/media\/lifestyle\/hero-home\.jpg$/);
  }
});

test('featured reviews show their hero image', async ({page}) => {
  await page.goto('/');
  await waitForHydration(page);
  // The reviews module is held: it is drawn as the shopper nears it (decision 0167).
  await scrollPastModules(page);
  const featured = page.getByRole('list', {name: 'Featured reviews'}).getByRole('listitem').first();
  await featured.scrollIntoViewIfNeeded();
  await expect(featured.locator('img')).toHaveAttribute('src', /\/media\/lifestyle\/rower-window\.jpg\?w=480/);
  await expect
    .poll(() => featured.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
});

test.describe('the cart page’s CMS settings (rules:product-fields)', () => {
  async function cartWithAMat(page: Page, prefix: string) {
    await openProduct(page, `${prefix}/products/accessories/rower-mat/`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', {name: /Your (cart|basket)/}).getByTestId('cart-line')).toContainText(
      'Rower Mat',
    );
    await page.goto(`${prefix}/cart`);
    await waitForHydration(page);
  }

  test('US: the CTAs and the financing block with its description and modal', async ({page}) => {
    await cartWithAMat(page, '');
    const summary = page.getByTestId('cart-summary');
    await expect(summary.getByTestId('checkout')).toHaveText('Check out');
    await expect(summary.getByRole('link', {name: 'Keep shopping'})).toHaveAttribute('href', '/listings/rowers/');
    const additional = summary.getByTestId('cart-additional-ctas');
    await expect(additional.getByRole('link', {name: 'Compare rowers'})).toHaveAttribute('href', '/compare');
    await expect(additional.getByRole('link', {name: /Questions\? Call/})).toHaveAttribute('href', 'tel:+18885550142');
    const financing = summary.getByTestId('cart-financing');
    await expect(financing).toContainText('Subject to credit approval.');
    await expectNoAxeViolations(page);
    const opener = financing.getByRole('button', {name: 'About pay over time'});
    await opener.click();
    const dialog = page.getByRole('dialog', {name: 'Pay over time'});
    await expect(dialog.getByRole('link', {name: /How financing works/})).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('UK: the checkout label in its words, the UK number, no financing block', async ({page}) => {
    await cartWithAMat(page, '/en-GB');
    const summary = page.getByTestId('cart-summary');
    await expect(summary.getByTestId('checkout')).toHaveText('Checkout');
    await expect(
      summary.getByTestId('cart-additional-ctas').getByRole('link', {name: /Questions\? Call/}),
    ).toHaveAttribute('href', 'tel:+448081570142');
    await expect(summary.getByRole('link', {name: 'Keep shopping'})).toHaveAttribute('href', '/en-GB/listings/rowers/');
    await expect(summary.getByTestId('cart-financing')).toHaveCount(0);
  });
});

test.describe('behaviour as the spec gives it (rules:product-states)', () => {
  test('gallery thumbnails are requested 400 wide, 100px apart by 20px on desktop', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    const thumbnail = page.getByRole('button', {name: 'Product slide 1'}).locator('img');
    await expect(thumbnail).toHaveAttribute('src', /[?&]w=400(&|$)/);
    expect(await thumbnailWidth(page)).toBe(100);
    expect(await gap(page)).toBe('20px');
  });

  test('gallery thumbnails are 75px apart by 8px on mobile', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openProduct(page, '/en-GB/products/rowers/keel-pro-rower/');
    expect(await thumbnailWidth(page)).toBe(75);
    expect(await gap(page)).toBe('8px');
  });

  test('a changed price animates for 300 ms; the first paint does not', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    const price = page.getByTestId('product-price').locator('[data-price-kind="current"]');
    await expect(price).toHaveText('$2,495');
    await expect(price).not.toHaveAttribute('data-value-changed');
    await page.getByRole('radio', {name: 'Sunrise'}).focus();
    await page.keyboard.press('Space');
    await expect(price).toHaveText('$2,595');
    await expect(price).toHaveAttribute('data-value-changed', 'true');
    expect(await price.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.3s');
  });

  test('configurator items show the 600x400 ecommerce image', async ({page}) => {
    await page.goto('/configure/keel-pro/');
    await waitForHydration(page);
    await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
    const images = page.getByTestId('configurator').locator('img[alt=""]');
    expect(await images.count()).toBeGreaterThan(0);
    for (const src of await images.evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('src') ?? ''),
    )) {
      expect(new URL(src, 'http://x').searchParams.toString()).toMatch(/^w=600&h=400&fm=webp&fit=fill$/);
    }
    // The images are the size asked for.
    await expect
      .poll(() => images.first().evaluate((image: HTMLImageElement) => `${image.naturalWidth}x${image.naturalHeight}`))
      .toBe('600x400');
  });

  test('accordion rows are 90px with tall questions and 50px otherwise', async ({page}) => {
    await page.goto('/products/services/personal-coaching');
    await waitForHydration(page);
    // The FAQ is a held module, drawn as the shopper nears it (decision 0167).
    await scrollPastModules(page);
    const tall = page.locator('[data-module="faq"] summary').first();
    await tall.scrollIntoViewIfNeeded();
    expect(await tall.evaluate((element) => getComputedStyle(element).minHeight)).toBe('90px');
    expect((await tall.boundingBox())?.height).toBeGreaterThanOrEqual(90);
    await page.goto('/');
    await waitForHydration(page);
    await scrollPastModules(page);
    expect(
      await page
        .locator('[data-module="faq"] summary')
        .first()
        .evaluate((element) => getComputedStyle(element).minHeight),
    ).toBe('50px');
  });

  test('the teaser’s video cover and the workout posters are requested at quality 75', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-vista-rower/');
    // The modules are drawn as the shopper nears them (decision 0167).
    await scrollPastModules(page);
    const cover = page.getByRole('button', {name: 'Play video: A coach in the room, whenever you row'}).locator('img');
    await expect(cover).toHaveAttribute('src', /[?&]q=75(&|$)/);
    expect((await cover.getAttribute('srcset'))?.split(', ').every((candidate) => candidate.includes('q=75'))).toBe(
      true,
    );
    // The workouts (on the Pro) show a background video whose poster is its cover.
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    await scrollPastModules(page);
    await expect(page.getByTestId('background-video')).toHaveAttribute('poster', /[?&]q=75(&|$)/);
  });

  for (const width of [1280, 390]) {
    test(`on a blog page at ${width}px an anchor lands below the promo bar and the nav bar, plus 40px`, async ({
      page,
    }) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/blog/how-to-row-with-good-form/');
      await waitForHydration(page);
      const banner = await page.getByTestId('navigation-banner').boundingBox();
      const header = await page.locator('header').first().boundingBox();
      // The promo bar's code publishes its measured height after the first paint, to blog pages alone (decision 0161).
      await expect
        .poll(() =>
          page.locator('main').evaluate((main) => getComputedStyle(main).getPropertyValue('--promo-bar-height')),
        )
        .toBe(`${Math.round(banner?.height ?? 0)}px`);
      const expected = Math.round((banner?.height ?? 0) + (header?.height ?? 0) + 40);
      await page.evaluate(() => document.getElementById('related-articles')?.scrollIntoView());
      await expect
        .poll(() =>
          page.locator('#related-articles').evaluate((element) => Math.round(element.getBoundingClientRect().top)),
        )
        .toBe(expected);
      // Other pages keep the one rule: 120 + 12.
      await page.goto('/products/services/personal-coaching');
      await waitForHydration(page);
      expect(
        await page.locator('[data-module="faq"]').evaluate((element) => getComputedStyle(element).scrollMarginTop),
      ).toBe('132px');
      // The banner's height is no custom property of <html>, which would restyle the whole page.
      expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--promo-bar-height'))).toBe('');
    });
  }
});
