import {describe, expect, it} from 'vitest';
import {amount, cartMutation, createCart, getCart, type Cart, variantId} from './client';

const LINES_ADD = '$cartId: ID!, $lines: [CartLineInput!]!';
const LINES_UPDATE = '$cartId: ID!, $lines: [CartLineUpdateInput!]!';

function lineOf(cart: Cart | null, handle: string) {
  return cart?.lines.nodes.find((line) => line.merchandise.product.handle === handle);
}

describe('cart (Storefront API)', () => {
  it('creates a cart with a checkout URL, line costs and the product collections', async () => {
    const mat = await variantId('rower-mat');
    const {cart, userErrors} = await createCart([{merchandiseId: mat, quantity: 2}]);
    expect(userErrors).toEqual([]);
    expect(cart?.id).toMatch(/^gid:\/\/shopify\/Cart\//);
    expect(cart?.checkoutUrl).toMatch(/^https?:\/\//);
    expect(cart?.totalQuantity).toBe(2);
    const line = lineOf(cart, 'rower-mat');
    expect(line?.cost.amountPerQuantity).toEqual({amount: '129.0', currencyCode: 'USD'});
    expect(amount(line!.cost.subtotalAmount)).toBe(258);
    expect(amount(line!.cost.totalAmount)).toBe(258);
    expect(line?.merchandise.product.collections.nodes[0]?.title).toBe('Accessories');
    expect(cart?.cost.totalAmount).toEqual({amount: '258.0', currencyCode: 'USD'});
    expect(await getCart(cart!.id)).toMatchObject({id: cart!.id, totalQuantity: 2});
  });

  it('prices a GB cart in GBP and switches currency with the buyer identity', async () => {
    const hrm = await variantId('heart-rate-monitor');
    const {cart} = await createCart([{merchandiseId: hrm, quantity: 1}], 'GB');
    const line = lineOf(cart, 'heart-rate-monitor');
    expect(line?.cost.amountPerQuantity).toEqual({amount: '79.0', currencyCode: 'GBP'});
    expect(amount(line!.cost.compareAtAmountPerQuantity!)).toBe(99);
    const switched = await cartMutation(
      'cartBuyerIdentityUpdate',
      '$cartId: ID!, $buyerIdentity: CartBuyerIdentityInput!',
      {
        cartId: cart!.id,
        buyerIdentity: {countryCode: 'US'},
      },
    );
    expect(switched.cart?.buyerIdentity.countryCode).toBe('US');
    expect(switched.cart?.cost.totalAmount).toEqual({amount: '89.0', currencyCode: 'USD'});
  });

  it('merges lines with the same variant and attributes, keeps others apart', async () => {
    const cushion = await variantId('seat-cushion');
    const attributes = [{key: '_addToCartLocation', value: 'PDP'}];
    const {cart} = await createCart([{merchandiseId: cushion, quantity: 1, attributes}]);
    const merged = await cartMutation('cartLinesAdd', LINES_ADD, {
      cartId: cart!.id,
      lines: [{merchandiseId: cushion, quantity: 2, attributes}],
    });
    expect(merged.cart?.lines.nodes).toHaveLength(1);
    expect(merged.cart?.lines.nodes[0]?.quantity).toBe(3);
    const apart = await cartMutation('cartLinesAdd', LINES_ADD, {
      cartId: cart!.id,
      lines: [{merchandiseId: cushion, quantity: 1, attributes: [{key: '_configuratorId', value: 'cfg-1'}]}],
    });
    expect(apart.cart?.lines.nodes.map((line) => line.quantity)).toEqual([3, 1]);
    expect(apart.cart?.totalQuantity).toBe(4);
  });

  it('applies concurrent changes to one cart atomically: twenty adds at once all land on one line', async () => {
    const kit = await variantId('cleaning-kit');
    const attributes = [{key: '_addToCartLocation', value: 'PDP'}];
    const {cart} = await createCart([{merchandiseId: kit, quantity: 1, attributes}]);
    const adds = await Promise.all(
      Array.from({length: 20}, () =>
        cartMutation('cartLinesAdd', LINES_ADD, {
          cartId: cart!.id,
          lines: [{merchandiseId: kit, quantity: 1, attributes}],
        }),
      ),
    );
    expect(adds.every((answer) => answer.userErrors.length === 0)).toBe(true);
    const after = await getCart(cart!.id);
    expect(after?.lines.nodes).toHaveLength(1);
    expect(after?.totalQuantity).toBe(21);
  });

  it('updates quantities and attributes, and removes a line updated to 0', async () => {
    const kit = await variantId('cleaning-kit');
    const holder = await variantId('device-holder');
    const {cart} = await createCart([
      {merchandiseId: kit, quantity: 1},
      {merchandiseId: holder, quantity: 1},
    ]);
    const [kitLine, holderLine] = cart!.lines.nodes;
    const updated = await cartMutation('cartLinesUpdate', LINES_UPDATE, {
      cartId: cart!.id,
      lines: [
        {id: kitLine!.id, quantity: 4, attributes: [{key: '_addToCartLocation', value: 'PDP,Cart'}]},
        {id: holderLine!.id, quantity: 0},
      ],
    });
    expect(updated.userErrors).toEqual([]);
    expect(updated.cart?.lines.nodes).toHaveLength(1);
    expect(updated.cart?.lines.nodes[0]).toMatchObject({
      quantity: 4,
      attributes: [{key: '_addToCartLocation', value: 'PDP,Cart'}],
    });
    const removed = await cartMutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', {
      cartId: cart!.id,
      lineIds: [kitLine!.id],
    });
    expect(removed.cart?.lines.nodes).toEqual([]);
    expect(removed.cart?.totalQuantity).toBe(0);
  });

  it('answers bad input with userErrors and leaves the cart as it was', async () => {
    const mat = await variantId('rower-mat');
    const {cart} = await createCart([{merchandiseId: mat, quantity: 1}]);
    const before = await getCart(cart!.id);

    const unknown = await cartMutation('cartLinesAdd', LINES_ADD, {
      cartId: cart!.id,
      lines: [{merchandiseId: 'gid://shopify/ProductVariant/999999999', quantity: 1}],
    });
    expect(unknown.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '0', 'merchandiseId']});

    const zero = await cartMutation('cartLinesAdd', LINES_ADD, {
      cartId: cart!.id,
      lines: [{merchandiseId: mat, quantity: 0}],
    });
    expect(zero.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '0', 'quantity']});

    const negative = await cartMutation('cartLinesUpdate', LINES_UPDATE, {
      cartId: cart!.id,
      lines: [{id: cart!.lines.nodes[0]!.id, quantity: -3}],
    });
    expect(negative.userErrors[0]).toMatchObject({code: 'INVALID', field: ['lines', '0', 'quantity']});

    const missingLine = await cartMutation('cartLinesRemove', '$cartId: ID!, $lineIds: [ID!]!', {
      cartId: cart!.id,
      lineIds: ['gid://shopify/CartLine/nope?cart=x'],
    });
    expect(missingLine.userErrors[0]?.code).toBe('INVALID');

    expect(await getCart(cart!.id)).toEqual(before);
  });

  it('answers an invalid cart id with a userError, never a crash', async () => {
    const mat = await variantId('rower-mat');
    for (const cartId of ['gid://shopify/Cart/doesnotexist?key=abc', 'not-a-gid']) {
      const result = await cartMutation('cartLinesAdd', LINES_ADD, {
        cartId,
        lines: [{merchandiseId: mat, quantity: 1}],
      });
      expect(result.cart).toBeNull();
      expect(result.userErrors[0]).toMatchObject({code: 'INVALID', field: ['cartId']});
    }
    expect(await getCart('gid://shopify/Cart/doesnotexist?key=abc')).toBeNull();
  });

  it('adds a sold-out variant at quantity 0 with a MERCHANDISE_OUT_OF_STOCK warning, as Shopify does', async () => {
    const dumbbells = await variantId('dumbbell-set');
    const {cart, userErrors, warnings} = await createCart([{merchandiseId: dumbbells, quantity: 1}]);
    expect(userErrors).toEqual([]);
    expect(warnings[0]?.code).toBe('MERCHANDISE_OUT_OF_STOCK');
    expect(cart?.totalQuantity).toBe(0);
    expect(lineOf(cart, 'dumbbell-set')?.quantity).toBe(0);
  });

  it('replaces cart attributes and applies a discount code', async () => {
    const rower = await variantId('keel-wave-rower', 'Pirate Black');
    const {cart} = await createCart([{merchandiseId: rower, quantity: 1}]);
    const withAttributes = await cartMutation('cartAttributesUpdate', '$cartId: ID!, $attributes: [AttributeInput!]!', {
      cartId: cart!.id,
      attributes: [{key: 'source', value: 'contract-test'}],
    });
    expect(withAttributes.cart?.attributes).toEqual([{key: 'source', value: 'contract-test'}]);
    const coded = await cartMutation('cartDiscountCodesUpdate', '$cartId: ID!, $discountCodes: [String!]!', {
      cartId: cart!.id,
      discountCodes: ['KEEL50', 'NOT-A-CODE'],
    });
    expect(coded.cart?.discountCodes).toEqual([
      {code: 'KEEL50', applicable: true},
      {code: 'NOT-A-CODE', applicable: false},
    ]);
    expect(amount(coded.cart!.cost.totalAmount)).toBe(1895 - 50);
  });
});

