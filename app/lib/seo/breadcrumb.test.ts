import {describe, expect, it} from 'vitest';
import {MISSING_PRODUCT_NAME, productBreadcrumb} from './breadcrumb';

describe('productBreadcrumb (rules:routes-table)', () => {
  it("reads 'All {Category}' then the product title", () => {
    expect(productBreadcrumb({title: 'Keel Forge Strength Platform', isRower: false, category: 'Strength'})).toEqual([
      {label: 'All Strength', href: '/listings/strength/'},
      {label: 'Keel Forge Strength Platform'},
    ]);
  });

  it("falls back to 'All Accessories'", () => {
    expect(productBreadcrumb({title: 'Rower Mat', isRower: false})[0]).toEqual({
      label: 'All Accessories',
      href: '/listings/accessories/',
    });
  });

  it('names a product without a title <Product is Missing Name>', () => {
    expect(productBreadcrumb({title: '  ', isRower: false, category: 'Accessories'})[1]?.label).toBe(
      MISSING_PRODUCT_NAME,
    );
    expect(MISSING_PRODUCT_NAME).toBe('<Product is Missing Name>');
  });

  it('gives rower pages no breadcrumb', () => {
    expect(productBreadcrumb({title: 'Keel Pro Rower', isRower: true, category: 'Rowers'})).toEqual([]);
  });
});
