import {describe, expect, it} from 'vitest';
import {admin, amount, contract, createCart, getCart, ok, variantId} from './client';

const ORDER_QUERY = `query Order($id: ID!) {
  order(id: $id) {
    id name email discountCode statusPageUrl
    subtotalPriceSet { shopMoney { amount currencyCode } }
    totalDiscountsSet { shopMoney { amount } }
    totalPriceSet { shopMoney { amount currencyCode } }
    totalTaxSet { shopMoney { amount } }
    shippingAddress { name address1 address2 city provinceCode zip country phone }
    shippingLines(first: 5) { nodes { title discountedPriceSet { shopMoney { amount } } } }
    transactions { formattedGateway }
    lineItems(first: 50) {
      nodes {
        title sku quantity
        discountedTotalSet { shopMoney { amount } }
        originalUnitPriceSet { shopMoney { amount } }
        discountAllocations { discountApplication { value { ... on MoneyV2 { amount } } } }
        product { productType vendor collections(first: 3) { nodes { title } } }
        customAttributes { key value }
      }
    }
  }
}`;

const US_ADDRESS = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Harbor Street',
  address2: 'Apt 4',
  city: 'Portland',
  province: 'OR',
  zip: '97201',
  phone: '+1 503 555 0100',
  cardNumber: '4242 4242 4242 4242',
  cardExpiry: '12/30',
  cardCvc: '123',
  cardName: 'Ada Lovelace',
};

