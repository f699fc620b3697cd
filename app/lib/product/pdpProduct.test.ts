import {describe, expect, it} from 'vitest';
import type {NormalizedProduct} from './normalizeProduct';
import {pdpProduct} from './pdpProduct';

describe('pdpProduct (decision 0098)', () => {
  it('carries only the fields a product page reads in the browser, with their values', () => {
    const product = {
      title: 'Keel Pro Rower',
      handle: 'keel-pro-rower',
      isRower: true,
      displayReviews: true,
      available: true,
      OOSAppearance: null,
      description: 'Ash and steel.',
      altDescription: null,
      badges: [],
      images: [],
      messages: [],
      variants: [],
      defaultVariant: null,
      // Read by the loader on the server only.
      id: {product: 'gid://shopify/Product/1001'},
      categories: ['Rowers'],
      vendor: 'Keel',
    } as unknown as NormalizedProduct;
    const {
      id: _id,
      categories: _categories,
      vendor: _vendor,
      ...carried
    } = product as NormalizedProduct & {
      vendor: string;
    };
    expect(pdpProduct(product)).toStrictEqual(carried);
  });
});
