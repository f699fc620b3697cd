import type {Page} from '@playwright/test';
import {expect, test, waitForSettled} from './support/shop';
import {scrollToEnd} from './support/layout';

/**
 * Every image a shopper loads on the PDP, a listing, the cart and search results is served at most
 * about twice the pixels it is drawn at (decision 0116): the media CDNs resize only when asked in
 * their own dialect, so an image asked for in the other one arrives at its full size.
 */

const PAGES = [
  {name: 'PDP', path: '/products/rowers/keel-pro-rower/'},
  {name: 'listing', path: '/listings/rowers/'},
  {name: 'cart', path: '/cart/'},
  {name: 'search', path: '/search?q=rower'},
];

/** A rower (from the Storefront API) and an accessory, so the cart draws Shopify-hosted thumbnails. */
const CART_LINES = [
  {merchandiseId: 'gid://shopify/ProductVariant/100101', quantity: 1},
  {merchandiseId: 'gid://shopify/ProductVariant/300701', quantity: 1},
];

/** Twice the drawn pixels; the comparison adds two pixels for rounding. */
const MAX_RATIO = 2;

/**
 * Brings each drawn image that has not loaded yet (lazy, or in a module streamed in by the scroll)
 * into view and waits for it, so it is measured rather than skipped; one that never loads within
 * a few seconds is left to the not-loaded count.
 */
async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    const settled = (img: HTMLImageElement) =>
      new Promise<void>((resolve) => {
        if (img.complete) return resolve();
        const timer = setTimeout(resolve, 5_000);
        const done = () => {
          clearTimeout(timer);
          resolve();
        };
        img.addEventListener('load', done, {once: true});
        img.addEventListener('error', done, {once: true});
      });
    for (const img of Array.from(document.images)) {
      if (img.complete || img.getBoundingClientRect().width < 1) continue;
      img.scrollIntoView({block: 'center', inline: 'nearest'});
      await settled(img);
    }
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Each loaded <img>: the width in pixels it was served at, against the width it is drawn at (its
 * box, scaled by its object-fit) times the device pixel ratio. `naturalWidth` cannot say: for an
 * image picked from a srcset it is divided by the density the browser assumed from the `w`
 * descriptor, so the served width is read by decoding the same URL again (from the HTTP cache).
 * Drawn SVGs have no pixels to waste and are left out; an image that never loaded is counted.
 */
async function oversizedImages(page: Page): Promise<{oversized: string[]; measured: number; notLoaded: string[]}> {
  return page.evaluate(async (maxRatio) => {
    const oversized: string[] = [];
    const notLoaded: string[] = [];
    let measured = 0;
    for (const img of Array.from(document.images)) {
      const source = img.currentSrc || img.src;
      if (!source || source.startsWith('data:') || new URL(source).pathname.endsWith('.svg')) continue;
      const box = img.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      if (!img.complete || img.naturalWidth === 0) {
        notLoaded.push(source);
        continue;
      }
      const served = new Image();
      served.src = source;
      await served.decode();
      const fit = getComputedStyle(img).objectFit;
      const scaleX = box.width / served.naturalWidth;
      const scaleY = box.height / served.naturalHeight;
      const scale =
        fit === 'cover'
          ? Math.max(scaleX, scaleY)
          : fit === 'contain' || fit === 'scale-down'
            ? Math.min(scaleX, scaleY)
            : scaleX;
      const drawn = served.naturalWidth * scale * devicePixelRatio;
      measured += 1;
      if (served.naturalWidth > maxRatio * drawn + 2) {
        const {pathname, search} = new URL(source);
        oversized.push(
          `${pathname}${search}: ${served.naturalWidth}px served, drawn at ${Math.round(drawn)} device px (${Math.round(box.width)} css px x ${devicePixelRatio})`,
        );
      }
    }
    return {oversized, measured, notLoaded};
  }, MAX_RATIO);
}

for (const {width, height, scale} of [
  {width: 390, height: 844, scale: 2},
  {width: 1280, height: 800, scale: 1},
]) {
  test.describe(`at ${width} px (x${scale})`, () => {
    test.use({viewport: {width, height}, deviceScaleFactor: scale});

    for (const {name, path} of PAGES) {
      test(`every image on the ${name} is served at most about twice its drawn size`, async ({page}) => {
        if (name === 'cart') {
          const added = await page.request.post('/api/cart', {
            data: {action: 'LinesAdd', location: 'PDP', lines: CART_LINES},
          });
          expect(added.ok()).toBe(true);
        }
        await page.goto(path);
        await waitForSettled(page);
        await scrollToEnd(page);
        await loadLazyImages(page);
        const {oversized, measured, notLoaded} = await oversizedImages(page);
        expect(measured, `images measured on the ${name} (not loaded: ${notLoaded.join(', ')})`).toBeGreaterThan(0);
        expect(
          oversized,
          `images served over ${MAX_RATIO}x their drawn size on the ${name} (${measured} measured)`,
        ).toEqual([]);
      });
    }
  });
}
