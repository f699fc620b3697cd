import type {Locator, Page} from '@playwright/test';
import {afterNextFrames, expect, expectNoAxeViolations, openProduct, test, waitForSettled} from './support/shop';

/**
 * Product-page rules the CMS sets: financing per product (rules:product-fields, decision 0083), the strength
 * platform's line type (rules:product-fields, rules:product-states) and the sidebar's scroll type, spacing and display mode
 * (rules:product-states, decision 0084).
 */

const BACKEND = `http://127.0.0.1:${process.env.E2E_BACKEND_PORT ?? 4100}`;

test.describe('financing per product', () => {
  test('an accessory without financing shows no Financing tab, no monthly price and no pay-later badge', async ({
    page,
  }) => {
    await openProduct(page, '/products/accessories/rower-mat/');
    await expect(page.getByTestId('product-price')).toHaveText('$129');
    await expect(page.getByRole('button', {name: 'Financing'})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Full Price'})).toHaveCount(0);
    await expect(page.getByTestId('pay-later')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a rower with financing keeps its tabs, monthly price and pay-later badge', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    await expect(page.getByTestId('product-price')).toHaveText('$52/mo or $2,495');
    await expect(page.getByRole('button', {name: 'Financing'})).toBeVisible();
    await expect(page.getByTestId('pay-later')).toHaveCount(1);
  });
});

test.describe('the strength platform in the cart', () => {
  // A fresh uuid, so the marketing stand-in's events are this journey's alone.
  test.use({controlUuid: false});

  test('adding it writes _isStrengthPlatform: the cart types it a strength platform and the marketing event says Strength', async ({
    page,
  }) => {
    await openProduct(page, '/products/strength/keel-forge-strength-platform/');
    await page.waitForFunction(() => Boolean(window.keelTrack) && !Array.isArray(window.keelTrack));
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', {name: 'Your cart'}).getByTestId('cart-line')).toContainText(
      'Keel Forge Strength Platform',
    );

    const {cart} = (await (await page.request.get('/api/cart')).json()) as {
      cart: {
        items: {allLineItems: Array<{type: string; title: string; attributes: Array<{key: string; value: string}>}>};
      };
    };
    const [line] = cart.items.allLineItems;
    expect(line?.type).toBe('STRENGTH_PLATFORM');
    expect(line?.attributes).toContainEqual({key: '_isStrengthPlatform', value: 'true'});

    const uuid = (await page.context().cookies()).find((cookie) => cookie.name === 'uuid')?.value ?? '';
    await expect
      .poll(async () => {
        const {events} = (await (
          await page.request.get(`${BACKEND}/klaviyo/received?anonymous_id=${uuid}`)
        ).json()) as {events: Array<{metric: string; properties: {items?: unknown}}>};
        return events.find((event) => event.metric === 'Added to Cart')?.properties.items;
      })
      .toEqual([{price: {amount: 1495, currencyCode: 'USD'}, sku: expect.any(String), quantity: 1, type: 'Strength'}]);
  });

  test('the Row + Strength package adds its strength platform as one too, beside the rower in one bundle', async ({
    page,
  }) => {
    await openProduct(page, '/bundles/keel-row-and-strength/');
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByRole('dialog', {name: 'Your cart'})).toBeVisible();
    const {cart} = (await (await page.request.get('/api/cart')).json()) as {
      cart: {
        items: {
          bundles: Array<{
            items: Array<{type: string; title: string; attributes: Array<{key: string; value: string}>}>;
          }>;
        };
      };
    };
    expect(cart.items.bundles).toHaveLength(1);
    const items = cart.items.bundles[0]?.items ?? [];
    expect(items.map((item) => [item.title, item.type]).sort()).toEqual([
      ['Keel Forge Strength Platform', 'STRENGTH_PLATFORM'],
      ['Keel Pro Rower', 'ROWER'],
    ]);
    expect(items.find((item) => item.type === 'STRENGTH_PLATFORM')?.attributes).toContainEqual({
      key: '_isStrengthPlatform',
      value: 'true',
    });
  });

  test('configured with a warranty, the Row + Strength package’s bundle lists the strength platform last (rules:product-states)', async ({
    page,
  }) => {
    await openProduct(page, '/configure/keel-pro/?packages=keel-row-and-strength');
    await expect(page.getByTestId('configurator')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('step-packages').getByRole('radio', {name: /Row \+ Strength Package/})).toBeChecked();
    await page.getByRole('button', {name: 'Add the Keel Pro Rower to cart'}).click();
    const interstitial = page.getByRole('dialog', {name: 'Protect your Pro'});
    await interstitial.getByRole('radio', {name: /5-Year Extended Warranty/}).check();
    await interstitial.getByRole('button', {name: 'Add to cart and continue'}).click();
    await expect(page).toHaveURL(/\/cart\/?$/);
    // Inside a bundle holding a warranty: rower, accessory (the membership), warranty, strength platform.
    await expect(page.getByTestId('cart-bundle').getByTestId('cart-line').last()).toContainText(
      'Keel Forge Strength Platform',
    );
    const {cart} = (await (await page.request.get('/api/cart')).json()) as {
      cart: {items: {bundles: Array<{items: Array<{type: string}>}>}};
    };
    expect(cart.items.bundles[0]?.items.map((item) => item.type)).toEqual([
      'ROWER',
      'ACCESSORY',
      'WARRANTY',
      'STRENGTH_PLATFORM',
    ]);
  });
});

