import {describe, expect, it} from 'vitest';
import {button} from './button';
import {buttonBase, buttonCompound, buttonModifier, buttonVariant} from './button.css';

describe('button classes (rules:layout-constants variants, rules:layout-images CTA modifiers)', () => {
  it('is a PRIMARY button when no variant is named', () => {
    expect(button()).toBe(`${buttonBase} ${buttonVariant.PRIMARY}`);
    expect(button({variant: 'LINK'}).split(' ')).toEqual([buttonBase, buttonVariant.LINK]);
  });

  it('adds each modifier that is on, and none that is off', () => {
    const classes = button({variant: 'SECONDARY_OUTLINE', short: true, uppercase: false, fullWidth: true}).split(' ');
    expect(classes).toEqual([
      buttonBase,
      buttonVariant.SECONDARY_OUTLINE,
      buttonModifier.short,
      buttonModifier.fullWidth,
    ]);
  });

  it("paints ALT_BG and INVERSE with the variant's compound colours, the pair's last so it wins", () => {
    const [altBg, inverse, both] = buttonCompound.LINK_DARK;
    expect(button({variant: 'LINK_DARK', altBg: true}).split(' ').slice(2)).toEqual([altBg]);
    expect(button({variant: 'LINK_DARK', inverse: true}).split(' ').slice(2)).toEqual([inverse]);
    expect(button({variant: 'LINK_DARK', inverse: true, altBg: true}).split(' ').slice(2)).toEqual([
      altBg,
      inverse,
      both,
    ]);
    expect(new Set([altBg, inverse, both, buttonCompound.PRIMARY[0]]).size).toBe(4);
  });
});
