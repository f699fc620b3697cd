/**
 * `npm run bench:size`: the first-load JavaScript of every route, gzipped,
 * from the production build (dist/client); what counts is in bench/lib/size.ts.
 * Budget: at most 100 KiB; the script exits non-zero when a route passes it,
 * when any chunk the browser may load carries a server-only library, or when a
 * dynamic import preloads the chunk it imports (decision 0176).
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {firstLoadSizes, selfPreloads} from './lib/size';

const CLIENT = 'dist/client';

const BUDGET_KIB = 100;
// Server-only libraries, by a string their code always carries: validation runs on the server routes.
const SERVER_ONLY = [{name: 'zod', marker: '__zod_globalConfig'}];

const rows = firstLoadSizes();
const width = Math.max(...rows.map((row) => row.route.length), 5);
console.log(`${'route'.padEnd(width)}  first-load JS (gzip)  budget ${BUDGET_KIB} KiB`);
for (const row of rows) {
  const flag = row.kib > BUDGET_KIB ? '  OVER BUDGET' : '';
  console.log(`${row.route.padEnd(width)}  ${row.kib.toFixed(1).padStart(8)} KiB${flag}`);
}
const largest = rows[0];
if (largest) console.log(`largest: ${largest.route} ${largest.kib.toFixed(2)} KiB of ${BUDGET_KIB} KiB`);
// The budget is a hard limit (CI fails on it); the other benches only report.
const over = rows.filter((row) => row.kib > BUDGET_KIB);
if (over.length) {
  console.error(
    `${over.length} route(s) over the ${BUDGET_KIB} KiB first-load budget: ${over.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}

// Lazy chunks too: they are bytes a page transfers, even if not on its first load. Each is read once for
// both checks below.
const chunks = readdirSync(join(CLIENT, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({name, code: readFileSync(join(CLIENT, 'assets', name), 'utf8')}));
for (const {name, marker} of SERVER_ONLY) {
  const carriers = chunks.filter((chunk) => chunk.code.includes(marker)).map((chunk) => chunk.name);
  if (carriers.length) {
    console.error(`${name} reaches the browser in ${carriers.join(', ')}`);
    process.exitCode = 1;
  }
}

// A dynamic import's preload links name what the chunk imports, not the chunk (decision 0176).
for (const chunk of chunks) {
  const wasted = selfPreloads(chunk.code);
  if (wasted.length) {
    console.error(`${chunk.name} preloads the chunks it imports dynamically as well: ${wasted.join(', ')}`);
    process.exitCode = 1;
  }
}
