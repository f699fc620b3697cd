import {describe, expect, it} from 'vitest';
import {isSwatchCrossed} from './swatch';

describe('isSwatchCrossed (rules:product-fields OOSAppearance)', () => {
  it('crosses a sold-out colour only when the CMS asks for CROSS', () => {
    expect(isSwatchCrossed(false, 'CROSS')).toBe(true);
    expect(isSwatchCrossed(false, 'NONE')).toBe(false);
    expect(isSwatchCrossed(false, undefined)).toBe(false);
    expect(isSwatchCrossed(true, 'CROSS')).toBe(false);
  });
});
