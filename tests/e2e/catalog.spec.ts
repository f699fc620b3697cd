import type {Locator, Page} from '@playwright/test';
import {expect, expectNoAxeViolations, test, waitForHydration} from './support/shop';
import {scrollToEnd} from './support/layout';

/** A colour swatch as a shopper clicks it: the label around the (visually hidden) radio. */
const swatch = (page: Page, name: string) => page.locator('label').filter({has: page.getByRole('radio', {name})});

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
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(600);
      expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/.+\.jpg\?w=\d+/);
      await testInfo.attach(`screenshot ${path}`, {body: await page.screenshot(), contentType: 'image/png'});
    }
  });

  test('the UK shopper sees £2,295 and no financing message', async ({page}) => {
    await page.goto('/en-GB/listings/rowers/');
    await waitForHydration(page);
    await page.getByRole('link', {name: 'Keel Pro Rower'}).first().click();
    await expect(page).toHaveURL(/\/en-GB\/products\/rowers\/keel-pro-rower\/$/);
    // The URL can change a moment before the listing's cards leave the page: wait for the PDP itself.
    await expect(page.getByRole('heading', {level: 1, name: 'Keel Pro Rower'})).toBeVisible();
    const price = page.getByTestId('product-price');
    await expect(price).toHaveText('£2,295');
    await expect(page.getByText('/mo')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Financing'})).toHaveCount(0);
  });

  test('choosing River puts it in the URL, and Back returns to Pirate Black', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    await swatch(page, 'River').click();
    await expect(page).toHaveURL(/\/products\/rowers\/keel-pro-rower\/river\/$/);
    await expect(page.getByRole('radio', {name: 'River'})).toBeChecked();
    await expect(page.getByTestId('selected-color')).toHaveText('River');
    await page.goBack();
    await expect(page).toHaveURL(/\/products\/rowers\/keel-pro-rower\/$/);
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    await page.goForward();
    await expect(page.getByTestId('selected-color')).toHaveText('River');
  });

  test('a colour picked, and Back, before the page’s lazy parts have loaded keep their server HTML (no React 421)', async ({
    page,
  }) => {
    // The sidebar blocks, rating, sticky bar, reviews and CMS modules hydrate from their own chunks; hold those back
    // until the colour has been picked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/(Sidebar|reviews|product-page|ModuleRenderer|Reviews)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    const sidebar = page.getByTestId('pdp-configurator');
    const rating = page.getByTestId('rating-summary');
    // Mark the server's nodes: a client render (React error 421) would replace them.
    const parts = ['pdp-configurator', 'rating-summary', 'product-sticky-bar'];
    const markServerNodes = () =>
      page.evaluate((testIds) => {
        for (const testId of testIds)
          (document.querySelector(`[data-testid="${testId}"]`) as
            (Element & {fromServer?: boolean}) | null)!.fromServer = true;
      }, parts);
    const serverNodesKept = () =>
      page.evaluate(
        (testIds) =>
          testIds.every(
            (testId) =>
              (document.querySelector(`[data-testid="${testId}"]`) as (Element & {fromServer?: boolean}) | null)
                ?.fromServer === true,
          ),
        parts,
      );
    await markServerNodes();
    await expect(sidebar).toHaveAttribute('data-ready', 'false');
    await swatch(page, 'River').click();
    await expect(page).toHaveURL(/\/river\/$/);
    release();
    // React hydrates the held-back parts first, then shows the colour.
    await expect(page.getByTestId('selected-color')).toHaveText('River', {timeout: 10_000});
    await expect(sidebar).toHaveAttribute('data-ready', 'true');
    await expect(rating).toBeVisible();
    expect(await serverNodesKept()).toBe(true);
    await page.goBack();
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    await expect(sidebar).toBeVisible();
    expect(await serverNodesKept()).toBe(true);
    // The fixture also fails the test on any React error in the console.
  });

  test('Forest shows out of stock, Sunrise shows its surcharge, and an unknown colour preselects Pirate Black', async ({
    page,
  }) => {
    await page.goto('/products/rowers/keel-pro-rower/forest/');
    await expect(page.getByTestId('stock-message')).toContainText(/sold out|out of stock/i);
    await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    await page.goto('/products/rowers/keel-pro-rower/sunrise/');
    await expect(page.locator('legend', {hasText: 'Color:'})).toContainText('+$100');
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
    const data = JSON.parse(json ?? '{}') as {
      gtin13?: string;
      offers?: {priceCurrency?: string; availability?: string};
    };
    expect(data.gtin13).toMatch(/^\d{13}$/);
    expect(data.offers?.priceCurrency).toBe('USD');
    expect(data.offers?.availability).toBe('https://schema.org/OutOfStock');
  });

  test('the PDP sidebar shows the CMS value props and the event countdown, ticking', async ({page}) => {
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    const props = page.getByTestId('pdp-value-props');
    await expect(props.getByRole('listitem')).toHaveCount(4);
    await expect(props).toContainText('30-day home trial');
    const countdown = page.getByTestId('pdp-countdown').getByTestId('countdown');
    await expect(countdown).toBeVisible();
    const before = await countdown.textContent();
    await expect(countdown).not.toHaveText(before ?? '', {timeout: 4000});
    // The UK-only trust badges stay out of the US page.
    await expect(page.getByTestId('pdp-trust-badges')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the UK PDP shows its UK-only trust badges', async ({page}) => {
    await page.goto('/en-GB/products/rowers/keel-pro-rower/');
    const badges = page.getByTestId('pdp-trust-badges');
    await expect(badges.getByRole('listitem')).toHaveText([
      '30-day home trial',
      'Free mainland delivery',
      'UK support team',
    ]);
    await expectNoAxeViolations(page);
  });

  test('the bundle listing link from a rower page jumps to that rower’s packages', async ({page}) => {
    await page.goto('/products/rowers/keel-wave-rower/');
    await expect(page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Bundles'})).toHaveAttribute(
      'href',
      '/listings/bundles/#wave',
    );
  });

  test('the gallery opens from “Zoom in on image”, pinch-zooms on a tablet and returns focus on Escape', async ({
    page,
  }) => {
    await page.setViewportSize({width: 800, height: 900});
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForGallery(page);
    const zoom = page.getByRole('button', {name: 'Zoom in on image'});
    await zoom.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const stage = dialog.locator('[data-zoomed]');
    await expect(stage).toHaveAttribute('data-zoomed', 'false');
    // Two fingers 100px apart move to 200px apart: a scale of 2 (> 1.1 counts as zoomed).
    await pinch(stage, 100, 200);
    await expect(stage).toHaveAttribute('data-zoomed', 'true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(zoom).toBeFocused();
  });

  test('pinch zoom is off on desktop widths (over 1024px)', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForGallery(page);
    await page.getByRole('button', {name: 'Zoom in on image'}).click();
    const stage = page.getByRole('dialog').locator('[data-zoomed]');
    await pinch(stage, 100, 200);
    await expect(stage).toHaveAttribute('data-zoomed', 'false');
  });

  test('the product sticky bar appears once the buy button scrolls away, and its CTA returns to it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    const bar = page.getByTestId('product-sticky-bar');
    await expect(bar).toHaveAttribute('data-visible', 'false');
    await expect(bar).toHaveAttribute('inert', '');
    await page.locator('#reviews').scrollIntoViewIfNeeded();
    await expect(bar).toHaveAttribute('data-visible', 'true');
    await expect(bar).not.toHaveAttribute('inert');
    await expect(bar).toContainText('Keel Pro Rower');
    await expect(bar).toContainText('$2,495');
    await expect(bar).toContainText(/\d\.\d \(\d+ Reviews\)/);
    await expectNoAxeViolations(page);
    await bar.getByRole('button', {name: 'Buy now'}).click();
    // The first enabled control of the buy area is the colour picker's checked radio or the add button.
    await expect(page.locator('#product-purchase :focus')).toHaveCount(1);
    await expect(page.getByTestId('add-to-cart')).toBeInViewport();
    await expect(bar).toHaveAttribute('data-visible', 'false');
  });

  /**
   * A scroll the shop starts jumps for a shopper who asks for less motion. The stylesheet's
   * `scroll-behavior: auto` for them does not reach a script that asks for `smooth`, and these two did.
   */
  test('with reduced motion asked for, the gallery’s arrow and the sticky bar’s CTA move at once', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForGallery(page);
    // At once: moved when the click's handler returns, not over the frames after it.
    const moved = await page.getByRole('region', {name: 'Keel Pro Rower images'}).evaluate((gallery) => {
      const track = gallery.querySelector<HTMLElement>('[aria-label="Product images, scroll sideways"]')!;
      gallery.querySelector<HTMLButtonElement>('button[aria-label="Next image"]')!.click();
      return {left: track.scrollLeft, width: track.clientWidth};
    });
    expect(moved.left).toBe(moved.width);

    await page.locator('#reviews').scrollIntoViewIfNeeded();
    const bar = page.getByTestId('product-sticky-bar');
    await expect(bar).toHaveAttribute('data-visible', 'true');
    const buyNow = bar.getByRole('button', {name: 'Buy now'});
    const scrolled = await buyNow.evaluate((button: HTMLButtonElement) => {
      const before = window.scrollY;
      button.click();
      return before - window.scrollY;
    });
    expect(scrolled).toBeGreaterThan(0);
    await expect(page.getByTestId('add-to-cart')).toBeInViewport();
  });

  test('a colour change returns the carousel to the configurator’s insert position, but not a change to Pirate Black (rules:product-states Carousel)', async ({
    page,
  }) => {
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForGallery(page);
    const slide = (n: number) =>
      page.getByRole('list', {name: 'Choose an image'}).getByRole('button', {name: `Product slide ${n}`});
    await slide(2).click();
    await expect(slide(2)).toHaveAttribute('aria-current', 'true');
    // The Pro's configurator inserts its media at 3, past the colour's three photographs: the last one.
    await swatch(page, 'River').click();
    await expect(page.getByTestId('selected-color')).toHaveText('River');
    await expect(slide(3)).toHaveAttribute('aria-current', 'true');
    // Pirate Black chosen while the carousel still glides back to the first slide: it ends there.
    await slide(1).click();
    await swatch(page, 'Pirate Black').click();
    await expect(page.getByTestId('selected-color')).toHaveText('Pirate Black');
    const track = page.getByLabel('Product images, scroll sideways');
    await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBe(0);
    await expect(slide(1)).toHaveAttribute('aria-current', 'true');
  });

  test('an add-to-cart button left busy is enabled again when the page comes back from the back/forward cache (rules:product-states)', async ({
    page,
  }) => {
    // The add never answers, as when the shopper left mid-add. Playwright's Chromium runs without the
    // back/forward cache, so the restore is the event the browser fires for one: pageshow, persisted.
    await page.route(/\/api\/cart/, (route) => (route.request().method() === 'POST' ? undefined : route.fallback()));
    await page.goto('/products/rowers/keel-pro-rower/');
    await waitForHydration(page);
    const add = page.getByTestId('add-to-cart');
    await add.click();
    await expect(add).toBeDisabled();
    await expect(add).toHaveText('Adding…');
    const pageshow = (persisted: boolean) =>
      page.evaluate(
        (value) => window.dispatchEvent(new PageTransitionEvent('pageshow', {persisted: value})),
        persisted,
      );
    await pageshow(false);
    await expect(add).toBeDisabled();
    await pageshow(true);
    await expect(add).toBeEnabled();
    await expect(add).toHaveText('Add the Keel Pro Rower to cart');
  });

  test('a Large badge is drawn larger than a Small one (rules:product-fields Badge size)', async ({page}) => {
    await page.goto('/listings/bundles/');
    const fontSize = (text: string) =>
      page
        .locator('[data-badge-type]')
        .filter({hasText: text})
        .first()
        .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    // 'Our best-value package' is Large, 'Save $150 on …' Small (the seed's badges).
    expect(await fontSize('Our best-value package')).toBeGreaterThan(await fontSize('Save $150'));
  });
});

