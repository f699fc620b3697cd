import {BLOCKS, type Document} from '@contentful/rich-text-types';
import {describe, expect, it} from 'vitest';
import type {CmsProductEntry} from '~/graphql/cms/pdpContent';
import {pathForColor} from './productPaths';
import {
  matchedVariant,
  normalizeBadges,
  normalizeProduct,
  oosAppearance,
  productTitle,
  type CommerceProduct,
  type CommerceVariant,
} from './normalizeProduct';
import {isSwatchCrossed} from './swatch';

const V = (id: number) => `gid://shopify/ProductVariant/${id}`;

const doc = (...paragraphs: string[]): Document => ({
  nodeType: BLOCKS.DOCUMENT,
  data: {},
  content: paragraphs.map((value) => ({
    nodeType: BLOCKS.PARAGRAPH,
    data: {},
    content: [{nodeType: 'text', value, marks: [], data: {}}],
  })),
});

function variant(
  id: number,
  title: string,
  sku: string,
  price: string,
  partial: Partial<CommerceVariant> = {},
): CommerceVariant {
  return {
    id: V(id),
    title,
    sku,
    barcode: `0${id}`,
    availableForSale: true,
    price: {amount: price, currencyCode: 'USD'},
    compareAtPrice: null,
    selectedOptions:
      title === 'Default Title' ? [{name: 'Title', value: 'Default Title'}] : [{name: 'Color', value: title}],
    ...partial,
  };
}

/** The Pro as the Storefront API answers it (catalog.md), three of its colours. */
const PRO: CommerceProduct = {
  id: 'gid://shopify/Product/1001',
  title: 'Keel Pro Rower',
  handle: 'keel-pro-rower',
  description: 'The Pro rower.',
  descriptionHtml: '<p>The Pro rower.</p>',
  vendor: 'Keel',
  productType: 'ROWER',
  availableForSale: true,
  collections: {nodes: [{title: 'Rowers', handle: 'rowers'}]},
  variants: {
    nodes: [
      variant(100101, 'Pirate Black', 'KEEL-PRO-BLACK', '2495.0'),
      variant(100103, 'Forest', 'KEEL-PRO-FOREST', '2495.0', {availableForSale: false}),
      variant(100104, 'Sunrise', 'KEEL-PRO-SUNRISE', '2595.0'),
    ],
  },
};

const MAT: CommerceProduct = {
  ...PRO,
  id: 'gid://shopify/Product/3001',
  title: 'Rower Mat',
  handle: 'rower-mat',
  description: 'A mat.',
  descriptionHtml: '<p>A mat.</p>',
  productType: 'ACCESSORY',
  collections: {nodes: [{title: 'Accessories', handle: 'accessories'}]},
  variants: {nodes: [variant(300101, 'Default Title', 'KEEL-MAT', '129.0')]},
};

function cmsEntry(partial: Partial<CmsProductEntry> = {}): CmsProductEntry {
  return {
    sys: {id: 'product-keel-pro-rower'},
    title: 'Keel Pro Rower',
    name: 'Pro',
    altTitle: 'The Pro',
    type: 'ROWER',
    rower: true,
    featured: true,
    showWarranty: true,
    displayReviews: true,
    shopifyId: 'gid://shopify/Product/1001',
    shopifyHandle: 'keel-pro-rower',
    configuratorPreselectionId: null,
    badgesCollection: {
      items: [
        {
          internalName: 'Badge: Best seller',
          text: 'Best seller',
          displayText: null,
          type: 'Standard',
          region: 'All',
          backgroundColor: 'Sand',
          size: null,
        },
        {
          internalName: 'Badge: Pay monthly (US only)',
          text: 'Pay monthly',
          displayText: 'From $52/mo',
          type: 'Promo',
          region: 'US Only',
          backgroundColor: null,
          size: null,
        },
      ],
    },
    productCategoryCollection: {
      items: [
        {internalName: 'Category: Rowers', title: 'Rowers', slug: 'rowers', useToBuildPdpUrl: true, enabled: true},
      ],
    },
    thumbnail: null,
    productImagesCollection: {
      items: [
        {
          url: 'https://cms.test/pro-three-quarter.jpg',
          title: 'Pro',
          description: 'The Pro from the side',
          width: 1600,
          height: 1200,
        },
      ],
    },
    variantsCollection: null,
    plpUrgencyMessage: null,
    pdpFinanceMessageKey: 'Rower',
    financingInactive: false,
    showFinancing: true,
    pdpPrice: null,
    pdpDiscountedPrice: null,
    monthlyPrice: null,
    monthlyDiscountPrice: null,
    discountAmount: null,
    inStockMessage: null,
    outOfStockMessage: null,
    outOfStockAppearance: null,
    descriptionTeaser: {json: doc('A 22-inch screen that turns with you,', ' and a rail that folds.')},
    fullProductDescription: {json: doc('The Pro is the rower we built first.')},
    orderMessage: {json: doc('Your rower ships in 5-7 days.')},
    outOfStockOrderMessage: {json: doc('This color is back in stock in 6-8 weeks.')},
    shopifyDiscount: {discountModalMessage: 'Save $150 on the Pro this week.'},
    ...partial,
  };
}

