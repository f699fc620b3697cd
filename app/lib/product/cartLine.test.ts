import {describe, expect, it} from 'vitest';
import {lineType} from '../cart/normalizeCart';
import {productLineAttributes} from './cartLine';

describe('productLineAttributes (rules:product-fields cart-line attribute keys)', () => {
  it('marks a rower _isRower and a strength platform _isStrengthPlatform, by product type', () => {
    expect(productLineAttributes({isRower: true, isStrength: false}, 'Rowers PDP - x')).toEqual([
      {key: '_isRower', value: 'true'},
      {key: '_addToCartItemListName', value: 'Rowers PDP - x'},
    ]);
    expect(productLineAttributes({isRower: false, isStrength: true}, 'Strength PDP - x')).toEqual([
      {key: '_isStrengthPlatform', value: 'true'},
      {key: '_addToCartItemListName', value: 'Strength PDP - x'},
    ]);
    expect(productLineAttributes({isRower: false, isStrength: false}, 'Accessories PDP - x')).toEqual([
      {key: '_addToCartItemListName', value: 'Accessories PDP - x'},
    ]);
  });

  it('gives the line the type rules:product-states sorts it by', () => {
    expect(lineType(productLineAttributes({isRower: false, isStrength: true}, 'x'))).toBe('STRENGTH_PLATFORM');
    expect(lineType(productLineAttributes({isRower: true, isStrength: false}, 'x'))).toBe('ROWER');
    expect(lineType(productLineAttributes({isRower: false, isStrength: false}, 'x'))).toBe('ACCESSORY');
  });
});