async function submit(checkoutUrl: string, fields: Record<string, string>) {
  return fetch(checkoutUrl, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
}

describe.runIf(contract().local)('hosted checkout (dev backend)', () => {
  it('shows a checkout page with the cart and a Credit Card payment form', async () => {
    const {cart} = await createCart([{merchandiseId: await variantId('rower-mat'), quantity: 1}]);
    const response = await fetch(cart!.checkoutUrl);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Payment: Credit Card');
    expect(html).toContain('Rower Mat');
    expect(html).toContain('<label for="email">Email</label>');
  });

  it('validates on the server with a clear message per field and keeps no card data', async () => {
    const {cart} = await createCart([{merchandiseId: await variantId('rower-mat'), quantity: 1}]);
    const response = await submit(cart!.checkoutUrl, {
      ...US_ADDRESS,
      email: 'not-an-email',
      zip: 'ABC',
      cardNumber: '4242 4242 4242 4241',
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('Enter a valid ZIP code');
    expect(html).toContain('Enter a valid card number');
    expect(html).not.toContain('4242 4242 4242 4241');
    expect(await getCart(cart!.id)).not.toBeNull();
  });

  it('refuses a declined card and leaves the cart open', async () => {
    const {cart} = await createCart([{merchandiseId: await variantId('rower-mat'), quantity: 1}]);
    const response = await submit(cart!.checkoutUrl, {...US_ADDRESS, cardNumber: '4000 0000 0000 0002'});
    expect(response.status).toBe(402);
    expect(await response.text()).toContain('Your card was declined');
    expect(await getCart(cart!.id)).not.toBeNull();
  });

  it('creates an order, completes the cart and returns to the storefront with the order key', async () => {
    const configuratorId = 'cfg-checkout';
    const {cart} = await createCart([
      {
        merchandiseId: await variantId('keel-pro-rower', 'Pirate Black'),
        quantity: 1,
        attributes: [
          {key: '_isRower', value: 'true'},
          {key: '_configuratorId', value: configuratorId},
        ],
      },
      {
        merchandiseId: await variantId('rower-mat'),
        quantity: 1,
        attributes: [
          {key: '_bundle_sku', value: 'keel-pro-essentials'},
          {key: '_configuratorId', value: configuratorId},
          {key: '_packageName', value: 'Pro Essentials Package'},
        ],
      },
      {
        merchandiseId: await variantId('heart-rate-monitor'),
        quantity: 1,
        attributes: [
          {key: '_bundle_sku', value: 'keel-pro-essentials'},
          {key: '_configuratorId', value: configuratorId},
          {key: '_addToCartItemListName', value: 'Rower PDP - x'},
        ],
      },
      {merchandiseId: await variantId('cleaning-kit'), quantity: 2},
    ]);
    const response = await submit(cart!.checkoutUrl, US_ADDRESS);
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin).toBe('http://storefront.test');
    const [, orderId] = /^\/order\/(\d+)$/.exec(location.pathname) ?? [];
    expect(orderId).toBeDefined();
    expect(location.searchParams.get('key')).toMatch(/^[0-9a-f]{48}$/);

    // Shopify: a completed cart no longer answers, and its checkout is closed.
    expect(await getCart(cart!.id)).toBeNull();
    expect((await submit(cart!.checkoutUrl, US_ADDRESS)).status).toBe(404);

    const {order} = ok(await admin(ORDER_QUERY, {id: `gid://shopify/Order/${orderId}`}));
    expect(order.name).toMatch(/^#1\d{3}$/);
    expect(order.email).toBe('ada@example.com');
    expect(order.totalPriceSet.shopMoney).toEqual({amount: String(2563 + 58) + '.0', currencyCode: 'USD'});
    expect(amount(order.totalDiscountsSet.shopMoney)).toBe(150);
    expect(order.shippingAddress).toEqual({
      name: 'Ada Lovelace',
      address1: '12 Harbor Street',
      address2: 'Apt 4',
      city: 'Portland',
      provinceCode: 'OR',
      zip: '97201',
      country: 'United States',
      phone: '+1 503 555 0100',
    });
    expect(order.transactions[0].formattedGateway).toBe('Credit Card');
    expect(new URL(order.statusPageUrl).searchParams.get('key')).toBe(location.searchParams.get('key'));
    const monitor = order.lineItems.nodes.find((line: {title: string}) => line.title === 'Heart Rate Monitor');
    expect(monitor.customAttributes).toEqual(
      expect.arrayContaining([{key: '_addToCartItemListName', value: 'Rower PDP - x'}]),
    );
    expect(monitor.product).toMatchObject({
      productType: 'ACCESSORY',
      vendor: 'Keel',
      collections: {nodes: [{title: 'Accessories'}]},
    });
    expect(order.lineItems.nodes.find((line: {title: string}) => line.title === 'Cleaning Kit').quantity).toBe(2);
  });

  it('numbers orders #1001, #1002 … in sequence', async () => {
    const names: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const {cart} = await createCart([{merchandiseId: await variantId('seat-cushion'), quantity: 1}]);
      const response = await submit(cart!.checkoutUrl, US_ADDRESS);
      const orderId = /\/order\/(\d+)/.exec(response.headers.get('location') ?? '')?.[1];
      names.push(ok(await admin(ORDER_QUERY, {id: `gid://shopify/Order/${orderId}`})).order.name);
    }
    const [first, second] = names.map((name) => Number(name.slice(1)));
    expect(first).toBeGreaterThanOrEqual(1001);
    expect(second).toBe((first ?? 0) + 1);
  });

  it('returns a GB shopper to the en-GB confirmation page with a GBP order', async () => {
    const {cart} = await createCart([{merchandiseId: await variantId('rower-cover'), quantity: 1}], 'GB');
    const response = await submit(cart!.checkoutUrl, {
      ...US_ADDRESS,
      province: '',
      city: 'Bristol',
      zip: 'BS1 4DJ',
      phone: '',
      address2: '',
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toMatch(/^\/en-GB\/order\/\d+$/);
    const orderId = location.pathname.split('/').at(-1);
    const {order} = ok(await admin(ORDER_QUERY, {id: `gid://shopify/Order/${orderId}`}));
    expect(order.totalPriceSet.shopMoney).toEqual({amount: '89.0', currencyCode: 'GBP'});
    expect(order.shippingAddress).toMatchObject({
      country: 'United Kingdom',
      zip: 'BS1 4DJ',
      provinceCode: null,
      address2: null,
      phone: null,
    });
  });
});

describe('Admin API', () => {
  it('refuses a wrong or missing token with 401', async () => {
    expect((await admin('{ shop { name } }', {}, 'wrong')).status).toBe(401);
    expect((await admin('{ shop { name } }', {}, '')).status).toBe(401);
  });

  it('returns null for an unknown order', async () => {
    expect(ok(await admin(ORDER_QUERY, {id: 'gid://shopify/Order/1'})).order).toBeNull();
  });

  it('serves each package as a discount node whose metafield is the JSON of its products and image', async () => {
    const {discountNodes} = ok(
      await admin(`{ discountNodes(first: 10) { nodes { id discount { ... on DiscountAutomaticBasic { title } } } } }`),
    );
    const pro = discountNodes.nodes.find(
      (node: {discount: {title: string}}) => node.discount.title === 'Pro Complete Package',
    );
    const {discountNode} = ok(
      await admin(
        `query($id: ID!) { discountNode(id: $id) { id metafield(namespace: "custom", key: "package") { value } } }`,
        {id: pro.id},
      ),
    );
    const value = JSON.parse(discountNode.metafield.value) as {products: Array<{productId: string}>; imageUrl: string};
    expect(value.products).toHaveLength(6);
    expect(value.products[0]?.productId).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
    expect(value.imageUrl).toMatch(/^https?:\/\/.+/);
  });
});
