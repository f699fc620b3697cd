import {describe, expect, it} from 'vitest';
import {recommendationSliderItems, SLIDER_RECOMMENDATIONS} from './recommendations.server';
import type {ProductResult} from '../search/search.server';

const product = (id: number, overrides: Partial<ProductResult> = {}): ProductResult => ({
  id: `gid://shopify/Product/${id}`,
  title: `Product ${id}`,
  path: `/products/accessories/product-${id}/`,
  price: {amount: 10 * id, currencyCode: 'USD'},
  compareAt: null,
  availableForSale: true,
  image: {url: `https://cdn.test/${id}.jpg`, altText: null, width: 800, height: 600},
  ...overrides,
});

describe('recommendationSliderItems', () => {
  it('leaves out products in the cart and sold-out ones, keeps the store’s order, and caps the slider', () => {
    const items = recommendationSliderItems(
      [
        product(1),
        product(2, {availableForSale: false}),
        product(3),
        ...Array.from({length: 12}, (_, index) => product(10 + index)),
      ],
      new Set(['gid://shopify/Product/3']),
    );
    expect(items[0]).toEqual({
      key: 'Recommendation:gid://shopify/Product/1',
      title: 'Product 1',
      path: '/products/accessories/product-1/',
      price: 10,
      image: {url: 'https://cdn.test/1.jpg', alt: '', width: 800, height: 600},
    });
    expect(items.map((item) => item.title)).not.toContain('Product 2');
    expect(items.map((item) => item.title)).not.toContain('Product 3');
    expect(items).toHaveLength(SLIDER_RECOMMENDATIONS);
  });
});
