import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createTestWorker, ORIGIN, workerForFile} from './harness';

/**
 * The links merchants share, in workerd (decisions 0128, 0129): discount
 * links and cart permalinks change the cart through the cart action, refuse
 * bad input with a 4xx page in plain words, and leave a refused shopper's
 * cart exactly as it was.
 */

const worker = workerForFile();

const MAT = 'gid://shopify/ProductVariant/300101';
const PRO_BLACK = 'gid://shopify/ProductVariant/100101';

interface CartView {
  totalQuantity: number;
  cost: {total: number; currencyCode: string};
  discountCodes: Array<{code: string; applicable: boolean}>;
  items: {allLineItems: Array<{quantity: number; path: string; attributes: Array<{key: string; value: string}>}>};
}

/** A shopper: keeps the cookies the worker sets, like a browser. */
function shopper(on: () => Miniflare = () => worker) {
  let cookie = '';
  const remember = (response: {headers: Headers}) => {
    const jar = new Map(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=', 2);
      jar.set(name, value);
    }
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  };
  return {
    /** Follows a link as a browser's address bar does (no redirect followed). */
    async open(path: string) {
      const response = await on().dispatchFetch(`${ORIGIN}${path}`, {
        headers: {Cookie: cookie, Accept: 'text/html'},
        redirect: 'manual',
      });
      remember(response as unknown as {headers: Headers});
      return {
        status: response.status,
        location: response.headers.get('location'),
        html: await response.text(),
        cacheControl: response.headers.get('cache-control'),
      };
    },
    async add(variantId: string, quantity = 1, at = '') {
      const response = await on().dispatchFetch(`${ORIGIN}${at}/api/cart`, {
        method: 'POST',
        headers: {'Content-Type': 'application/json', Cookie: cookie},
        body: JSON.stringify({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variantId, quantity}]}),
      });
      remember(response as unknown as {headers: Headers});
      expect(response.status).toBe(200);
      return ((await response.json()) as {cart: CartView}).cart;
    },
    async cart(at = '') {
      const response = await on().dispatchFetch(`${ORIGIN}${at}/api/cart`, {headers: {Cookie: cookie}});
      return ((await response.json()) as {cart: CartView | null}).cart;
    },
  };
}

/** The shape of a cart that a refused link must not change. */
const snapshot = (cart: CartView | null) =>
  cart && {
    total: cart.cost.total,
    lines: cart.items.allLineItems.map((line) => [line.path, line.quantity]),
    codes: cart.discountCodes,
  };

describe('discount links', () => {
  it('adds the code to a new cart and goes home; the code takes $50 off once a Pro rower is added', async () => {
    const me = shopper();
    const opened = await me.open('/discount/KEEL50');
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/');
    expect((await me.cart())?.discountCodes).toEqual([expect.objectContaining({code: 'KEEL50', applicable: false})]);
    const cart = await me.add(PRO_BLACK);
    expect(cart.cost).toMatchObject({currencyCode: 'USD', total: 2445});
  });

  it('continues to a local redirect in the link’s locale, with the campaign’s parameters', async () => {
    const me = shopper();
    await me.add(MAT, 1, '/en-GB');
    const opened = await me.open('/en-GB/discount/keel50?redirect=/products/rowers/keel-pro-rower&utm_source=email');
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/en-GB/products/rowers/keel-pro-rower?utm_source=email');
    expect((await me.cart('/en-GB'))?.discountCodes.map((held) => held.code)).toEqual(['keel50']);
  });

  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example'])(
    'never redirects off the shop (%s)',
    async (attempt) => {
      const opened = await shopper().open(`/discount/KEEL50?redirect=${encodeURIComponent(attempt)}`);
      expect(opened.status).toBe(303);
      expect(opened.location).toBe('/');
    },
  );

  it('refuses an unknown code in the cart page’s words and leaves the cart as it was', async () => {
    const me = shopper();
    await me.add(MAT, 2);
    const before = snapshot(await me.cart());
    const opened = await me.open('/discount/NOT-A-CODE');
    expect(opened.status).toBe(422);
    expect(opened.cacheControl).toBe('no-store');
    expect(opened.html).toContain('“NOT-A-CODE” isn’t a discount code we recognise. Check the spelling and try again.');
    expect(snapshot(await me.cart())).toEqual(before);
  });

  it('refuses an unknown code for a shopper without a cart, and gives them none', async () => {
    const me = shopper();
    const opened = await me.open('/discount/NOT-A-CODE?redirect=/listings/rowers/');
    expect(opened.status).toBe(422);
    expect(opened.html).toContain('“NOT-A-CODE” isn’t a discount code we recognise.');
    expect(await me.cart()).toBeNull();
  });

  it.each([
    ['markup', '%3Cscript%3E', 'Discount codes use only letters, numbers, spaces, - and _'],
    ['an over-long code', 'A'.repeat(65), 'Discount codes are at most 64 characters'],
    ['a quote', 'KEEL50%22', 'Discount codes use only letters, numbers, spaces, - and _'],
  ])('refuses %s with a 400 and the cart untouched', async (_, code, message) => {
    const me = shopper();
    await me.add(MAT);
    const before = snapshot(await me.cart());
    const opened = await me.open(`/discount/${code}`);
    expect(opened.status).toBe(400);
    expect(opened.html).toContain(message);
    expect(snapshot(await me.cart())).toEqual(before);
  });
});

