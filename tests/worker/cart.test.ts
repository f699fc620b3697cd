import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

/**
 * The cart action route in workerd: every action, and each bad input
 * answering 4xx with the cart unchanged (issue: cart, checkout and order).
 */

const worker = workerForFile();

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;
const MAT = V(300101);
const HRM = V(300201);
const PRO_RIVER = V(100102);

interface CartBody {
  cart: {
    totalQuantity: number;
    cost: {total: number; currencyCode: string};
    items: {
      allLineItems: Array<{
        id: {lineItem: string};
        path: string;
        quantity: number;
        attributes: Array<{key: string; value: string}>;
      }>;
    };
  } | null;
  errors: string[];
  notices: string[];
  changed?: {POSITIVE: boolean; NEGATIVE: boolean; EITHER: boolean};
}

/** A shopper: keeps the cookies the worker sets, like a browser. */
function shopper(prefix = '') {
  let cookie = '';
  const remember = (response: Response) => {
    const set = response.headers.getSetCookie?.() ?? [];
    const jar = new Map(
      cookie
        .split('; ')
        .filter(Boolean)
        .map((pair) => pair.split('=', 2) as [string, string]),
    );
    for (const header of set) {
      const [pair = ''] = header.split(';');
      const [name = '', value = ''] = pair.split('=', 2);
      jar.set(name, value);
    }
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  };
  return {
    /** Posts a cart change; `at` posts it on the other site (its locale prefix). */
    async post(body: unknown, init: {raw?: string; contentType?: string; at?: string} = {}) {
      const response = await worker.dispatchFetch(`${ORIGIN}${init.at ?? prefix}/api/cart`, {
        method: 'POST',
        headers: {'Content-Type': init.contentType ?? 'application/json', Cookie: cookie},
        body: init.raw ?? JSON.stringify(body),
      });
      remember(response as unknown as Response);
      return {status: response.status, body: (await response.json()) as CartBody};
    },
    async cart(at = prefix) {
      const response = await worker.dispatchFetch(`${ORIGIN}${at}/api/cart`, {headers: {Cookie: cookie}});
      return ((await response.json()) as {cart: CartBody['cart']}).cart;
    },
    /** A page, as the browser gets it: its status and HTML. */
    async page(path: string) {
      const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers: {Cookie: cookie, Accept: 'text/html'}});
      remember(response as unknown as Response);
      return {status: response.status, html: await response.text()};
    },
  };
}

const addLines = (lines: unknown[], location = 'PDP') => ({action: 'LinesAdd', location, lines});

