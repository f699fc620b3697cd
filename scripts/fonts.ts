/**
 * `npm run fonts`: writes the core font files (app/styles/fonts/*-core.woff2) and app/styles/fonts.css
 * from the @fontsource-variable packages (scripts/lib/fonts.ts, decision 0159). Run it after updating
 * either package; scripts/fonts.test.ts fails until it has been.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {FAMILIES, coreFont, fontsCss} from './lib/fonts';

mkdirSync('app/styles/fonts', {recursive: true});
for (const family of FAMILIES) {
  const file = `app/styles/fonts/${family.stem}-core.woff2`;
  const font = await coreFont(family);
  writeFileSync(file, font);
  console.log(`${file}: ${(font.length / 1024).toFixed(1)} KiB`);
}
writeFileSync('app/styles/fonts.css', await fontsCss());
console.log('app/styles/fonts.css');
