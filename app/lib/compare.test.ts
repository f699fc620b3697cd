import type {CompareRowersQuery} from 'cmsapi.generated';
import {describe, expect, it} from 'vitest';

import {COMPARE_TABLE_SECTIONS, normalizeCompare, tableSections} from './compare';

const item = (title: string, handle: string, specifications: unknown, price = 2495, discounted: number | null = null) => ({
  title,
  type: 'ROWER',
  pdpPrice: price,
  pdpDiscountedPrice: discounted,
  specifications,
  image: {url: `https://media.example/${handle}.jpg`, description: `${title}, three-quarter view`, width: 1600, height: 1200},
  product: {shopifyHandle: handle, rower: true, type: 'ROWER', productImagesCollection: {items: [{url: `https://media.example/${handle}-side.jpg`, description: 'Side', width: 1600, height: 1200}, null]}},
});

const data = (items: CompareRowersQuery['productCompareProductCollection'] extends infer C ? (C extends {items: infer I} ? I : never) : never): CompareRowersQuery => ({
  productCompareProductCollection: {items},
});

describe('COMPARE content (spec 3, spec 9)', () => {
  const us = {code: 'en-US', currency: 'USD'};

  it('lines the products up by specification label, in the order the CMS gives them', () => {
    const compare = normalizeCompare(
      data([
        item('Keel Pro Rower', 'keel-pro-rower', [{label: 'Screen', value: '22-inch'}, {label: 'Resistance levels', value: 26}]),
        item('Keel Wave Rower', 'keel-wave-rower', [{label: 'Screen', value: '16-inch'}, {label: 'Folded footprint', value: '51 x 76 cm'}, {label: '', value: 'x'}, 'junk'], 1795, 1695),
      ]),
      us,
    );
    expect(compare?.rows).toEqual(['Screen', 'Resistance levels', 'Folded footprint']);
    expect(compare?.products.map((product) => [product.name, product.href, product.price])).toEqual([
      ['Keel Pro Rower', '/products/rowers/keel-pro-rower/', '$2,495'],
      ['Keel Wave Rower', '/products/rowers/keel-wave-rower/', '$1,695'],
    ]);
    expect(compare?.products[0]?.specs).toEqual({Screen: '22-inch', 'Resistance levels': '26'});
    expect(compare?.products[0]?.images).toEqual([{url: 'https://media.example/keel-pro-rower-side.jpg', alt: 'Side', width: 1600, height: 1200}]);
  });

  it('keeps at most 20 table sections (spec 9)', () => {
    const specs = Array.from({length: 25}, (_, index) => ({label: `Row ${index + 1}`, value: 'x'}));
    const compare = normalizeCompare(data([item('A', 'a', specs), item('B', 'b', [])]), us);
    expect(compare?.rows).toHaveLength(COMPARE_TABLE_SECTIONS);
    expect(compare?.rows.at(-1)).toBe('Row 20');
    expect(tableSections(null)).toEqual([]);
  });

  it('shows at most three products, in pounds for the UK', () => {
    const four = ['a', 'b', 'c', 'd'].map((handle) => item(handle.toUpperCase(), handle, [], 2295));
    const compare = normalizeCompare(data(four), {code: 'en-GB', currency: 'GBP'});
    expect(compare?.products).toHaveLength(3);
    expect(compare?.products[0]?.price).toBe('£2,295');
  });

  it('has nothing to compare with fewer than two products', () => {
    expect(normalizeCompare(data([item('Keel Pro Rower', 'keel-pro-rower', [])]), us)).toBeNull();
    expect(normalizeCompare(null, us)).toBeNull();
  });
});
