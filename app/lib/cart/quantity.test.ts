import {describe, expect, it} from 'vitest';
import {canDecrement, canIncrement, cappedAddQuantity, clampTypedQuantity, quantityButtons} from './quantity';

describe('PDP quantity control (rules:cart-rules)', () => {
  it('disables minus at 1 and plus at 9', () => {
    expect(quantityButtons(1)).toEqual({minusDisabled: true, plusDisabled: false});
    expect(quantityButtons(5)).toEqual({minusDisabled: false, plusDisabled: false});
    expect(quantityButtons(9)).toEqual({minusDisabled: false, plusDisabled: true});
  });

  it('clamps typed values to 0..10', () => {
    expect(clampTypedQuantity('4')).toBe(4);
    expect(clampTypedQuantity('11')).toBe(10);
    expect(clampTypedQuantity('1e9')).toBe(1);
    expect(clampTypedQuantity(1e9)).toBe(10);
    expect(clampTypedQuantity('-3')).toBe(0);
    expect(clampTypedQuantity('abc')).toBe(0);
    expect(clampTypedQuantity(2.7)).toBe(2);
  });
});

describe('add-to-cart cap (rules:cart-rules)', () => {
  it('adds nothing when the cart already holds 10 or more', () => {
    expect(cappedAddQuantity(1, 10)).toBe(0);
    expect(cappedAddQuantity(3, 12)).toBe(0);
  });

  it('caps the add at 10 minus what is there', () => {
    expect(cappedAddQuantity(5, 7)).toBe(3);
    expect(cappedAddQuantity(2, 7)).toBe(2);
    expect(cappedAddQuantity(11, 0)).toBe(10);
  });
});

describe('mini cart steps (rules:cart-rules)', () => {
  it('allows an increment only below 10 and up to 10', () => {
    expect(canIncrement(9)).toBe(true);
    expect(canIncrement(10)).toBe(false);
    expect(canIncrement(9, 2)).toBe(false);
  });

  it('allows a decrement only above 0 and down to 0', () => {
    expect(canDecrement(1)).toBe(true);
    expect(canDecrement(0)).toBe(false);
    expect(canDecrement(1, 2)).toBe(false);
  });
});
