/**
 * The named colour palette (rules:layout-constants, "Fonts and colours"): the names the CMS writes in colour
 * fields (rules:layout-images, "Colour": name, type Dark | Light, hex), with the hex we ship for each.
 *
 * Plain TypeScript with no vanilla-extract import, so loaders, normalisers and server code can
 * resolve a CMS colour name without pulling styles into the worker bundle.
 */

export const palette = {
  // Light colours: exactly the eleven the spec names (rules:layout-constants). Each stays light enough that
  // Ink text on it clears WCAG AA 4.5:1.
  White: '#FFFFFF',
  Neutral: '#F3F0EA',
  Sand: '#E6D9C3',
  Alabaster: '#EDEAE1',
  Cream: '#FAF4E6',
  Silver: '#C5CBCF',
  Platinum: '#E2E4E3',
  'Rose Quartz': '#F1D8D2',
  'Light Blue': '#CFE3EC',
  'Pacific Lights': '#B8DEDF',
  'Fall Lights': '#F3D2AA',

  // Neutrals. Ink is the body-text colour: a blue-black that sits with Deep Sea.
  Black: '#000000',
  Ink: '#0C1A24',
  Charcoal: '#2D3439',
  Graphite: '#3E464C',
  Stone: '#596167',
  Pewter: '#656C72',

  // Water blues. Deep Sea is fixed by rules:layout-constants; the rest are built around it.
  'Deep Sea': '#063448',
  Abyss: '#03202D',
  Navy: '#14233F',
  Harbour: '#0D4A61',
  Marine: '#0A4C70',
  Tide: '#1B5E78',
  Fjord: '#2A5366',
  Storm: '#3A4E5B',
  Lagoon: '#0C5F6B',

  // Greens.
  Kelp: '#2E4934',
  Seagrass: '#2F5F4B',
  Pine: '#1E3D33',
  Spruce: '#25433B',
  Moss: '#4A5A2C',
  Teal: '#0E5357',

  // Wood and clay. Cedar is fixed by rules:layout-constants (accent, out-of-stock text).
  Cedar: '#BA6356',
  Terracotta: '#9A4433',
  Clay: '#8C4A3A',
  Rust: '#9E3A20',
  Walnut: '#59392A',
  Oak: '#7A5231',
  Teak: '#6B4327',
  Mahogany: '#6A2E24',

  // Rower product colours (rules:layout-constants, colour slugs). Distinct hues, all dark enough to clear 3:1
  // against White and Cream so a 32px swatch keeps its edge on the page background.
  'Pirate Black': '#1C1E20',
  River: '#245B7C',
  Forest: '#2D5540',
  Sunrise: '#A84F1B',
  Sunset: '#8C2E4E',
} as const satisfies Record<string, `#${string}`>;

export type ColorName = keyof typeof palette;
export type ColorType = 'Light' | 'Dark';

/** rules:layout-constants: these eleven are Light; every other named colour is Dark. */
export const LIGHT_COLORS = [
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
] as const satisfies readonly ColorName[];

export const COLOR_NAMES = Object.keys(palette) as ColorName[];

const lightColorSet: ReadonlySet<string> = new Set(LIGHT_COLORS);

export function isColorName(value: string): value is ColorName {
  return Object.hasOwn(palette, value);
}

export function colorType(name: ColorName): ColorType {
  return lightColorSet.has(name) ? 'Light' : 'Dark';
}

/** Text colour on Light backgrounds; White is used on Dark ones. */
export const TEXT_ON_LIGHT = 'Ink' satisfies ColorName;
export const TEXT_ON_DARK = 'White' satisfies ColorName;

/** WCAG 2.x AA for normal-size text (SC 1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/**
 * The palette text colour for a background. The spec's Light/Dark split decides (Ink on Light,
 * White on Dark) whenever that pair clears AA. Cedar, whose hex rules:layout-constants fixes, is a mid-tone that
 * gives White only 4.19:1, so for such colours we fall back to whichever text colour contrasts
 * most (Black on Cedar, 5.0:1) rather than ship text below AA. See docs/decisions/0005.
 */
export function textColorOn(background: ColorName): ColorName {
  const preferred = colorType(background) === 'Light' ? TEXT_ON_LIGHT : TEXT_ON_DARK;
  const backgroundHex = palette[background];
  if (contrastRatio(palette[preferred], backgroundHex) >= AA_TEXT_CONTRAST) return preferred;

  const candidates: ColorName[] = [TEXT_ON_LIGHT, TEXT_ON_DARK, 'Black'];
  let best: ColorName = preferred;
  for (const candidate of candidates) {
    if (contrastRatio(palette[candidate], backgroundHex) > contrastRatio(palette[best], backgroundHex)) {
      best = candidate;
    }
  }
  return best;
}

function channelToLinear(channel8bit: number): number {
  const srgb = channel8bit / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

function parseHex(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  const digits = match?.[1];
  if (!digits) throw new Error(`Not a hex colour: ${hex}`);
  const full =
    digits.length === 3
      ? digits
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of an sRGB hex colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex).map(channelToLinear) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG 2.x contrast ratio, from 1 (same colour) to 21 (black on white). Order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const [lighter, darker] = [relativeLuminance(hexA), relativeLuminance(hexB)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

type CamelCaseWords<Name extends string> = Name extends `${infer Head} ${infer Tail}`
  ? `${Head}${CamelCaseWords<Capitalize<Tail>>}`
  : Name;

/** 'Deep Sea' -> 'deepSea': the key a colour has under vars.palette. */
export type PaletteKey<Name extends string = ColorName> = Uncapitalize<CamelCaseWords<Name>>;

export function paletteKey<Name extends ColorName>(name: Name): PaletteKey<Name> {
  const [first = '', ...rest] = name.split(' ');
  const camel = first.toLowerCase() + rest.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return camel as PaletteKey<Name>;
}
