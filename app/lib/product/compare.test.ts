import type {CompareRowersQuery} from 'cmsapi.generated';
import {describe, expect, it} from 'vitest';

import {cmsFixture, type CmsFixture, type ItemOf} from '~/graphql/cms/contentTypes';
import {palette} from '~/styles/palette';
import {COMPARE_TABLE_SECTIONS, normalizeCompare, tableSections} from './compare';

const item = (
  title: string,
  handle: string,
  specifications: unknown,
  price = 2495,
  discounted: number | null = null,
) => ({
  title,
  type: 'ROWER',
  pdpPrice: price,
  pdpDiscountedPrice: discounted,
  specifications,
  image: {
    url: `https://media.example/${handle}.jpg`,
    description: `${title}, three-quarter view`,
    width: 1600,
    height: 1200,
  },
  product: {
    shopifyHandle: handle,
    rower: true,
    type: 'ROWER',
    productImagesCollection: {
      items: [{url: `https://media.example/${handle}-side.jpg`, description: 'Side', width: 1600, height: 1200}, null],
    },
  },
});

const data = (
  items: Array<CmsFixture<ItemOf<CompareRowersQuery['productCompareProductCollection']>> | null>,
): CompareRowersQuery => cmsFixture<CompareRowersQuery>({productCompareProductCollection: {items}});

describe('COMPARE content (rules:product-fields, rules:product-states)', () => {
  const us = {code: 'en-US', currency: 'USD'} as const;

  it('lines the products up by specification label, in the order the CMS gives them', () => {
    const compare = normalizeCompare(
      data([
        item('Keel Pro Rower', 'keel-pro-rower', [
          {label: 'Screen', value: '22-inch'},
          {label: 'Resistance levels', value: 26},
        ]),
        item(
          'Keel Wave Rower',
          'keel-wave-rower',
          [
            {label: 'Screen', value: '16-inch'},
            {label: 'Folded footprint', value: '51 x 76 cm'},
            {label: '', value: 'x'},
            'junk',
          ],
          1795,
          1695,
        ),
      ]),
      us,
    );
    expect(compare?.rows).toEqual(['Screen', 'Resistance levels', 'Folded footprint']);
    expect(
      compare?.products.map((product) => [product.name, product.href, product.price?.full, product.price?.total]),
    ).toEqual([
      ['Keel Pro Rower', '/products/rowers/keel-pro-rower/', 2495, 2495],
      ['Keel Wave Rower', '/products/rowers/keel-wave-rower/', 1795, 1695],
    ]);
    expect(compare?.products[0]?.specs).toEqual({Screen: '22-inch', 'Resistance levels': '26'});
    expect(compare?.products[0]?.images).toEqual([
      {url: 'https://media.example/keel-pro-rower-side.jpg', alt: 'Side', width: 1600, height: 1200},
    ]);
  });

  it('keeps at most 20 table sections (rules:product-states)', () => {
    const specs = Array.from({length: 25}, (_, index) => ({label: `Row ${index + 1}`, value: 'x'}));
    const compare = normalizeCompare(data([item('A', 'a', specs), item('B', 'b', [])]), us);
    expect(compare?.rows).toHaveLength(COMPARE_TABLE_SECTIONS);
    expect(compare?.rows.at(-1)).toBe('Row 20');
    expect(tableSections(null)).toEqual([]);
  });

  it('shows at most three products, in pounds for the UK', () => {
    const four = ['a', 'b', 'c', 'd'].map((handle) => item(handle.toUpperCase(), handle, [], 2295));
    const compare = normalizeCompare(data(four), {code: 'en-GB', currency: 'GBP'} as const);
    expect(compare?.products).toHaveLength(3);
    expect(compare?.products[0]?.price?.total).toBe(2295);
  });

  it('carries monthly prices, region-filtered badges and variants (rules:product-fields Product compare product)', () => {
    const badge = (text: string, region = 'All', type = 'Standard') => ({
      internalName: `Badge: ${text}`,
      text,
      type,
      region,
      backgroundColor: null,
    });
    const pro = {
      ...item('Keel Pro Rower', 'keel-pro-rower', [], 2495, 2295),
      shopifyId: 'gid://shopify/Product/1',
      monthlyPrice: 52,
      monthlyDiscountPrice: 48,
      badgesCollection: {
        items: [badge('Best seller'), badge('Free UK delivery', 'UK Only'), badge('0% APR', 'US Only', 'Promo')],
      },
      variantsCollection: {
        items: [
          {title: 'Pirate Black', swatchColor: 'Deep Sea'},
          {title: 'Unnamed', swatchColor: 'Not a colour'},
          null,
        ],
      },
    };
    const wave = {...item('Keel Wave Rower', 'keel-wave-rower', [], 1795), monthlyPrice: null};
    const compare = normalizeCompare(data([pro, wave]), us);
    const [first, second] = compare?.products ?? [];
    expect(first?.id).toBe('gid://shopify/Product/1');
    expect(first?.price).toEqual({full: 2495, total: 2295, monthly: 52, monthlyDiscounted: 48});
    // rules:product-states: without CMS monthly prices they are ceil(price / 48).
    expect(second?.price).toEqual({full: 1795, total: 1795, monthly: 38, monthlyDiscounted: 38});
    expect(first?.badges.map((entry) => [entry.text, entry.type])).toEqual([
      ['Best seller', 'Standard'],
      ['0% APR', 'Promo'],
    ]);
    expect(first?.variants).toEqual([
      {title: 'Pirate Black', swatch: palette['Deep Sea']},
      {title: 'Unnamed', swatch: null},
    ]);
    const uk = normalizeCompare(data([pro, wave]), {code: 'en-GB', currency: 'GBP'} as const);
    expect(uk?.products[0]?.badges.map((entry) => entry.text)).toEqual(['Best seller', 'Free UK delivery']);
    expect(second?.badges).toEqual([]);
    expect(second?.variants).toEqual([]);
  });

  it('has nothing to compare with fewer than two products', () => {
    expect(normalizeCompare(data([item('Keel Pro Rower', 'keel-pro-rower', [])]), us)).toBeNull();
    expect(normalizeCompare(null, us)).toBeNull();
  });
});
