import {describe, expect, it} from 'vitest';
import {cartSummaryFigures} from './summary';

const US = {code: 'en-US'};
const GB = {code: 'en-GB'};
const cart = (full: number, total: number) => ({
  cost: {currencyCode: 'USD', full, total},
  items: {nativeBundles: [], allLineItems: []},
});

describe('cartSummaryFigures', () => {
  it.each([
    [
      'shows the saving as full minus total, and the monthly price in en-US (ceil of total / 48)',
      cart(2920, 2695),
      {full: 2920, savings: 225, codeDiscount: 0, total: 2695, monthly: 57},
    ],
    [
      'has no saving when nothing is discounted',
      cart(129, 129),
      {full: 129, savings: 0, codeDiscount: 0, total: 129, monthly: 3},
    ],
  ])('%s', (_does, inCart, figures) => {
    expect(cartSummaryFigures(inCart, US)).toEqual(figures);
  });

  it('never shows a negative saving, nor a full price under the total', () => {
    expect(cartSummaryFigures(cart(100, 120), US)).toMatchObject({full: 120, savings: 0, total: 120});
  });

  it('counts a native bundle at its components’ full price, so its saving shows', () => {
    // The Wave Starter Bundle line costs $1,903; its components cost $2,033 alone.
    const withBundle = {
      cost: {currencyCode: 'USD', full: 129 + 1903, total: 129 + 1903},
      items: {
        nativeBundles: [{lineItemId: 'line-2', cost: {full: 2033, total: 1903, discount: 130}}],
        allLineItems: [
          {id: {lineItem: 'line-1'}, cost: {full: 129}},
          {id: {lineItem: 'line-2'}, cost: {full: 1903}},
        ],
      },
    };
    expect(cartSummaryFigures(withBundle, US)).toMatchObject({full: 2162, savings: 130, total: 2032});
  });

  it('keeps a discount code out of the saving: it has its own row (decision 0076)', () => {
    // A Pro Complete Package ($2,695 after its $225 saving) with KEEL50: the total is $2,645.
    const coded = {
      ...cart(2920, 2645),
      discountCodes: [
        {code: 'KEEL50', applicable: true, amount: 50},
        {code: 'OTHER', applicable: false, amount: 0},
      ],
    };
    expect(cartSummaryFigures(coded, US)).toMatchObject({full: 2920, savings: 225, codeDiscount: 50, total: 2645});
    const codeOnly = {...cart(2495, 2445), discountCodes: [{code: 'KEEL50', applicable: true, amount: 50}]};
    expect(cartSummaryFigures(codeOnly, US)).toMatchObject({full: 2495, savings: 0, codeDiscount: 50, total: 2445});
  });

  it('has no monthly price in en-GB (rules:cart-quantities: financing is en-US only) nor for an empty total', () => {
    expect(cartSummaryFigures(cart(2672, 2469), GB).monthly).toBeNull();
    expect(cartSummaryFigures(cart(0, 0), US).monthly).toBeNull();
  });
});