describe('the normalised product (rules:product-fields)', () => {
  it('takes the sku, variant and barcode from the variant matching the commerce id', () => {
    const product = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US', commerceId: V(100104)});
    expect(product.id).toMatchObject({
      product: PRO.id,
      variant: V(100104),
      sku: 'KEEL-PRO-SUNRISE',
      barcode: '0100104',
    });
    expect(product.variantTitle).toBe('Sunrise');
    // The default variant (the page's first colour) is still the first one.
    expect(product.defaultVariant.sku).toBe('KEEL-PRO-BLACK');
  });

  it('falls back to the first variant when no variant matches the commerce id (a product id, or none)', () => {
    expect(normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'}).id.sku).toBe('KEEL-PRO-BLACK');
    expect(normalizeProduct({commerce: PRO, cms: null, locale: 'en-US', commerceId: V(999)}).id.sku).toBe(
      'KEEL-PRO-BLACK',
    );
    expect(matchedVariant([], V(1))).toBeUndefined();
  });

  it('takes the store title, and the CMS title only for a Default Title variant', () => {
    const renamed = cmsEntry({title: 'Pro (CMS name)'});
    expect(normalizeProduct({commerce: PRO, cms: renamed, locale: 'en-US'}).title).toBe('Keel Pro Rower');
    expect(
      normalizeProduct({
        commerce: MAT,
        cms: cmsEntry({title: 'The Rower Mat', type: 'ACCESSORY', rower: false}),
        locale: 'en-US',
      }).title,
    ).toBe('The Rower Mat');
    expect(normalizeProduct({commerce: MAT, cms: null, locale: 'en-US'}).title).toBe('Rower Mat');
    expect(normalizeProduct({commerce: MAT, cms: null, locale: 'en-US'}).variantTitle).toBe('');
    expect(productTitle('Store', 'Default Title', null)).toBe('Store');
  });

  it('carries the descriptions: the store text and HTML, the teaser as plain text, the full CMS description', () => {
    const product = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'});
    expect(product.description).toEqual({
      full: 'The Pro rower.',
      short: 'A 22-inch screen that turns with you, and a rail that folds.',
    });
    expect(product.descriptionHTML).toBe('<p>The Pro rower.</p>');
    expect(product.altDescription).toEqual(doc('The Pro is the rower we built first.'));
    const bare = normalizeProduct({commerce: PRO, cms: null, locale: 'en-US'});
    expect(bare.description.short).toBe('');
    expect(bare.altDescription).toBeNull();
  });

  it('carries the flags: featured, warranty, reviews', () => {
    expect(normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'})).toMatchObject({
      isFeatured: true,
      displayWarranty: true,
      displayReviews: true,
    });
    expect(
      normalizeProduct({commerce: MAT, cms: cmsEntry({featured: null, showWarranty: false}), locale: 'en-US'}),
    ).toMatchObject({isFeatured: false, displayWarranty: false});
    expect(normalizeProduct({commerce: MAT, cms: null, locale: 'en-US'})).toMatchObject({
      isFeatured: false,
      displayWarranty: false,
      displayReviews: true,
    });
  });

  it('carries the discount, order and out-of-stock order messages beside the default OOS message', () => {
    const {messages} = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'});
    expect(messages).toEqual({
      OOS: {text: 'Out of stock', color: 'Cedar'},
      discount: 'Save $150 on the Pro this week.',
      order: doc('Your rower ships in 5-7 days.'),
      outOfStockOrder: doc('This color is back in stock in 6-8 weeks.'),
    });
    expect(
      normalizeProduct({
        commerce: PRO,
        cms: cmsEntry({orderMessage: null, outOfStockOrderMessage: {json: null}, shopifyDiscount: null}),
        locale: 'en-US',
      }).messages,
    ).toEqual({
      OOS: {text: 'Out of stock', color: 'Cedar'},
    });
  });

  it('names the categories and badges with their internal names, badges only in their region', () => {
    const us = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'});
    expect(us.categoryEntries).toEqual([{title: 'Rowers', internalName: 'Category: Rowers'}]);
    expect(us.badges.map((badge) => [badge.internalName, badge.text, badge.type])).toEqual([
      ['Badge: Best seller', 'Best seller', 'Standard'],
      ['Badge: Pay monthly (US only)', 'From $52/mo', 'Promo'],
    ]);
    expect(normalizeBadges(cmsEntry().badgesCollection?.items, 'en-GB').map((badge) => badge.internalName)).toEqual([
      'Badge: Best seller',
    ]);
  });

  it('skips a disabled category when choosing the one that builds the URL, the breadcrumb and the analytics category (rules:product-fields Product category)', () => {
    const categories = {
      items: [
        {internalName: 'Category: Studio', title: 'Studio', slug: 'studio', useToBuildPdpUrl: true, enabled: false},
        {
          internalName: 'Category: Accessories',
          title: 'Accessories',
          slug: 'accessories',
          useToBuildPdpUrl: false,
          enabled: true,
        },
      ],
    };
    const mat = normalizeProduct({
      commerce: MAT,
      cms: cmsEntry({type: 'ACCESSORY', rower: false, productCategoryCollection: categories}),
      locale: 'en-US',
    });
    expect(mat.category).toBe('Accessories');
    expect(mat.path).toBe('/products/accessories/rower-mat/');
    expect(mat.categoryEntries).toEqual([{title: 'Accessories', internalName: 'Category: Accessories'}]);
  });

  it('carries the badge size, Small by default (rules:product-fields Badge size)', () => {
    const badge = (size: string | null) => ({
      internalName: 'Badge',
      text: 'Best value',
      displayText: null,
      type: 'Standard',
      region: 'All',
      backgroundColor: null,
      size,
    });
    expect(normalizeBadges([badge('Large'), badge('Small'), badge(null)], 'en-US').map((entry) => entry.size)).toEqual([
      'LARGE',
      'SMALL',
      'SMALL',
    ]);
  });

  it('builds productEcommerce from the store product', () => {
    const product = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US', commerceId: V(100103)});
    expect(product.productEcommerce).toEqual({
      id: {product: PRO.id, variant: V(100103)},
      original: {
        vendor: 'Keel',
        title: 'Keel Pro Rower',
        availableForSale: true,
        variants: [
          {id: V(100101), sku: 'KEEL-PRO-BLACK', barcode: '0100101', priceV2: {currencyCode: 'USD'}},
          {id: V(100103), sku: 'KEEL-PRO-FOREST', barcode: '0100103', priceV2: {currencyCode: 'USD'}},
          {id: V(100104), sku: 'KEEL-PRO-SUNRISE', barcode: '0100104', priceV2: {currencyCode: 'USD'}},
        ],
      },
      handle: 'keel-pro-rower',
    });
  });

  it('gives the main image as the 600x400 ecommerce image, and none without images', () => {
    const product = normalizeProduct({commerce: PRO, cms: cmsEntry(), locale: 'en-US'});
    expect(product.ecommerceImage).toBe('https://cms.test/pro-three-quarter.jpg?w=600&h=400&fm=webp&fit=fill');
    expect(normalizeProduct({commerce: MAT, cms: null, locale: 'en-US'}).ecommerceImage).toBeNull();
  });
});

