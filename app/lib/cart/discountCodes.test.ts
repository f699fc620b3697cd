import {describe, expect, it} from 'vitest';
import {CartActionSchema, discountCode} from './actions';
import {codesWith, codesWithout, refusedCodeMessages} from './discountCodes';

describe('discountCode (input)', () => {
  it('trims a typed code and refuses empty, over-long or markup input with a message', () => {
    expect(discountCode.parse('  keel50 ')).toBe('keel50');
    expect(discountCode.safeParse('').error?.issues[0]?.message).toBe('Enter a discount code');
    expect(discountCode.safeParse('x'.repeat(65)).success).toBe(false);
    expect(discountCode.safeParse('<script>').error?.issues[0]?.message).toMatch(/letters, numbers/);
    expect(discountCode.parse('SUMMER_2026 VIP-1')).toBe('SUMMER_2026 VIP-1');
  });

  it('is one of the cart actions, strict about its fields', () => {
    expect(CartActionSchema.safeParse({action: 'DiscountCodeAdd', code: 'KEEL50'}).success).toBe(true);
    expect(CartActionSchema.safeParse({action: 'DiscountCodeRemove', code: 'KEEL50'}).success).toBe(true);
    expect(CartActionSchema.safeParse({action: 'DiscountCodeAdd', code: 'KEEL50', amount: 500}).success).toBe(false);
    expect(CartActionSchema.safeParse({action: 'DiscountCodeAdd'}).success).toBe(false);
  });
});

describe('refusedCodeMessages', () => {
  it('says in plain words that an unknown code is not one', () => {
    expect(
      refusedCodeMessages(
        ['NOPE'],
        [{code: 'NOPE', applicable: false}],
        [{code: 'DISCOUNT_NOT_FOUND', message: 'Enter a valid discount code'}],
      ),
    ).toEqual([
      {code: 'NOPE', message: '“NOPE” isn’t a discount code we recognise. Check the spelling and try again.'},
    ]);
  });

  it('says a code needs a larger order when the cart is under its minimum', () => {
    expect(
      refusedCodeMessages(
        ['KEEL50'],
        [{code: 'KEEL50', applicable: false}],
        [{code: 'DISCOUNT_PURCHASE_NOT_IN_RANGE'}],
      )[0]?.message,
    ).toBe('“KEEL50” needs a larger order: your cart is below the code’s minimum spend.');
  });

  it('answers nothing for a code that applies (in any case), and a plain fallback without a reason', () => {
    expect(refusedCodeMessages(['keel50'], [{code: 'KEEL50', applicable: true}], [])).toEqual([]);
    expect(
      refusedCodeMessages(['X1'], [{code: 'X1', applicable: false}], [{code: 'MERCHANDISE_OUT_OF_STOCK'}]),
    ).toEqual([{code: 'X1', message: '“X1” can’t be used with this cart.'}]);
  });
});

describe('codesWith / codesWithout', () => {
  it('adds a code after those on the cart without duplicating it, and removes one in any case', () => {
    const held = [{code: 'KEEL50', applicable: true}];
    expect(codesWith(held, 'keel50')).toEqual(['keel50']);
    expect(codesWith(held, 'SPRING')).toEqual(['KEEL50', 'SPRING']);
    expect(codesWithout(held, 'keel50')).toEqual([]);
  });
});