describe('cart permalinks', () => {
  it('builds a cart of two mats at $258 and opens the cart page', async () => {
    const me = shopper();
    const opened = await me.open('/cart/300101:2');
    expect(opened.status).toBe(303);
    expect(opened.location).toBe('/cart');
    const cart = await me.cart();
    expect(cart?.cost).toMatchObject({currencyCode: 'USD', total: 258});
    expect(cart?.items.allLineItems).toEqual([
      expect.objectContaining({
        path: 'rower-mat',
        quantity: 2,
        attributes: [{key: '_addToCartLocation', value: 'Cart permalink'}],
      }),
    ]);
  });

  it('builds it in pounds on the UK site and opens the UK cart', async () => {
    const me = shopper();
    const opened = await me.open('/en-GB/cart/300101:2,300201:1');
    expect(opened.location).toBe('/en-GB/cart');
    expect((await me.cart('/en-GB'))?.cost).toMatchObject({currencyCode: 'GBP', total: 309});
  });

  it('replaces the cart the shopper had, as Shopify’s permalinks do', async () => {
    const me = shopper();
    await me.add(PRO_BLACK);
    await me.open('/cart/300101:1');
    expect(snapshot(await me.cart())).toEqual({total: 129, lines: [['rower-mat', 1]], codes: []});
  });

  it('honours ?discount= and reads past the extras it ignores on purpose', async () => {
    const me = shopper();
    const opened = await me.open(
      '/cart/100101:1?discount=KEEL50&payment=shop_pay&note=hi&attributes%5Bgift%5D=yes&ref=partner',
    );
    expect(opened.status).toBe(303);
    expect((await me.cart())?.cost.total).toBe(2445);
  });

  it('builds the cart but says so when its ?discount= is not a code', async () => {
    const me = shopper();
    const opened = await me.open('/cart/300101:1?discount=NOPE');
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('“NOPE” isn’t a discount code we recognise.');
    expect(snapshot(await me.cart())).toEqual({total: 129, lines: [['rower-mat', 1]], codes: []});
  });

  it('caps a variant at 10 across repeated lines and says so', async () => {
    const me = shopper();
    const opened = await me.open('/cart/300101:6,300101:6');
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('You can have up to 10 of an item in your cart');
    expect((await me.cart())?.totalQuantity).toBe(10);
  });

  it.each([
    ['quantity 0', '300101:0', 400, 'Quantity must be at least 1'],
    ['a negative quantity', '300101:-1', 400, 'Quantity must be at least 1'],
    ['a huge quantity', '300101:999999999999', 400, 'Quantity can be at most 10'],
    ['no quantity', '300101', 400, 'This link’s list of items isn’t one we can read.'],
    ['a malformed list', '300101:1;300201:1', 400, 'This link’s list of items isn’t one we can read.'],
    ['letters for a variant', 'mat:1', 400, 'This link’s list of items isn’t one we can read.'],
    ['21 lines', Array.from({length: 21}, (_, index) => `${300101 + index}:1`).join(','), 400, 'at most 20'],
    ['a bad ?discount=', '300101:1?discount=%3Cb%3E', 400, 'Discount codes use only letters, numbers, spaces, - and _'],
    ['an unknown variant', '300101:1,999999:1', 422, 'One of the items in this link isn’t in our shop any more'],
    [
      'a sold-out variant',
      '300101:1,300601:1',
      409,
      'Adjustable Dumbbell Set is sold out, so we couldn’t build your cart from this link.',
    ],
    ['a sold-out colour', '100103:1', 409, 'Keel Pro Rower (Forest) is sold out'],
  ])('refuses %s in plain words and leaves the cart as it was', async (_, lines, status, message) => {
    const me = shopper();
    await me.add(MAT, 3);
    const before = snapshot(await me.cart());
    const opened = await me.open(`/cart/${lines}`);
    expect(opened.status).toBe(status);
    expect(opened.cacheControl).toBe('no-store');
    expect(opened.html).toContain(message);
    expect(snapshot(await me.cart())).toEqual(before);
  });
});

describe('the cart’s rate limit', () => {
  let limited: Miniflare;

  beforeAll(async () => {
    limited = createTestWorker({RATE_LIMIT_PER_MINUTE: '2'});
    await limited.ready;
  });

  afterAll(async () => {
    await limited.dispose();
  });

  it('counts links in the cart’s bucket: past it, a 429 page with Retry-After and the cart as it was', async () => {
    const me = shopper(() => limited);
    expect((await me.open('/cart/300101:1')).status).toBe(303);
    expect((await me.open('/discount/KEEL50')).status).toBe(303);
    for (const path of ['/discount/KEEL50', '/cart/300201:1']) {
      const opened = await me.open(path);
      expect(opened.status).toBe(429);
      expect(opened.html).toContain('Too many requests. Please wait a moment and try again.');
    }
    expect(snapshot(await me.cart())).toEqual({
      total: 129,
      lines: [['rower-mat', 1]],
      codes: [expect.objectContaining({code: 'KEEL50'})],
    });
  });
});
