import {describe, expect, it} from 'vitest';
import {packageMainImage, packageMembers, parsePackageRecord} from './packageRecord';

const PRO = 'gid://shopify/Product/100101';
const MAT = 'gid://shopify/Product/300101';
const HRM = 'gid://shopify/Product/300102';

describe('parsePackageRecord (rules:package-from-discount-record getDiscountById)', () => {
  it('reads products[{productId}] and imageUrl from the metafield JSON', () => {
    const value = JSON.stringify({
      products: [{productId: PRO}, {productId: MAT}],
      imageUrl: 'https://cdn.example/pkg.jpg',
    });
    expect(parsePackageRecord(value)).toEqual({productIds: [PRO, MAT], imageUrl: 'https://cdn.example/pkg.jpg'});
  });

  it('takes a record without an image, and names a product once', () => {
    expect(parsePackageRecord(JSON.stringify({products: [{productId: MAT}, {productId: MAT}]}))).toEqual({
      productIds: [MAT],
      imageUrl: null,
    });
  });

  it('refuses what is not the documented shape', () => {
    expect(parsePackageRecord(null)).toBeNull();
    expect(parsePackageRecord('')).toBeNull();
    expect(parsePackageRecord('{not json')).toBeNull();
    expect(parsePackageRecord(JSON.stringify({products: []}))).toBeNull();
    expect(parsePackageRecord(JSON.stringify({products: [{productId: 'rower-mat'}]}))).toBeNull();
    expect(
      parsePackageRecord(JSON.stringify({products: [{productId: MAT}], imageUrl: 'javascript:alert(1)'})),
    ).toBeNull();
  });
});

describe('packageMembers (rules:packages-fields: built from the discount record, the CMS adding copy)', () => {
  const cms = [
    {shopifyId: PRO, title: 'Keel Pro Rower', rower: true},
    {shopifyId: MAT, title: 'Rower Mat', rower: false},
    {shopifyId: null, title: 'Unlinked', rower: false},
  ];

  it('follows the record: its products in its order, each with the CMS entry for the same product', () => {
    const members = packageMembers(cms, {productIds: [HRM, PRO], imageUrl: null});
    expect(members).toEqual([
      {productId: HRM, cms: null},
      {productId: PRO, cms: cms[0]},
    ]);
  });

  it('falls back to the CMS list when there is no record', () => {
    expect(packageMembers(cms, null).map((member) => member.productId)).toEqual([PRO, MAT]);
  });
});

describe('packageMainImage (rules:packages-fields package images: main)', () => {
  const cmsImage = {
    url: 'https://cms.test/essentials.jpg',
    description: 'The Essentials package',
    width: 1800,
    height: 1200,
  };
  const record = {productIds: ['gid://shopify/Product/1001'], imageUrl: 'https://cdn.shopify.test/essentials.png'};

  it('is the CMS image, described by the CMS, at its own size', () => {
    expect(packageMainImage(cmsImage, record, 'Essentials')).toEqual({
      url: 'https://cms.test/essentials.jpg',
      alt: 'The Essentials package',
      width: 1800,
      height: 1200,
    });
  });

  it('is the discount record’s image, named by the title, when the CMS has none; else none', () => {
    expect(packageMainImage(null, record, 'Essentials')).toEqual({
      url: 'https://cdn.shopify.test/essentials.png',
      alt: 'Essentials',
      width: 1600,
      height: 1200,
    });
    expect(packageMainImage({url: null, description: null, width: null, height: null}, null, 'Essentials')).toBeNull();
  });
});
