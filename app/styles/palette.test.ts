import {describe, expect, it} from 'vitest';

import {
  AA_TEXT_CONTRAST,
  COLOR_NAMES,
  LIGHT_COLORS,
  TEXT_ON_DARK,
  TEXT_ON_LIGHT,
  colorType,
  contrastRatio,
  isColorName,
  palette,
  paletteKey,
  textColorOn,
} from './palette';

describe('palette', () => {
  it('fixes the two spec anchors (rules:layout-constants)', () => {
    expect(palette['Deep Sea']).toBe('#063448');
    expect(palette.Cedar).toBe('#BA6356');
  });

  it('has about 45 named colours, each a six-digit hex', () => {
    expect(COLOR_NAMES.length).toBeGreaterThanOrEqual(40);
    expect(COLOR_NAMES.length).toBeLessThanOrEqual(50);
    for (const name of COLOR_NAMES) expect(palette[name]).toMatch(/^#[0-9A-F]{6}$/);
  });

  it('has no two names sharing a hex', () => {
    expect(new Set(Object.values(palette)).size).toBe(COLOR_NAMES.length);
  });

  it('includes the rower product colours and a Black', () => {
    for (const name of ['Pirate Black', 'River', 'Forest', 'Sunrise', 'Sunset', 'Black']) {
      expect(isColorName(name)).toBe(true);
    }
  });

  it('names exactly the eleven Light colours of rules:layout-constants; every other colour is Dark', () => {
    expect([...LIGHT_COLORS].sort()).toEqual(
      [
        'Neutral',
        'Sand',
        'Alabaster',
        'Cream',
        'Silver',
        'Platinum',
        'White',
        'Rose Quartz',
        'Light Blue',
        'Pacific Lights',
        'Fall Lights',
      ].sort(),
    );
    const light = COLOR_NAMES.filter((name) => colorType(name) === 'Light');
    expect(light.sort()).toEqual([...LIGHT_COLORS].sort());
    expect(colorType('Deep Sea')).toBe('Dark');
    expect(colorType('Pirate Black')).toBe('Dark');
  });

  it('rejects names the palette does not have, including prototype keys', () => {
    expect(isColorName('deep sea')).toBe(false);
    expect(isColorName('constructor')).toBe(false);
  });

  it('camel-cases names for vars.palette', () => {
    expect(paletteKey('Deep Sea')).toBe('deepSea');
    expect(paletteKey('Pacific Lights')).toBe('pacificLights');
    expect(paletteKey('Cedar')).toBe('cedar');
    expect(new Set(COLOR_NAMES.map(paletteKey)).size).toBe(COLOR_NAMES.length);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, 1 for a colour on itself, and order-independent', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFF', '#000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#063448', '#063448')).toBe(1);
    expect(contrastRatio('#BA6356', '#FFFFFF')).toBe(contrastRatio('#FFFFFF', '#BA6356'));
  });

  it('matches a known WCAG figure', () => {
    // #767676 on white is the classic lightest AA grey: 4.54:1.
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('throws on something that is not a hex colour', () => {
    expect(() => contrastRatio('Deep Sea', '#FFFFFF')).toThrow(/hex/);
  });
});

describe('textColorOn', () => {
  it.each(COLOR_NAMES)('gives AA text on %s', (name) => {
    expect(contrastRatio(palette[textColorOn(name)], palette[name])).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('follows the Light/Dark split everywhere except Cedar, whose fixed hex is a mid-tone', () => {
    const exceptions = COLOR_NAMES.filter((name) => {
      const byRule = colorType(name) === 'Light' ? TEXT_ON_LIGHT : TEXT_ON_DARK;
      return textColorOn(name) !== byRule;
    });
    expect(exceptions).toEqual(['Cedar']);
    expect(textColorOn('Cedar')).toBe('Black');
    expect(textColorOn('Cream')).toBe('Ink');
    expect(textColorOn('Deep Sea')).toBe('White');
  });
});
