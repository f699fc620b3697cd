/**
 * `npm run fonts`: writes the core font files (app/styles/fonts/*-core.woff2) and app/styles/fonts.css
 * from the @fontsource-variable packages (scripts/lib/fonts.ts, decision 0159). Run it after updating
 * either package; scripts/fonts.test.ts fails until it has been.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname} from 'node:path';
import {FAMILIES, FONTS_CSS, coreFont, coreFontFile, fontsCss} from './lib/fonts';

for (const family of FAMILIES) {
  const file = coreFontFile(family);
  mkdirSync(dirname(file), {recursive: true});
  const font = await coreFont(family);
  writeFileSync(file, font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KiB`);
}
writeFileSync(FONTS_CSS, await fontsCss());
console.log(FONTS_CSS);