/** rules:product-fields fields Keel derives where they are used instead of carrying them on every product (decision 0098). */
describe('the rules:product-fields fields derived where they are used', () => {
  const pro = normalizeProduct({
    commerce: PRO,
    cms: cmsEntry({pdpPrice: 2395, pdpDiscountedPrice: 2295, outOfStockAppearance: 'Crossed'}),
    locale: 'en-US',
  });

  it('variants[].path: each colour’s path from the product’s (pirate-black at the product path)', () => {
    expect(pro.variants.map((entry) => (entry.color ? pathForColor(pro.path, entry.color) : null))).toEqual([
      '/products/rowers/keel-pro-rower/',
      '/products/rowers/keel-pro-rower/forest/',
      '/products/rowers/keel-pro-rower/sunrise/',
    ]);
  });

  it('outOfStockState: a sold-out colour, crossed when the CMS asks for CROSS', () => {
    expect(
      pro.variants.map((entry) => [entry.title, entry.available, isSwatchCrossed(entry.available, pro.OOSAppearance)]),
    ).toEqual([
      ['Pirate Black', true, false],
      ['Forest', false, true],
      ['Sunrise', true, false],
    ]);
  });

  it('slug is the commerce handle the path is built from', () => {
    expect([pro.handle, pro.path]).toEqual(['keel-pro-rower', '/products/rowers/keel-pro-rower/']);
  });

  it('override / overrideDiscounted are the product price’s overrides; the *VariantOverride figures are each variant’s', () => {
    expect(pro.price).toMatchObject({fullOverride: 2395, totalOverride: 2295, savingsOverride: 100});
    // rules:product-states: Sunrise costs 100 more than the first colour, so its overrides are the parent's plus 100.
    expect(pro.variants.find((entry) => entry.title === 'Sunrise')?.price).toMatchObject({
      fullOverride: 2495,
      totalOverride: 2395,
      savingsOverride: 100,
      variantDiffFromDefault: 100,
    });
  });
});

