import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  CORE_TEXT,
  FAMILIES,
  FONTS_CSS,
  coreFont,
  coreFontFile,
  fontsCss,
  formatUnicodeRange,
  packageRange,
  parseUnicodeRange,
} from './lib/fonts';

describe('the committed fonts (decision 0159)', () => {
  it('are what `npm run fonts` writes from the installed packages', async () => {
    expect(readFileSync(FONTS_CSS, 'utf8')).toBe(await fontsCss());
    for (const family of FAMILIES) {
      const committed = readFileSync(coreFontFile(family));
      expect(Buffer.compare(committed, await coreFont(family)), family.name).toBe(0);
    }
  });

  it('gives every character of the package files to exactly one face per family', async () => {
    const css = await fontsCss();
    for (const family of FAMILIES) {
      const faces = css.split('@font-face').filter((face) => face.includes(`'${family.name}'`));
      expect(faces).toHaveLength(3);
      const ranges = faces.map((face) => parseUnicodeRange(/unicode-range:\s*([^;]+);/.exec(face)![1]!));
      const all = ranges.flat();
      expect(new Set(all).size, 'no character in two faces').toBe(all.length);
      const packageChars = new Set([...packageRange(family, 'latin'), ...packageRange(family, 'latin-ext')]);
      expect(new Set(all)).toEqual(new Set([...packageChars, ...CORE_TEXT]));
      // The same weight range on every face: a face with another one does not stand in for the others.
      expect(faces.map((face) => /font-weight:\s*([^;]+);/.exec(face)![1])).toEqual(['300 700', '300 700', '300 700']);
    }
  });

  it('keeps in the core files every character of the seed copy: the content export and the catalog', () => {
    const copy = [readFileSync('contentful/export.json', 'utf8'), readFileSync('dev-backend/seed/catalog.md', 'utf8')];
    const missing = new Set([...copy.join('')].filter((character) => !CORE_TEXT.includes(character.codePointAt(0)!)));
    expect([...missing]).toEqual([]);
    // And what the shop writes itself around prices and dates.
    for (const character of '£2,495 · © 2026 – ‹ › −') expect(CORE_TEXT, character).toContain(character.codePointAt(0));
  });
});

describe('unicode-range values', () => {
  it('read and write ranges and single code points', () => {
    expect(parseUnicodeRange('U+0041-0043, U+00A3')).toEqual([0x41, 0x42, 0x43, 0xa3]);
    expect(formatUnicodeRange([0xa3, 0x41, 0x42, 0x43, 0x2019])).toBe('U+0041-0043, U+00A3, U+2019');
  });
});