/** The product section's two columns, carousel first. */
function columns(page: Page): [Locator, Locator] {
  const article = page.locator('article[aria-labelledby="product-title"]');
  return [article.locator(':scope > div').nth(0), article.locator(':scope > div').nth(1)];
}

async function top(locator: Locator) {
  return (await locator.boundingBox())?.y ?? Number.NaN;
}

test.describe('the sidebar scroll type at desktop widths', () => {
  test.use({viewport: {width: 1280, height: 800}});

  test('Sticky (the Pro): scrolling down the product, the shorter column stays in view under the header and the sticky bar', async ({
    page,
  }) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    await waitForSettled(page);
    const [gallery, sidebar] = columns(page);
    const shorter = (await gallery.boundingBox())!.height < (await sidebar.boundingBox())!.height ? gallery : sidebar;
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    const stickyBar = page.getByTestId('product-sticky-bar');
    await expect(stickyBar).toHaveAttribute('data-visible', 'true');
    // Slid out from behind the header (its top at the header's bottom edge).
    const header = (await page.locator('header').first().boundingBox())!;
    await expect.poll(async () => (await stickyBar.boundingBox())?.y).toBe(header.y + header.height);
    const bar = (await stickyBar.boundingBox())!;
    // It sits below the header and the product sticky bar: nothing covers it.
    expect(await top(shorter)).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect(shorter).toBeInViewport();
  });

  test('Static (the heart rate monitor): the columns scroll with the page', async ({page}) => {
    await openProduct(page, '/products/accessories/heart-rate-monitor/');
    await waitForSettled(page);
    const [gallery, sidebar] = columns(page);
    await expect(page.locator('article[aria-labelledby="product-title"]')).toHaveAttribute(
      'data-scroll-type',
      'Static',
    );
    const shorter = (await gallery.boundingBox())!.height < (await sidebar.boundingBox())!.height ? gallery : sidebar;
    const before = await top(shorter);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
    await afterNextFrames(page);
    expect(await top(shorter)).toBe(before - 600);
  });

  test('on a phone, and on a screen too short for the carousel, the columns are never sticky', async ({page}) => {
    await openProduct(page, '/products/rowers/keel-pro-rower/');
    const [gallery, sidebar] = columns(page);
    await expect(page.locator('article[aria-labelledby="product-title"]')).toHaveAttribute(
      'data-scroll-type',
      'Sticky',
    );
    expect(await gallery.evaluate((element) => getComputedStyle(element).position)).toBe('sticky');
    for (const size of [
      {width: 390, height: 800},
      {width: 1280, height: 720},
    ]) {
      await page.setViewportSize(size);
      expect(await gallery.evaluate((element) => getComputedStyle(element).position)).toBe('static');
      expect(await sidebar.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    }
  });
});

test.describe('sidebar spacing and display mode', () => {
  test('the sidebar items are spaced as the CMS says (MEDIUM: 16px)', async ({page}) => {
    await openProduct(page, '/products/accessories/rower-mat/');
    const [, sidebar] = columns(page);
    await expect(sidebar).toHaveAttribute('data-spacing', 'MEDIUM');
    expect(await sidebar.evaluate((element) => getComputedStyle(element).rowGap)).toBe('16px');
  });

  for (const prefix of ['', '/en-GB'] as const) {
    test(`a Desktop block shows only at desktop widths, a Mobile block only on phones (${prefix || 'en-US'})`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 1280, height: 800});
      await openProduct(page, `${prefix}/products/accessories/rower-mat/`);
      await waitForSettled(page);
      const desktop = page.getByText('Select Zoom in on image for a closer look.');
      const mobile = page.getByText('Tap Zoom in on image, then pinch for a closer look.');
      await expect(desktop).toBeVisible();
      await expect(mobile).toBeHidden();
      // A media query, not a script: the same document changes with the width.
      await page.setViewportSize({width: 390, height: 800});
      await expect(desktop).toBeHidden();
      await expect(mobile).toBeVisible();
    });
  }
});