describe('package discounts', () => {
  async function addPackage(
    handle: string,
    members: Array<{product: string; color?: string}>,
    country: 'US' | 'GB',
    configuratorId = `cfg-${handle}-${Math.random().toString(36).slice(2)}`,
  ) {
    const lines = await Promise.all(
      members.map(async (member, index) => ({
        merchandiseId: await variantId(member.product, member.color),
        quantity: 1,
        attributes:
          index === 0
            ? [
                {key: '_isRower', value: 'true'},
                {key: '_configuratorId', value: configuratorId},
              ]
            : [
                {key: '_bundle_sku', value: handle},
                {key: '_configuratorId', value: configuratorId},
                {key: '_packagePrice', value: '1'},
                {key: '_packageSavings', value: '99999'},
              ],
      })),
    );
    return (await createCart(lines, country)).cart;
  }

  const PRO_COMPLETE = [
    {product: 'keel-pro-rower', color: 'Pirate Black'},
    {product: 'rower-mat'},
    {product: 'heart-rate-monitor'},
    {product: 'seat-cushion'},
    {product: 'device-holder'},
    {product: 'rower-cover'},
  ];

  it('allocates the Pro Complete savings across its lines so the total is the package price', async () => {
    const cart = await addPackage('keel-pro-complete', PRO_COMPLETE, 'US');
    expect(amount(cart!.cost.totalAmount)).toBe(2695);
    const allocated = cart!.lines.nodes.flatMap((line) =>
      line.discountAllocations.map((a) => amount(a.discountedAmount)),
    );
    expect(allocated.reduce((sum, value) => sum + value, 0)).toBeCloseTo(2920 - 2695, 2);
    expect(cart!.lines.nodes.every((line) => line.discountAllocations[0]?.title === 'Pro Complete Package')).toBe(true);
  });

  it('keeps the colour surcharge on top of the package price, in GBP too', async () => {
    const sunset = [{product: 'keel-pro-rower', color: 'Sunset'}, ...PRO_COMPLETE.slice(1)];
    expect(amount((await addPackage('keel-pro-complete', sunset, 'US'))!.cost.totalAmount)).toBe(2695 + 100);
    expect(amount((await addPackage('keel-pro-complete', PRO_COMPLETE, 'GB'))!.cost.totalAmount)).toBe(2469);
    const strength = [{product: 'keel-pro-rower', color: 'River'}, {product: 'keel-forge-strength-platform'}];
    expect(amount((await addPackage('keel-row-and-strength', strength, 'GB'))!.cost.totalAmount)).toBe(3409);
  });

  it('gives no package discount when a member is missing, and never trusts price attributes', async () => {
    const cart = await addPackage('keel-pro-complete', PRO_COMPLETE.slice(0, 5), 'US');
    expect(amount(cart!.cost.totalAmount)).toBe(2495 + 129 + 89 + 59 + 49);
    expect(cart!.lines.nodes.every((line) => line.discountAllocations.length === 0)).toBe(true);
  });
});