describe('rules:product-fields defaults of the normalised product', () => {
  it('reads a missing out-of-stock appearance as CROSS, and None as NONE (decision 0009)', () => {
    expect([oosAppearance(null), oosAppearance(undefined), oosAppearance('Crossed'), oosAppearance('None')]).toEqual([
      'CROSS',
      'CROSS',
      'CROSS',
      'NONE',
    ]);
  });

  it('is available unless the store says it is sold out (rules:product-fields "available: boolean, default true")', () => {
    const available = (availableForSale: boolean | undefined) =>
      normalizeProduct({commerce: {...PRO, availableForSale} as CommerceProduct, cms: cmsEntry(), locale: 'en-US'})
        .available;
    expect(available(true)).toBe(true);
    expect(available(false)).toBe(false);
    // An answer without the field (a query that does not ask for it) keeps the default.
    expect(available(undefined)).toBe(true);
  });

  it('types a product by its CMS type, else the store’s product type, else ACCESSORY', () => {
    const typeOf = (cmsType: string | null, storeType: string) =>
      normalizeProduct({
        commerce: {...MAT, productType: storeType},
        cms: cmsEntry({type: cmsType, rower: false}),
        locale: 'en-US',
      }).type;
    expect(typeOf('STRENGTH_PLATFORM', 'ACCESSORY')).toBe('STRENGTH_PLATFORM');
    expect(typeOf(null, 'PACKAGE')).toBe('PACKAGE');
    expect(typeOf(null, 'Gadget')).toBe('ACCESSORY');
    expect(typeOf('WARRANTY', 'ACCESSORY')).toBe('WARRANTY');
  });
});
