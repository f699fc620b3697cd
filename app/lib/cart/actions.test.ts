import {describe, expect, it} from 'vitest';
import {appendLocation, parseCartAction, planAdd, planUpdate, type CartActionInput, type PlannerLine} from './actions';

const V = (n: number) => `gid://shopify/ProductVariant/${n}`;
const L = (n: number) => `gid://shopify/CartLine/line-${n}?cart=abc`;

function parse(input: unknown) {
  return parseCartAction(JSON.stringify(input), 'application/json');
}

function add(
  lines: Array<{merchandiseId: string; quantity: number; attributes?: Array<{key: string; value: string}>}>,
  location = 'PDP',
) {
  const result = parse({action: 'LinesAdd', location, lines});
  if (!result.ok) throw new Error(result.message);
  return result.input as Extract<CartActionInput, {action: 'LinesAdd'}>;
}

describe('parseCartAction: bad input is a clear 4xx', () => {
  it('accepts a valid add, from JSON or from a CartForm field', () => {
    expect(parse({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(300101), quantity: 2}]}).ok).toBe(
      true,
    );
    const form = new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesRemove', lineIds: [L(1)]}),
    }).toString();
    expect(parseCartAction(form, 'application/x-www-form-urlencoded').ok).toBe(true);
  });

  it.each([
    [
      'a negative quantity',
      {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: -1}]},
      'at least 1',
    ],
    ['11', {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: 11}]}, 'at most 10'],
    ['1e9', {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: 1e9}]}, 'at most 10'],
    [
      'a fraction',
      {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: 1.5}]},
      'whole number',
    ],
    [
      'a non-numeric quantity',
      {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: 'two'}]},
      'must be a number',
    ],
    [
      'an unknown variant id',
      {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: 'gid://shopify/Product/1', quantity: 1}]},
      'Unknown product variant',
    ],
    [
      'a forged attribute key',
      {
        action: 'LinesAdd',
        location: 'PDP',
        lines: [{merchandiseId: V(1), quantity: 1, attributes: [{key: '_price', value: '1'}]}],
      },
      'not accepted',
    ],
    [
      'a forged price field',
      {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: V(1), quantity: 1, price: 1}]},
      '',
    ],
    ['an unknown action', {action: 'EmptyTheShop'}, ''],
    ['a negative update', {action: 'LinesUpdate', lines: [{id: L(1), quantity: -2}]}, 'at least 0'],
  ])('refuses %s', (_, body, message) => {
    const result = parse(body);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.status).toBe(400);
      expect(result.message).toContain(message);
    }
  });

  it('refuses an over-long attribute value, an oversized body, malformed JSON and other content types', () => {
    expect(
      parse({
        action: 'LinesAdd',
        location: 'PDP',
        lines: [{merchandiseId: V(1), quantity: 1, attributes: [{key: '_packageName', value: 'x'.repeat(501)}]}],
      }).ok,
    ).toBe(false);
    const huge = parseCartAction(
      JSON.stringify({action: 'LinesAdd', location: 'x'.repeat(20_000), lines: []}),
      'application/json',
    );
    expect(huge).toEqual({ok: false, status: 413, message: 'The request is too large.'});
    expect(parseCartAction('{"action":', 'application/json')).toMatchObject({ok: false, status: 400});
    expect(parseCartAction('<xml/>', 'text/xml')).toMatchObject({ok: false, status: 415});
  });
});

describe('planAdd (rules:cart-states, rules:cart-rules)', () => {
  const cart: PlannerLine[] = [
    {id: L(1), merchandiseId: V(300101), quantity: 7, attributes: [{key: '_addToCartLocation', value: 'PDP'}]},
    {
      id: L(2),
      merchandiseId: V(100101),
      quantity: 1,
      attributes: [
        {key: '_configuratorId', value: 'cfg'},
        {key: '_isRower', value: 'true'},
      ],
    },
  ];

  it('increases a line of the same variant without a configurator and appends the location', () => {
    const plan = planAdd(cart, add([{merchandiseId: V(300101), quantity: 2}], 'mini cart'));
    expect(plan.update).toEqual([
      {id: L(1), quantity: 9, attributes: [{key: '_addToCartLocation', value: 'PDP,mini cart'}]},
    ]);
    expect(plan.add).toEqual([]);
  });

  it('caps the add so a variant never passes 10', () => {
    const plan = planAdd(cart, add([{merchandiseId: V(300101), quantity: 5}]));
    expect(plan.update[0]?.quantity).toBe(10);
    expect(plan.capped).toEqual([{merchandiseId: V(300101), requested: 5, added: 3}]);
    const full = planAdd([{...cart[0]!, quantity: 10}], add([{merchandiseId: V(300101), quantity: 1}]));
    expect(full.update).toEqual([]);
    expect(full.add).toEqual([]);
    expect(full.capped[0]?.added).toBe(0);
  });

  it('adds a new line with the location when the same variant sits in a configurator line', () => {
    const plan = planAdd(cart, add([{merchandiseId: V(100101), quantity: 1}]));
    expect(plan.add).toEqual([
      {merchandiseId: V(100101), quantity: 1, attributes: [{key: '_addToCartLocation', value: 'PDP'}]},
    ]);
  });

  it('always adds configurator lines as new lines with their attributes', () => {
    const attributes = [
      {key: '_configuratorId', value: 'cfg-2'},
      {key: '_bundle_sku', value: 'keel-pro-complete'},
    ];
    const plan = planAdd(cart, add([{merchandiseId: V(300101), quantity: 1, attributes}], 'Configurator'));
    expect(plan.add[0]?.attributes).toEqual([...attributes, {key: '_addToCartLocation', value: 'Configurator'}]);
    expect(plan.update).toEqual([]);
  });
});

describe('planUpdate (rules:cart-states)', () => {
  const cart: PlannerLine[] = [
    {id: L(1), merchandiseId: V(300101), quantity: 3, attributes: [{key: '_addToCartLocation', value: 'PDP'}]},
  ];
  const update = (quantity: number, source: string = 'cart') => {
    const result = parse({action: 'LinesUpdate', source, lines: [{id: L(1), quantity}]});
    if (!result.ok) throw new Error(result.message);
    return planUpdate(cart, result.input as Extract<CartActionInput, {action: 'LinesUpdate'}>);
  };

  it('removes a line decremented to 0', () => {
    expect(update(0)).toEqual({update: [], remove: [L(1)], unknown: []});
  });

  it("appends 'Cart' on a decrement and 'mini cart (variant)' on an increment", () => {
    expect(update(2).update[0]?.attributes).toEqual([{key: '_addToCartLocation', value: 'PDP,Cart'}]);
    expect(update(4, 'slim').update[0]?.attributes).toEqual([
      {key: '_addToCartLocation', value: 'PDP,mini cart (slim)'},
    ]);
    expect(update(4, 'original').update[0]?.attributes).toEqual([
      {key: '_addToCartLocation', value: 'PDP,mini cart (original)'},
    ]);
  });

  it('reports unknown lines and ignores no-op updates', () => {
    const result = parse({action: 'LinesUpdate', lines: [{id: L(9), quantity: 1}]});
    if (!result.ok) throw new Error(result.message);
    expect(planUpdate(cart, result.input as Extract<CartActionInput, {action: 'LinesUpdate'}>).unknown).toEqual([L(9)]);
    expect(update(3)).toEqual({update: [], remove: [], unknown: []});
  });

  it('joins locations with commas', () => {
    expect(appendLocation(undefined, 'PDP')).toBe('PDP');
    expect(appendLocation('PDP', 'Cart')).toBe('PDP,Cart');
  });
});
