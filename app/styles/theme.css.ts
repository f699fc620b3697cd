/**
 * The one token contract (style.md habit 8). A contract rather than a bare global theme so a
 * section can re-point the same vars later (e.g. an inverted Deep Sea section) with assignVars.
 */
import {createGlobalTheme, createThemeContract} from '@vanilla-extract/css';

import {COLOR_NAMES, palette, paletteKey, type PaletteKey} from './palette';
import {colorRoles, decorColors, fontWeights, radii, space, zIndex, type ColorRole} from './tokens';

const px = (value: number) => (value === 0 ? '0' : `${value}px`);

function mapValues<Source extends Record<string, number | string>>(
  source: Source,
  toValue: (value: Source[keyof Source]) => string,
): {[Key in keyof Source]: string} {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [key, toValue(value as Source[keyof Source])]),
  ) as {[Key in keyof Source]: string};
}

const paletteValues = Object.fromEntries(COLOR_NAMES.map((name) => [paletteKey(name), palette[name]])) as Record<
  PaletteKey,
  string
>;

const colorValues = {
  ...(Object.fromEntries(Object.entries(colorRoles).map(([role, name]) => [role, palette[name]])) as Record<
    ColorRole,
    string
  >),
  // Interface colours that are not CMS colour names (tokens.ts decorColors).
  ...decorColors,
};

// Deep Sea at low alpha: shadows tinted by the brand colour read calmer than grey ones.
const shadowTint = (alpha: number) => `rgba(6, 52, 72, ${alpha})`;

const themeValues = {
  color: colorValues,
  palette: paletteValues,
  font: {
    family: {
      // Names as declared by our @font-face rules (fonts.css).
      body: `'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`,
      display: `'Fraunces Variable', Georgia, 'Times New Roman', serif`,
    },
    weight: mapValues(fontWeights, String),
    // rem so text follows the shopper's browser font size.
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      xxl: '1.5rem',
      xxxl: '2rem',
      display: '2.5rem',
      hero: '3.5rem',
    },
    lineHeight: {tight: '1.15', snug: '1.3', normal: '1.5'},
  },
  space: mapValues(space, px),
  radius: mapValues(radii, px),
  shadow: {
    sm: `0 1px 2px ${shadowTint(0.08)}`,
    md: `0 4px 12px ${shadowTint(0.12)}`,
    lg: `0 12px 32px ${shadowTint(0.18)}`,
  },
  zIndex: mapValues(zIndex, String),
};

export const vars = createThemeContract(themeValues);

createGlobalTheme(':root', vars, themeValues);
