import {describe, expect, it} from 'vitest';
import {cartChanges, cartItems, itemFromLine, itemName} from './items';
import {trackedCart, trackedLine} from './fixtures.test-helpers';

describe('tracked items', () => {
  it("puts a 'Term' in front of the item name (rules:tracking-calls)", () => {
    expect(itemName('Extended Warranty', '5 Years')).toBe('5 Years Extended Warranty');
    expect(itemName('Rower Mat', undefined)).toBe('Rower Mat');
    expect(itemFromLine(trackedLine('w', {type: 'WARRANTY', title: 'Extended Warranty', term: '3 Years'})).name).toBe(
      '3 Years Extended Warranty',
    );
    expect(
      itemFromLine(trackedLine('w', {title: 'Extended Warranty', attributes: [{key: 'Term', value: '2 Years'}]})).name,
    ).toBe('2 Years Extended Warranty');
  });

  it('reads a line: sku, price per item, category, and its own list name', () => {
    const item = itemFromLine(
      trackedLine('1', {
        variantTitle: 'River',
        quantity: 2,
        attributes: [{key: '_addToCartItemListName', value: 'Rower PDP - x'}],
      }),
    );
    expect(item).toEqual({
      sku: 'SKU-1',
      name: 'Product 1',
      variant: 'River',
      category: 'Accessories',
      type: 'ACCESSORY',
      quantity: 2,
      price: 80,
      full: 100,
      listName: 'Rower PDP - x',
    });
    expect(itemFromLine(trackedLine('2', {sku: '', categories: [], type: 'ROWER'}))).toMatchObject({
      sku: 'gid://shopify/ProductVariant/2',
      category: 'Rowers',
    });
  });

  it('turns a cart change into what was added and what was removed, by line and quantity', () => {
    const mat = trackedLine('mat', {quantity: 1});
    const band = trackedLine('band', {quantity: 3});
    const before = trackedCart([mat, band]);
    // The mat's line went from 1 to 3 (a merged add counts the 2 added), the band left, a new line came.
    const after = trackedCart([{...mat, quantity: 3}, trackedLine('rower', {type: 'ROWER', quantity: 1})]);
    const changes = cartChanges(before, after);
    expect(changes.currency).toBe('USD');
    expect(changes.added.map((item) => [item.sku, item.quantity])).toEqual([
      ['SKU-mat', 2],
      ['SKU-rower', 1],
    ]);
    expect(changes.removed.map((item) => [item.sku, item.quantity])).toEqual([['SKU-band', 3]]);
  });

  it("hands each line that grew to Shopify's analytics with the cart, as Hydrogen's cart analytics do (the line's whole quantity)", () => {
    const mat = trackedLine('mat', {quantity: 1});
    const changes = cartChanges(trackedCart([mat]), trackedCart([{...mat, quantity: 3}, trackedLine('band')]));
    expect(changes.shopify).toEqual({
      cartId: 'gid://shopify/Cart/1',
      added: [
        {
          id: 'gid://shopify/Product/mat',
          variantId: 'gid://shopify/ProductVariant/mat',
          title: 'Product mat',
          variantTitle: 'Default Title',
          vendor: 'Keel',
          price: '80',
          productType: 'Accessory',
          quantity: 3,
          sku: 'SKU-mat',
        },
        expect.objectContaining({id: 'gid://shopify/Product/band', quantity: 1}),
      ],
    });
    expect(cartChanges(trackedCart([{...mat, quantity: 3}]), trackedCart([mat])).shopify).toBeUndefined();
  });

  it('counts a decrement as a removal and nothing when nothing changed', () => {
    const mat = trackedLine('mat', {quantity: 4});
    expect(cartChanges(trackedCart([mat]), trackedCart([{...mat, quantity: 3}])).removed).toEqual([
      expect.objectContaining({sku: 'SKU-mat', quantity: 1}),
    ]);
    expect(cartChanges(trackedCart([mat]), trackedCart([mat]))).toEqual({currency: 'USD', added: [], removed: []});
    expect(cartChanges(null, trackedCart([mat], 'GBP'))).toMatchObject({
      currency: 'GBP',
      added: [expect.objectContaining({quantity: 4})],
    });
    expect(cartChanges(null, null)).toEqual({currency: 'USD', added: [], removed: []});
  });

  it('lists a cart as items', () => {
    expect(cartItems(trackedCart([trackedLine('a'), trackedLine('b')])).map((item) => item.sku)).toEqual([
      'SKU-a',
      'SKU-b',
    ]);
    expect(cartItems(null)).toEqual([]);
  });
});
