import {describe, expect, it} from 'vitest';

import {
  BUTTON_COLORS,
  BUTTON_KINDS,
  BUTTON_VARIANTS,
  CMS_BUTTON_LABELS,
  DISABLED_BUTTON_COLORS,
  buttonModifiersFromCms,
  buttonVariantFromCms,
  resolveButtonColors,
  type ButtonVariant,
} from './buttonVariants';
import {AA_TEXT_CONTRAST, contrastRatio, palette, type ColorName} from './palette';

const contrast = (fg: ColorName, bg: ColorName) => contrastRatio(palette[fg], palette[bg]);

describe('buttonVariantFromCms', () => {
  it.each([
    ['Primary', 'PRIMARY'],
    ['Secondary', 'SECONDARY'],
    ['Secondary - Outline', 'SECONDARY_OUTLINE'],
    ['Secondary Dark', 'DARK'],
    ['Secondary Dark - Outline', 'DARK_OUTLINE'],
    ['Tertiary', 'TERTIARY'],
    ['Subtle', 'SUBTLE'],
    ['Link', 'LINK'],
    ['Link - Dark', 'LINK_DARK'],
    ['Link Large', 'LINK_LARGE'],
    ['Link Large - Dark', 'LINK_LARGE_DARK'],
  ] as const)('maps the CMS label %s to %s', (label, variant) => {
    expect(buttonVariantFromCms(label)).toBe(variant);
  });

  it('covers all eleven spec labels and nothing else', () => {
    expect(Object.keys(CMS_BUTTON_LABELS)).toHaveLength(11);
  });

  it('accepts an already-normalised variant key, including the code-only HEADER', () => {
    expect(buttonVariantFromCms('SECONDARY_OUTLINE')).toBe('SECONDARY_OUTLINE');
    expect(buttonVariantFromCms('HEADER')).toBe('HEADER');
  });

  it.each([undefined, null, '', '  ', 'Fancy', 'primary', 'constructor', 'toString'])(
    'falls back to PRIMARY for %j',
    (label) => {
      expect(buttonVariantFromCms(label)).toBe('PRIMARY');
    },
  );
});

describe('buttonModifiersFromCms', () => {
  it('turns CMS modifiers into recipe props and ignores unknown ones', () => {
    expect(buttonModifiersFromCms(['SHORT', 'INVERSE', 'ALT_BG', 'BOGUS'])).toEqual({
      short: true,
      inverse: true,
      altBg: true,
    });
    expect(buttonModifiersFromCms(undefined)).toEqual({});
  });

  it('lets UPPERCASE win over TITLE_CASE', () => {
    expect(buttonModifiersFromCms(['TITLE_CASE', 'UPPERCASE'])).toEqual({uppercase: true});
  });
});

describe('button colours', () => {
  it('has colours and a kind for every variant', () => {
    expect(Object.keys(BUTTON_COLORS).sort()).toEqual([...BUTTON_VARIANTS].sort());
    expect(Object.keys(BUTTON_KINDS).sort()).toEqual([...BUTTON_VARIANTS].sort());
  });

  const modifierCombinations = [{}, {altBg: true}, {inverse: true}, {inverse: true, altBg: true}] as const;
  const cases = BUTTON_VARIANTS.flatMap((variant) =>
    modifierCombinations.map((modifiers) => [variant, modifiers] as const),
  );

  it.each(cases)('%s %j: text and hover text clear AA', (variant: ButtonVariant, modifiers) => {
    const colors = resolveButtonColors(variant, modifiers);
    expect(contrast(colors.fg, colors.surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    if (colors.fill !== 'transparent') expect(colors.fill).toBe(colors.surface);
    if (colors.hover) {
      expect(contrast(colors.hover.fg, colors.hover.fill)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('INVERSE swaps text and surface', () => {
    expect(resolveButtonColors('PRIMARY', {inverse: true})).toMatchObject({
      fg: 'Deep Sea',
      fill: 'White',
    });
    expect(resolveButtonColors('SECONDARY_OUTLINE', {inverse: true})).toMatchObject({
      fg: 'White',
      fill: 'transparent',
      surface: 'Deep Sea',
    });
  });

  it('ALT_BG paints the alternative fill', () => {
    expect(resolveButtonColors('LINK', {altBg: true})).toMatchObject({
      fg: 'Deep Sea',
      fill: 'Light Blue',
    });
  });

  it('keeps disabled buttons at AA too (not required by WCAG, but kept legible)', () => {
    expect(contrast(DISABLED_BUTTON_COLORS.fg, DISABLED_BUTTON_COLORS.bg)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });
});
