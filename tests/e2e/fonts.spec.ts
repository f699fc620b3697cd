import type {Page} from '@playwright/test';
import {expect, test} from './support/shop';

/**
 * decision 0159: each family's core file carries the shop's copy; the package's latin file is
 * fetched only by a page whose text needs a character the core lacks, and then draws it in the
 * same family. A second visit, so that `font-display: optional` uses the cached files.
 */

/** The faces the page has loaded, by family and whether they are the core file. */
async function loadedFaces(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => `${face.family.replace(/"/g, '')} ${face.unicodeRange.startsWith('U+0-A0') ? 'core' : 'other'}`)
      .sort(),
  );
}

async function visitTwice(page: Page, path: string) {
  await page.goto(path);
  await page.goto(path);
}

test('a page in the shop’s own copy loads only the two core files', async ({page}) => {
  await visitTwice(page, '/en-GB/products/rowers/keel-pro-rower/');
  expect(await loadedFaces(page)).toEqual(['Fraunces Variable core', 'Inter Variable core']);
});

test('a character outside the core comes from the same family’s latin file', async ({page}) => {
  await visitTwice(page, `/search?q=${encodeURIComponent('Zoë café')}`);
  await expect(page.getByRole('heading', {level: 1})).toContainText('Zoë café');
  expect(await loadedFaces(page)).toEqual([
    'Fraunces Variable core',
    'Fraunces Variable other',
    'Inter Variable core',
    'Inter Variable other',
  ]);
  // Both families now hold every character of the query, so no glyph falls back to another font.
  for (const family of ['Inter Variable', 'Fraunces Variable']) {
    expect(await page.evaluate((font) => document.fonts.check(`16px "${font}"`, 'Zoë café'), family)).toBe(true);
  }
});
