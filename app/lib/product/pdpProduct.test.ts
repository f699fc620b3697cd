import {describe, expect, it} from 'vitest';
import type {NormalizedProduct} from './normalizeProduct';
import {DOCUMENT_ONLY, ON_SERVER, type DocumentOnly} from '../lazy/documentOnly';
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
    expect(pdpProduct(product, {holdsModules: false, documentOnly: new Map()})).toStrictEqual(carried);
  });

  it('gives variants of one price one price object, so the page carries it once; the first variant stays itself', () => {
    const price = (full: number) => ({full, total: full, savings: 0});
    const variants = [
      {id: 'a', price: price(2495)},
      {id: 'b', price: price(2495)},
      {id: 'c', price: price(2595)},
      {id: 'd', price: price(2595)},
    ];
    const product = {title: 'Keel Pro Rower', variants, defaultVariant: variants[0]} as unknown as NormalizedProduct;
    const carried = pdpProduct(product, {holdsModules: false, documentOnly: new Map()});
    expect(carried.variants).toEqual(variants);
    expect(carried.variants[0]).toBe(carried.defaultVariant);
    expect(carried.variants[1]!.price).toBe(carried.variants[0]!.price);
    expect(carried.variants[3]!.price).toBe(carried.variants[2]!.price);
    expect(carried.variants[2]!.price).not.toBe(carried.variants[0]!.price);
  });

  it("keeps a document's long description for the server's render (decision 0168), and a data request's in the data", () => {
    const description = {nodeType: 'document', data: {}, content: []};
    const product = {
      title: 'Keel Pro Rower',
      variants: [],
      altDescription: description,
    } as unknown as NormalizedProduct;
    const documentOnly: DocumentOnly = new Map();
    expect(pdpProduct(product, {holdsModules: true, documentOnly}).altDescription).toBe(ON_SERVER);
    expect(documentOnly.get(DOCUMENT_ONLY.productDescription)).toBe(description);

    const navigation: DocumentOnly = new Map();
    expect(pdpProduct(product, {holdsModules: false, documentOnly: navigation}).altDescription).toBe(description);
    expect(navigation.size).toBe(0);
    // None stays none: the page then draws no section.
    const none = {...product, altDescription: null} as unknown as NormalizedProduct;
    expect(pdpProduct(none, {holdsModules: true, documentOnly: new Map()}).altDescription).toBeNull();
  });
});
