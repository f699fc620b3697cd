import {describe, expect, it} from 'vitest';
import type {CmsListingPackage, CmsListingProduct} from '~/graphql/cms/listingContent';
import {packageCard, productCard, type CommercePriceSummary} from './listing';

/** Listing cards (rules:product-states listing pages; rules:product-fields fields), built from the CMS entry and the store's prices. */

const asset = (url: string) => ({url, description: `${url} alt`, title: null, width: 800, height: 600});

const MAT = {
  __typename: 'Product',
  sys: {id: 'product-rower-mat'},
  title: 'Rower Mat',
  rower: false,
  shopifyId: 'gid://shopify/Product/3001',
  shopifyHandle: 'rower-mat',
  plpUrgencyMessage: 'Only a few left',
  pdpPrice: null,
  pdpDiscountedPrice: null,
  badgesCollection: {
    items: [
      {
        internalName: 'Badge: New',
        text: 'New',
        displayText: null,
        type: 'Standard',
        region: 'All',
        backgroundColor: null,
      },
    ],
  },
  productCategoryCollection: {items: [{slug: 'accessories'}]},
  thumbnail: asset('https://cms.test/mat.jpg'),
  hoverThumbnail: asset('https://cms.test/mat-in-use.jpg'),
} as unknown as CmsListingProduct;

const MAT_PRICE: CommercePriceSummary = {
  id: 'gid://shopify/Product/3001',
  priceRange: {minVariantPrice: {amount: '129.0'}},
  compareAtPriceRange: {minVariantPrice: {amount: '0.0'}},
};

describe('productCard', () => {
  it('carries the urgency message, the hover image (rules:product-fields hoverThumbnail) and one badge', () => {
    const card = productCard(MAT, MAT_PRICE, 'en-US');
    expect(card).toMatchObject({
      kind: 'PRODUCT',
      path: '/products/accessories/rower-mat/',
      urgency: 'Only a few left',
      image: {url: 'https://cms.test/mat.jpg'},
      hoverImage: {url: 'https://cms.test/mat-in-use.jpg', alt: 'https://cms.test/mat-in-use.jpg alt'},
      badge: {text: 'New'},
      price: {full: 129, total: 129, monthly: 3, monthlyDiscounted: 3},
    });
  });

  it('has no card for a product the store does not sell here', () => {
    expect(productCard(MAT, undefined, 'en-US')).toBeNull();
  });
});

describe('packageCard', () => {
  const essentials = {
    __typename: 'Package',
    sys: {id: 'package-pro-essentials'},
    title: 'Pro Essentials Package',
    altTitle: 'Everything to start',
    shopifyHandle: 'keel-pro-essentials',
    pdpPrice: 2713,
    pdpDiscountedPrice: 2563,
    badgesCollection: {items: []},
    thumbnail: asset('https://cms.test/essentials.jpg'),
    productsCollection: {
      items: [
        {shopifyHandle: 'keel-pro-rower', rower: true},
        {shopifyHandle: 'rower-mat', rower: false},
      ],
    },
  } as unknown as CmsListingPackage;

  it('prices a package from the CMS, monthly over 48 months, at its bundle path, anchored by its rower model', () => {
    expect(packageCard(essentials, 'en-US')).toMatchObject({
      kind: 'PACKAGE',
      subtitle: 'Everything to start',
      path: '/bundles/keel-pro-essentials/',
      image: {url: 'https://cms.test/essentials.jpg'},
      price: {full: 2713, total: 2563, monthly: 57, monthlyDiscounted: 54},
      model: 'pro',
    });
  });

  it('has no card without a handle or a price', () => {
    expect(packageCard({...essentials, pdpPrice: null} as CmsListingPackage, 'en-US')).toBeNull();
  });
});
