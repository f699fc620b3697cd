import {beforeAll, beforeEach, describe, expect, it} from 'vitest';
import {cartClient, useShop, variant, type LineItem} from './harness';

/**
 * rules:errors-cart-codes's cart failures as the shop answers them (decision 0093): the
 * commerce backend refuses one mutation (userErrors) or fails (500s), and
 * the shopper gets a status, one sentence and the cart as it is, while the
 * worker logs exactly one line with the spec's code and wording.
 */

const output: string[] = [];
const shop = useShop({}, (line) => output.push(line));
let cookie = '';
const cart = () => cartClient(shop().worker, cookie);

/** The commerce backend refuses `operation` as Shopify does: no change, one userError. */
const refuse = (operation: string) =>
  shop().proxy.answerWith(({body}) =>
    body.includes(`mutation ${operation}(`)
      ? {
          json: {
            data: {
              [operation]: {
                cart: null,
                userErrors: [{code: 'INVALID', field: null, message: 'Injected refusal'}],
                warnings: [],
              },
            },
          },
        }
      : undefined,
  );

const summary = (lines: LineItem[]) => lines.map((line) => [line.id.productVariant, line.quantity]);
const logged = (code: string) => output.filter((line) => line.includes(`[${code}]`));

beforeAll(async () => {
  const client = cartClient(shop().worker);
  expect(
    (await client.post({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300101), quantity: 2}]}))
      .status,
  ).toBe(200);
  cookie = client.cookie;
}, 60_000);

beforeEach(async () => {
  output.length = 0;
  shop().proxy.answerWith(null);
  await shop().proxy.setMode('pass');
});

describe('a cart change the commerce backend refuses', () => {
  it('HY-S5018: a refused remove answers 422, says so, keeps the line and logs once with the user agent and cookieEnabled', async () => {
    const before = await cart().lines();
    refuse('cartLinesRemove');
    const answer = await cart().post({action: 'LinesRemove', lineIds: [before[0]?.id.lineItem]});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(['We couldn’t remove that item. Please try again.']);
    expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
    expect(logged('HY-S5018')).toHaveLength(1);
    expect(logged('HY-S5018')[0]).toMatch(
      /^\[HY-S5018\] Remove-from-cart failure .*"cookieEnabled":true.*"userAgent":/,
    );
    shop().proxy.answerWith(null);
    expect(summary(await cart().lines())).toEqual(summary(before));
  });

  it('HY-S5019: a refused update answers 422 with the cart as it is, not an empty list, and logs once', async () => {
    const before = await cart().lines();
    refuse('cartLinesUpdate');
    const answer = await cart().post({action: 'LinesUpdate', lines: [{id: before[0]?.id.lineItem, quantity: 1}]});
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(['We couldn’t update your cart. Please try again.']);
    expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
    expect(logged('HY-S5019')).toHaveLength(1);
    expect(logged('HY-S5019')[0]).toMatch(/^\[HY-S5019\] Update-cart failure .*"cookieEnabled":true.*"userAgent":/);
  });

  it('HY-S5007: a refused add answers 422 with a sentence, not null, and logs once', async () => {
    const before = await cart().lines();
    refuse('cartLinesAdd');
    const answer = await cart().post({
      action: 'LinesAdd',
      location: 'PDP',
      lines: [{merchandiseId: variant(300201), quantity: 1}],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(['We couldn’t add that to your cart. Please try again.']);
    expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
    expect(logged('HY-S5007')).toHaveLength(1);
    expect(logged('HY-S5007')[0]).toMatch(/^\[HY-S5007\] \[Shopify API\] - Add to Cart Error Response .*"userAgent":/);
  });

  it('HY-S5007: a refused configurator add (a rower bundle) answers 422 for the configurator to show, and logs once', async () => {
    const before = await cart().lines();
    refuse('cartLinesAdd');
    const bundle = [
      {key: '_configuratorId', value: 'configurator-keel-pro:test'},
      {key: '_bundle_sku', value: 'keel-pro-essentials'},
    ];
    const answer = await cart().post({
      action: 'LinesAdd',
      location: 'Configurator',
      lines: [
        {merchandiseId: variant(100101), quantity: 1, attributes: [...bundle, {key: '_isRower', value: 'true'}]},
        {merchandiseId: variant(300201), quantity: 1, attributes: bundle},
      ],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(['We couldn’t add that to your cart. Please try again.']);
    expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
    expect(logged('HY-S5007')).toHaveLength(1);
  });
});

const remove = (id: string) => ({action: 'LinesRemove', lineIds: [id]});
const update = (id: string) => ({action: 'LinesUpdate', lines: [{id, quantity: 1}]});
const add = () => ({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300201), quantity: 1}]});

describe('a cart change while the commerce backend fails', () => {
  it.each([
    ['HY-S5018', 'Remove-from-cart failure', remove],
    ['HY-S5019', 'Update-cart failure', update],
  ])(
    '%s: a 500 answers 503 with the cart as it is and logs once in the spec’s wording',
    async (code, wording, body) => {
      const before = await cart().lines();
      // The read before the change passes; the change itself meets a failing backend.
      shop().proxy.answerWith(({body: sent}) =>
        sent.includes('mutation cartLines')
          ? {status: 500, json: {errors: [{message: 'Injected failure'}]}}
          : undefined,
      );
      const answer = await cart().post(body(before[0]?.id.lineItem ?? ''));
      expect(answer.status).toBe(503);
      expect(answer.body.errors).toEqual(['Your cart could not be updated just now. Please check it and try again.']);
      expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
      expect(logged(code)).toHaveLength(1);
      expect(logged(code)[0]).toMatch(new RegExp(`^\\[${code}\\] ${wording} .*"cookieEnabled":true.*"userAgent":`));
    },
  );

  it.each([
    ['HY-S5018', 'cartLinesRemove', remove],
    ['HY-S5019', 'cartLinesUpdate', update],
    ['HY-S5007', 'cartLinesAdd', add],
  ])(
    '%s: GraphQL errors instead of a %s payload are a failure too: 502, the cart as it is, one log line',
    async (code, operation, body) => {
      const before = await cart().lines();
      shop().proxy.answerWith(({body: sent}) =>
        sent.includes(`mutation ${operation}(`) ? {json: {errors: [{message: 'Injected failure'}]}} : undefined,
      );
      const answer = await cart().post(body(before[0]?.id.lineItem ?? ''));
      expect(answer.status).toBe(502);
      expect(answer.body.errors).toEqual(['Your cart could not be updated just now. Please check it and try again.']);
      expect(summary(answer.body.cart?.items.allLineItems ?? [])).toEqual(summary(before));
      expect(logged(code)).toHaveLength(1);
      expect(logged(code)[0]).toContain('Injected failure');
    },
  );
});
