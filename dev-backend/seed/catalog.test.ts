import {existsSync, readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {PACKAGES, PRODUCTS, gtinCheckDigit, packageFullPrice, productByHandle} from './catalog';

/** The catalog the seed must serve exactly, kept in the repository so a fresh clone tests it. */
const CATALOG = fileURLToPath(new URL('./catalog.md', import.meta.url));
/** Where the product team keeps the catalog, beside a checkout that has it. */
const SHARED = fileURLToPath(new URL('../../../shared/catalog.md', import.meta.url));

/** Rows of every markdown table under a '## heading' whose first cell is a handle. */
function tableRows(markdown: string, heading: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith(heading));
  if (!section) throw new Error(`No section ${heading} in catalog.md`);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| handle'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('seed catalog', () => {
  it('has valid, unique GTIN barcodes of 12 or 13 digits', () => {
    const barcodes = PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.barcode));
    expect(new Set(barcodes).size).toBe(barcodes.length);
    for (const barcode of barcodes) {
      expect(barcode).toMatch(/^\d{12,13}$/);
      expect(gtinCheckDigit(barcode.slice(0, -1))).toBe(Number(barcode.at(-1)));
    }
  });

  it('prices packages from their members (catalog: USD sum / discounted)', () => {
    const pro = PACKAGES.find((pkg) => pkg.handle === 'keel-pro-complete');
    expect(pro && packageFullPrice(pro, 'US')).toBe(2920);
    expect(pro && packageFullPrice(pro, 'GB')).toBe(2672);
  });

  // Beside a checkout that has the team's copy, the repository's copy must be that copy
  // (on a fresh clone there is nothing to compare, so no test is registered: nothing shows as skipped).
  if (existsSync(SHARED)) {
    it('keeps the repository’s catalog.md identical to ../shared/catalog.md', () => {
      expect(readFileSync(CATALOG, 'utf8')).toBe(readFileSync(SHARED, 'utf8'));
    });
  }

  it('matches catalog.md exactly', () => {
    const markdown = readFileSync(CATALOG, 'utf8');
    const simpleSections = ['Strength', 'Accessories', 'Memberships', 'Extended warranties', 'Services'];
    for (const heading of ['Rowers', ...simpleSections]) {
      for (const [handle = '', title, usd, gbp] of tableRows(markdown, heading)) {
        const product = productByHandle(handle);
        expect(product, handle).toBeDefined();
        expect(product?.title).toBe(title);
        expect(product?.variants[0]?.price).toEqual({US: Number(usd), GB: Number(gbp)});
      }
    }
    const rowers = tableRows(markdown, 'Rowers');
    for (const [handle = '', , usd, gbp, colours = ''] of rowers) {
      const product = productByHandle(handle);
      for (const entry of colours.split(/,\s*/)) {
        const slug = /^[a-z-]+/.exec(entry)?.[0] ?? '';
        // '(+100 USD / +90 GBP)' or '(+100 / +90)': the colour's surcharge.
        const plus = /\+(\d+)(?: USD)? \/ \+(\d+)/.exec(entry);
        const variant = product?.variants.find((v) => v.color?.slug === slug);
        expect(variant, `${handle} ${slug}`).toBeDefined();
        const extra = plus ? [Number(plus[1]), Number(plus[2])] : [0, 0];
        expect(variant?.price).toEqual({US: Number(usd) + (extra[0] ?? 0), GB: Number(gbp) + (extra[1] ?? 0)});
        expect(variant?.availableForSale).toBe(!entry.includes('sold out'));
      }
    }
    for (const [handle = '', , , , note = ''] of tableRows(markdown, 'Accessories')) {
      const variant = productByHandle(handle)?.variants[0];
      expect(variant?.availableForSale, handle).toBe(!note.includes('sold out'));
      const compareAt = /compare-at (\d+) USD \/ (\d+) GBP/.exec(note);
      expect(variant?.compareAtPrice, handle).toEqual(
        compareAt ? {US: Number(compareAt[1]), GB: Number(compareAt[2])} : undefined,
      );
    }
    for (const [handle = '', title, , usdPair = '', gbpPair = ''] of tableRows(markdown, 'Packages')) {
      const pkg = PACKAGES.find((p) => p.handle === handle);
      expect(pkg, handle).toBeDefined();
      expect(pkg?.title).toBe(title);
      const [usdSum, usdDiscounted] = usdPair.split('/').map((n) => Number(n.trim()));
      const [gbpSum, gbpDiscounted] = gbpPair.split('/').map((n) => Number(n.trim()));
      expect(pkg && packageFullPrice(pkg, 'US')).toBe(usdSum);
      expect(pkg && packageFullPrice(pkg, 'GB')).toBe(gbpSum);
      expect(pkg?.discounted).toEqual({US: usdDiscounted, GB: gbpDiscounted});
    }
  });
});
