/**
 * The shop's web fonts (decision 0159): for each family, a small "core" file cut from the
 * @fontsource-variable package's latin file, which the first load preloads, and the package's own
 * latin and latin-ext files for every other character, fetched only by a page whose text needs
 * them. Written by `npm run fonts` (scripts/fonts.ts); scripts/fonts.test.ts fails when the
 * committed files are not what this module makes.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

/**
 * What the core files hold: ASCII and the typography the shop's copy and prices use (and the control
 * characters, which draw nothing, so that no page fetches another file for a line break).
 */
export const CORE_TEXT = [
  ...range(0x00, 0x9f),
  // No-break space, pound, copyright, registered, degree, plus-minus, middle dot, times, e acute
  // (résumé, café: the one letter of the seed copy outside ASCII), divide.
  0xa0,
  0xa3,
  0xa9,
  0xae,
  0xb0,
  0xb1,
  0xb7,
  0xd7,
  0xe9,
  0xf7,
  // Guillemets, dashes, quotation marks, bullet, ellipsis, single guillemets, euro, trade mark, minus.
  0xab,
  0xbb,
  0x2013,
  0x2014,
  0x2018,
  0x2019,
  0x201c,
  0x201d,
  0x2022,
  0x2026,
  0x2039,
  0x203a,
  0x20ac,
  0x2122,
  0x2212,
].sort((a, b) => a - b);

/** The weights the design sets (tokens.ts `fontWeights` and the semi-bold labels): the core files keep only these. */
export const WEIGHTS = {min: 300, max: 700} as const;

/** The OpenType features a browser applies by default, and tabular figures (prices, countdowns). */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rlig', 'rvrn', 'tnum'];

export interface Family {
  /** The CSS family name, as the theme names it. */
  name: string;
  /** The @fontsource-variable package. */
  pkg: string;
  /** The files' stem in the package (`inter` → `files/inter-latin-wght-normal.woff2`). */
  stem: string;
}

export const FAMILIES: Family[] = [
  {name: 'Inter Variable', pkg: '@fontsource-variable/inter', stem: 'inter'},
  {name: 'Fraunces Variable', pkg: '@fontsource-variable/fraunces', stem: 'fraunces'},
];

/** Where `npm run fonts` writes: the stylesheet, and beside it the folder of core files it points at. */
export const FONTS_CSS = 'app/styles/fonts.css';
const coreName = (family: Family) => `fonts/${family.stem}-core.woff2`;
export const coreFontFile = (family: Family) => `app/styles/${coreName(family)}`;

const require = createRequire(import.meta.url);
const packageFile = (family: Family, file: string) => require.resolve(`${family.pkg}/${file}`);

/** The core file of a family: its latin file cut to `CORE_TEXT`, the weights and the features above. */
export async function coreFont(family: Family): Promise<Buffer> {
  const latin = readFileSync(packageFile(family, `files/${family.stem}-latin-wght-normal.woff2`));
  return subsetFont(latin, String.fromCodePoint(...CORE_TEXT), {
    targetFormat: 'woff2',
    variationAxes: {wght: WEIGHTS},
    keepFeatures: FEATURES,
  });
}

/** The code points of a `unicode-range` value (`U+0000-00FF,U+0131`). */
export function parseUnicodeRange(value: string): number[] {
  return value.split(',').flatMap((part) => {
    const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
    return range(parseInt(first!, 16), parseInt(last ?? first!, 16));
  });
}

/** A `unicode-range` value for a set of code points, consecutive ones as one range. */
export function formatUnicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i++;
    const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
    parts.push(first === sorted[i] ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i]!)}`);
  }
  return parts.join(', ');
}

/** The package's unicode-range for one of its subsets, read from its own stylesheet. */
export function packageRange(family: Family, subset: 'latin' | 'latin-ext'): number[] {
  const css = readFileSync(packageFile(family, 'wght.css'), 'utf8');
  const block = css.split(`/* ${family.stem}-${subset}-wght-normal */`)[1]?.split('}')[0];
  const value = block && /unicode-range:\s*([^;]+);/.exec(block)?.[1];
  if (!value) throw new Error(`No ${subset} unicode-range in ${family.pkg}/wght.css`);
  return parseUnicodeRange(value);
}

/** app/styles/fonts.css: per family the latin-ext, latin and core faces, their ranges apart (prettier formats it). */
export async function fontsCss(): Promise<string> {
  const without = (codePoints: number[], ...others: number[][]) => {
    const taken = new Set(others.flat());
    return codePoints.filter((codePoint) => !taken.has(codePoint));
  };
  const face = (family: Family, src: string, codePoints: number[]) => `@font-face {
  font-family: '${family.name}';
  font-style: normal;
  font-display: optional;
  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};
  src: url(${src}) format('woff2-variations');
  unicode-range: ${formatUnicodeRange(codePoints)};
}
`;
  const files = (family: Family, subset: string) =>
    `../../node_modules/${family.pkg}/files/${family.stem}-${subset}-wght-normal.woff2`;
  const css = [
    `/*
 * Written by \`npm run fonts\` (scripts/lib/fonts.ts); do not edit. The brand's two variable fonts
 * (rules:tokens-font-weights), self-hosted from npm (decision 0159). Each family has three faces with ranges
 * apart and one weight range (a face with another one would not stand in for the others' characters):
 * the core file (ASCII and the shop's typography; preloaded by fonts.ts), then the package's latin and
 * latin-ext files for every other character, fetched only when a page's text needs one.
 * font-display: optional (decision 0038): a font that arrives after the first paint never reflows it.
 */
`,
    ...FAMILIES.flatMap((family) => {
      const latin = without(packageRange(family, 'latin'), CORE_TEXT);
      return [
        face(family, files(family, 'latin-ext'), without(packageRange(family, 'latin-ext'), CORE_TEXT, latin)),
        face(family, files(family, 'latin'), latin),
        face(family, `./${coreName(family)}`, CORE_TEXT),
      ];
    }),
  ].join('\n');
  return prettier.format(css, {...(await prettier.resolveConfig(FONTS_CSS)), parser: 'css'});
}

function range(first: number, last: number): number[] {
  return Array.from({length: last - first + 1}, (_, i) => first + i);
}