describe('cart actions in workerd', () => {
  it('adds, merges, updates and removes lines, fetching the cart after each change', async () => {
    const me = shopper();
    const first = await me.post(addLines([{merchandiseId: MAT, quantity: 1}]));
    expect(first.status).toBe(200);
    expect(first.body.cart?.totalQuantity).toBe(1);
    expect(first.body.cart?.cost).toEqual({currencyCode: 'USD', full: 129, total: 129});

    const merged = await me.post(addLines([{merchandiseId: MAT, quantity: 2}], 'mini cart'));
    const mat = merged.body.cart?.items.allLineItems[0];
    expect(mat?.quantity).toBe(3);
    expect(mat?.attributes).toContainEqual({key: '_addToCartLocation', value: 'PDP,mini cart'});

    const down = await me.post({action: 'LinesUpdate', lines: [{id: mat?.id.lineItem, quantity: 2}]});
    expect(down.body.cart?.items.allLineItems[0]?.attributes).toContainEqual({
      key: '_addToCartLocation',
      value: 'PDP,mini cart,Cart',
    });

    const removed = await me.post({action: 'LinesUpdate', lines: [{id: mat?.id.lineItem, quantity: 0}]});
    expect(removed.body.cart?.items.allLineItems).toEqual([]);
  });

  it('caps a variant at 10 in the cart and says so', async () => {
    const me = shopper();
    await me.post(addLines([{merchandiseId: HRM, quantity: 8}]));
    const capped = await me.post(addLines([{merchandiseId: HRM, quantity: 5}]));
    expect(capped.status).toBe(200);
    expect(capped.body.cart?.totalQuantity).toBe(10);
    expect(capped.body.notices[0]).toContain('up to 10');
    expect(capped.body.changed).toEqual({POSITIVE: true, NEGATIVE: false, EITHER: true});
    const full = await me.post(addLines([{merchandiseId: HRM, quantity: 1}]));
    expect(full.body.cart?.totalQuantity).toBe(10);
    // rules:cart-states's cart-changed check: nothing fitted, so the add changed nothing (the page opens no mini cart for it).
    expect(full.body.changed).toEqual({POSITIVE: false, NEGATIVE: false, EITHER: false});
    const fewer = await me.post({
      action: 'LinesUpdate',
      lines: [{id: full.body.cart?.items.allLineItems[0]?.id.lineItem, quantity: 9}],
    });
    expect(fewer.body.changed).toEqual({POSITIVE: false, NEGATIVE: true, EITHER: true});
  });

  it('removes lines by id', async () => {
    const me = shopper();
    const added = await me.post(
      addLines([
        {merchandiseId: MAT, quantity: 1},
        {merchandiseId: HRM, quantity: 1},
      ]),
    );
    const [one] = added.body.cart?.items.allLineItems ?? [];
    const removed = await me.post({action: 'LinesRemove', lineIds: [one?.id.lineItem]});
    expect(removed.body.cart?.items.allLineItems.map((line) => line.path)).toEqual(['heart-rate-monitor']);
  });

  it('prices a GB shopper’s cart in GBP', async () => {
    const me = shopper('/en-GB');
    const added = await me.post(
      addLines([{merchandiseId: PRO_RIVER, quantity: 1, attributes: [{key: '_isRower', value: 'true'}]}]),
    );
    expect(added.body.cart?.cost).toMatchObject({currencyCode: 'GBP', total: 2295});
  });

  // rules:cart-fields: the buyer identity follows the locale, so a cart made on one site is moved to the other's market
  // when read there; Shopify's cartBuyerIdentityUpdate answers without the lines, so the cart is read again.
  it.each([
    ['the US site to the UK site', '', '/en-GB', {currencyCode: 'GBP', full: 115, total: 115}, '£115'],
    ['the UK site to the US site', '/en-GB', '', {currencyCode: 'USD', full: 129, total: 129}, '$129'],
  ])('moves a cart from %s whole: page, GET /api/cart and the next change', async (_, from, to, cost, shown) => {
    const me = shopper(from);
    await me.post(addLines([{merchandiseId: MAT, quantity: 1}]));

    const page = await me.page(`${to}/cart`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Rower Mat');
    expect(page.html).toContain(shown);

    const moved = await me.cart(to);
    expect(moved?.cost).toEqual(cost);
    expect(moved?.items.allLineItems.map((line) => [line.path, line.quantity])).toEqual([['rower-mat', 1]]);
  });

  it.each([
    ['the US site to the UK site', '', '/en-GB', {currencyCode: 'GBP', full: 115, total: 115}],
    ['the UK site to the US site', '/en-GB', '', {currencyCode: 'USD', full: 129, total: 129}],
  ])(
    'moves a cart from %s whole when its first read there is the mini cart’s or a change',
    async (_, from, to, cost) => {
      const reader = shopper(from);
      await reader.post(addLines([{merchandiseId: MAT, quantity: 1}]));
      const read = await reader.cart(to);
      expect(read?.cost).toEqual(cost);
      expect(read?.items.allLineItems.map((line) => line.path)).toEqual(['rower-mat']);

      const changer = shopper(from);
      await changer.post(addLines([{merchandiseId: MAT, quantity: 1}]));
      const changed = await changer.post(addLines([{merchandiseId: HRM, quantity: 1}]), {at: to});
      expect(changed.status).toBe(200);
      expect(changed.body.cart?.cost.currencyCode).toBe(cost.currencyCode);
      expect(changed.body.cart?.items.allLineItems.map((line) => line.path).sort()).toEqual([
        'heart-rate-monitor',
        'rower-mat',
      ]);
    },
  );

  it.each([
    ['a negative quantity', addLines([{merchandiseId: MAT, quantity: -1}])],
    ['a quantity of 11', addLines([{merchandiseId: MAT, quantity: 11}])],
    ['a quantity of 1e9', addLines([{merchandiseId: MAT, quantity: 1e9}])],
    ['a non-numeric quantity', addLines([{merchandiseId: MAT, quantity: 'lots'}])],
    ['an unknown variant id', addLines([{merchandiseId: 'gid://shopify/Product/3001', quantity: 1}])],
    [
      'a forged attribute key',
      addLines([{merchandiseId: MAT, quantity: 1, attributes: [{key: '_priceOverride', value: '0'}]}]),
    ],
    ['a forged price', addLines([{merchandiseId: MAT, quantity: 1, price: '0.01'}])],
    ['an unknown action', {action: 'DiscountEverything'}],
  ])('answers %s with 400 and leaves the cart unchanged', async (_, body) => {
    const me = shopper();
    await me.post(addLines([{merchandiseId: MAT, quantity: 1}]));
    const before = await me.cart();
    const response = await me.post(body);
    expect(response.status).toBe(400);
    expect(response.body.errors[0]).toBeTruthy();
    expect(await me.cart()).toEqual(before);
  });

  it('answers an oversized or malformed body with 413 / 400 and leaves the cart unchanged', async () => {
    const me = shopper();
    await me.post(addLines([{merchandiseId: MAT, quantity: 1}]));
    const before = await me.cart();
    expect(
      (
        await me.post(null, {
          raw: JSON.stringify(
            addLines([
              {merchandiseId: MAT, quantity: 1, attributes: [{key: '_packageName', value: 'x'.repeat(40_000)}]},
            ]),
          ),
        })
      ).status,
    ).toBe(413);
    expect((await me.post(null, {raw: '{"action":"LinesAdd",'})).status).toBe(400);
    expect((await me.post(null, {raw: 'quantity=5', contentType: 'text/plain'})).status).toBe(415);
    expect(await me.cart()).toEqual(before);
  });

  it('answers an update of a line that is not in the cart with 404 and the cart as it is', async () => {
    const me = shopper();
    await me.post(addLines([{merchandiseId: MAT, quantity: 1}]));
    const response = await me.post({
      action: 'LinesUpdate',
      lines: [{id: 'gid://shopify/CartLine/not-here?cart=x', quantity: 2}],
    });
    expect(response.status).toBe(404);
    expect(response.body.cart?.totalQuantity).toBe(1);
  });

  it('applies KEEL50 under the cart lock, refuses an unknown code in plain words without dropping it, and removes it (decision 0076)', async () => {
    const me = shopper('/en-GB');
    await me.post(addLines([{merchandiseId: PRO_RIVER, quantity: 1}]));
    const full = (await me.cart())?.cost.total ?? 0;

    const applied = await me.post({action: 'DiscountCodeAdd', code: ' keel50 '});
    expect(applied.status).toBe(200);
    expect(applied.body.errors).toEqual([]);
    expect(applied.body.cart?.cost.total).toBe(full - 50);
    expect(applied.body.cart?.cost.currencyCode).toBe('GBP');

    const unknown = await me.post({action: 'DiscountCodeAdd', code: 'NOPE'});
    expect(unknown.status).toBe(200);
    expect(unknown.body.errors).toEqual([
      '“NOPE” isn’t a discount code we recognise. Check the spelling and try again.',
    ]);
    expect(unknown.body.cart?.cost.total).toBe(full - 50);
    expect(
      (unknown.body.cart as unknown as {discountCodes: Array<{code: string}>}).discountCodes.map((entry) => entry.code),
    ).toEqual(['keel50']);

    const removed = await me.post({action: 'DiscountCodeRemove', code: 'KEEL50'});
    expect(removed.body.cart?.cost.total).toBe(full);

    expect((await me.post({action: 'DiscountCodeAdd', code: '<b>x</b>'})).status).toBe(400);
    expect((await me.post({action: 'DiscountCodeAdd', code: ''})).body.errors).toEqual(['Enter a discount code']);
  });
});
