import {describe, expect, it} from 'vitest';
import type {ListingCard} from '../product/listing';
import type {NormalizedProduct} from '../product/normalizeProduct';
import {trackedCart, trackedItem, trackedLine} from './fixtures.test-helpers';
import {carouselView, cartView, listingView, packageView, productView, purchaseView} from './views';

describe('page views for the tracker (data-track-view)', () => {
  it("lists a product carousel's cards by entry id, typed and priced from the CMS", () => {
    const view = carouselView(
      [
        {
          __typename: 'Product',
          sys: {id: 'pro'},
          title: 'Keel Pro Rower',
          rower: true,
          type: 'ROWER',
          pdpPrice: 2695,
          pdpDiscountedPrice: 2495,
        },
        {
          __typename: 'Package',
          sys: {id: 'essentials'},
          title: 'Pro Essentials',
          type: null,
          pdpPrice: 2995,
          pdpDiscountedPrice: null,
        },
        {
          __typename: 'Product',
          sys: {id: 'forge'},
          title: 'Forge',
          rower: false,
          type: 'STRENGTH_PLATFORM',
          pdpPrice: 1495,
          pdpDiscountedPrice: null,
        },
        {
          __typename: 'Product',
          sys: {id: 'untitled'},
          title: null,
          rower: false,
          type: null,
          pdpPrice: 10,
          pdpDiscountedPrice: null,
        },
        null,
      ],
      'GBP',
    );
    expect(JSON.parse(view)).toEqual({
      type: 'viewItemList',
      currency: 'GBP',
      items: [
        trackedItem({sku: 'pro', name: 'Keel Pro Rower', category: 'Rowers', type: 'ROWER', price: 2495, full: 2695}),
        trackedItem({
          sku: 'essentials',
          name: 'Pro Essentials',
          category: 'Bundles',
          type: 'PACKAGE',
          price: 2995,
          full: 2995,
        }),
        trackedItem({
          sku: 'forge',
          name: 'Forge',
          category: 'Strength',
          type: 'STRENGTH_PLATFORM',
          price: 1495,
          full: 1495,
        }),
      ],
    });
  });

  it("describes a product page by its sku (the matched variant) and price, and for Shopify's analytics by its gids", () => {
    const product = {
      title: 'Keel Pro Rower',
      variantTitle: '',
      vendor: 'Keel',
      category: 'Rowers',
      type: 'ROWER',
      price: {full: 2695, total: 2495},
      id: {product: 'gid://shopify/Product/9', variant: 'gid://shopify/ProductVariant/1', sku: 'KEEL-PRO-BLACK'},
    } as unknown as NormalizedProduct;
    expect(JSON.parse(productView(product, 'USD'))).toEqual({
      type: 'viewItem',
      currency: 'USD',
      item: trackedItem({
        sku: 'KEEL-PRO-BLACK',
        name: 'Keel Pro Rower',
        category: 'Rowers',
        type: 'ROWER',
        price: 2495,
        full: 2695,
      }),
      shopify: {
        id: 'gid://shopify/Product/9',
        variantId: 'gid://shopify/ProductVariant/1',
        title: 'Keel Pro Rower',
        variantTitle: 'Default Title',
        vendor: 'Keel',
        price: '2495',
        productType: 'ROWER',
        sku: 'KEEL-PRO-BLACK',
      },
    });
  });

  it('describes a bundle page as one PACKAGE item', () => {
    expect(
      JSON.parse(packageView({handle: 'pro-complete', title: 'Pro Complete'}, {full: 3000, total: 2800}, 'USD')),
    ).toEqual({
      type: 'viewItem',
      currency: 'USD',
      item: trackedItem({
        sku: 'pro-complete',
        name: 'Pro Complete',
        category: 'Bundles',
        type: 'PACKAGE',
        price: 2800,
        full: 3000,
      }),
    });
  });

  it('describes a listing by its cards: packages, rowers and the rest', () => {
    const card = (key: string, kind: ListingCard['kind'], path: string) =>
      ({key, kind, title: key, path, price: {full: 10, total: 8, monthly: 1, monthlyDiscounted: 1}}) as ListingCard;
    const view = JSON.parse(
      listingView(
        [
          card('pro-complete', 'PACKAGE', '/bundles/pro-complete/'),
          card('keel-pro', 'PRODUCT', '/products/rowers/keel-pro-rower/'),
          card('mat', 'PRODUCT', '/products/accessories/mat/'),
        ],
        'Bundles',
        'GBP',
      ),
    ) as {type: string; items: Array<{type: string}>};
    expect(view.type).toBe('viewItemList');
    expect(view.items.map((item) => item.type)).toEqual(['PACKAGE', 'ROWER', 'ACCESSORY']);
    expect(view.items[0]).toMatchObject({sku: 'pro-complete', category: 'Bundles', price: 8, full: 10});
  });

  it('describes a cart and an order', () => {
    expect(cartView(trackedCart([trackedLine('a', {quantity: 2})], 'GBP'), 'ICON')).toEqual({
      type: 'viewCart',
      currency: 'GBP',
      openLocation: 'ICON',
      items: [expect.objectContaining({sku: 'SKU-a', quantity: 2})],
    });
    expect(
      JSON.parse(purchaseView({transactionId: '#1001', currency: 'USD', value: 10, items: []}, 'checkout.test')),
    ).toEqual({
      type: 'purchase',
      checkoutHost: 'checkout.test',
      order: {transactionId: '#1001', currency: 'USD', value: 10, items: []},
    });
  });
});
