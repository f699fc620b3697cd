import {writeFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {buildSpace, serializeSpace} from '../contentful/index';

/**
 * Writes contentful/export.json from the content model and seed beside it in
 * contentful/: the one source of the space. Run it after editing
 * the seed: `npx tsx scripts/content-export.ts`. Import the file into a real
 * space with `npx -p contentful-cli contentful space import --space-id <id>
 * --content-file contentful/export.json`.
 */

const target = fileURLToPath(new URL('../contentful/export.json', import.meta.url));
const space = buildSpace();
writeFileSync(target, serializeSpace(space));
console.log(
  `Wrote ${target}: ${space.contentTypes.length} content types, ${space.entries.length} entries, ${space.assets.length} assets, ${space.locales.length} locales.`,
);