/** The gallery's code has loaded and hydrated it (it loads after the page's): before that its buttons are server HTML. */
async function waitForGallery(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole('region', {name: 'Keel Pro Rower images'})).toHaveAttribute('data-hydrated', '');
}

/** The listing cards' thumbnails, by their files: the second ones (the image without text: alt="") or the first ones. */
async function thumbnailFiles(page: Page, which: 'first' | 'second'): Promise<string[]> {
  return page
    .getByTestId('product-card')
    .locator(which === 'second' ? 'img[alt=""]' : 'img:not([alt=""])')
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
}

test.describe('listing cards and hover (decision 0162)', () => {
  test('with a mouse, a card shows its second thumbnail while hovered', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto('/listings/rowers/');
    await waitForHydration(page);
    const card = page.getByTestId('product-card').first();
    const second = card.locator('img[alt=""]');
    await expect(second).toHaveCSS('opacity', '0');
    await card.hover();
    await expect(second).toHaveCSS('opacity', '1');
    await expect.poll(() => second.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  });

  test.describe('on a touch phone', () => {
    test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

    test('the second thumbnails, which only a hover shows, are not fetched', async ({page}) => {
      const requested: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image') requested.push(new URL(request.url()).pathname);
      });
      await page.goto('/listings/rowers/');
      await waitForHydration(page);
      await scrollToEnd(page);
      await page.waitForLoadState('networkidle');
      const seconds = await thumbnailFiles(page, 'second');
      expect(seconds.length).toBeGreaterThan(0);
      expect(requested.filter((path) => seconds.includes(path))).toEqual([]);
      // The first thumbnails are fetched as before.
      const firsts = await thumbnailFiles(page, 'first');
      expect(firsts.length).toBeGreaterThan(0);
      expect(firsts.filter((path) => !requested.includes(path))).toEqual([]);
    });
  });
});

/** Two synthetic touch pointers on `target`, moving from `from` to `to` pixels apart. */
async function pinch(target: Locator, from: number, to: number) {
  await target.evaluate(
    (element, [start, end]) => {
      const box = element.getBoundingClientRect();
      const cx = box.left + box.width / 2;
      const cy = box.top + box.height / 2;
      const fire = (type: string, pointerId: number, x: number) =>
        element.dispatchEvent(
          new PointerEvent(type, {
            pointerId,
            pointerType: 'touch',
            clientX: x,
            clientY: cy,
            bubbles: true,
            isPrimary: pointerId === 1,
          }),
        );
      fire('pointerdown', 1, cx - start / 2);
      fire('pointerdown', 2, cx + start / 2);
      for (let step = 1; step <= 5; step += 1) {
        const gap = start + ((end - start) * step) / 5;
        fire('pointermove', 1, cx - gap / 2);
        fire('pointermove', 2, cx + gap / 2);
      }
      fire('pointerup', 1, cx - end / 2);
      fire('pointerup', 2, cx + end / 2);
    },
    [from, to] as const,
  );
}
