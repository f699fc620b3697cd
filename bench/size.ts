/**
 * `npm run bench:size`: the first-load JavaScript of every route, gzipped,
 * from the production build (dist/client). First load = the client entry
 * + every route module on the route's branch (root included) with their
 * static imports: the files a page's HTML modulepreloads. React Router's
 * lazy route discovery inlines only the matched routes' manifest in the
 * HTML, so the full manifest file is not downloaded. Budget: at most 100 KiB;
 * the script exits non-zero when a route passes it, or when any chunk the
 * browser may load carries a server-only library.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

const CLIENT = 'dist/client';
const BUDGET_KIB = 100;
// Server-only libraries, by a string their code always carries: validation runs on the server routes.
const SERVER_ONLY = [{name: 'zod', marker: '__zod_globalConfig'}];

interface ManifestRoute {
  id: string;
  hasDefaultExport?: boolean;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: {module: string; imports: string[]};
  routes: Record<string, ManifestRoute>;
}

const manifestFile = readdirSync(join(CLIENT, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error('No React Router manifest in dist/client/assets: run `npm run build` first.');
const manifestSource = readFileSync(join(CLIENT, 'assets', manifestFile), 'utf8');
const manifest = JSON.parse(manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, '')) as Manifest;

const gzipCache = new Map<string, number>();
function gzipBytes(asset: string): number {
  let size = gzipCache.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(CLIENT, asset)), {level: 9}).length;
    gzipCache.set(asset, size);
  }
  return size;
}

function branch(route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...branch(parent), route] : [route];
}

function routePath(route: ManifestRoute): string {
  return branch(route)
    .map((r) => r.path ?? '')
    .filter(Boolean)
    .join('/');
}

const rows = Object.values(manifest.routes)
  // Pages only: resource routes (no default export) send no JavaScript to the browser.
  .filter((route) => route.id !== 'root' && route.hasDefaultExport !== false && !route.id.startsWith('virtual') && !routePath(route).startsWith('.well-known'))
  .map((route) => {
    const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
    for (const r of branch(route)) {
      files.add(r.module);
      for (const imported of r.imports ?? []) files.add(imported);
    }
    const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    return {route: `/${routePath(route)}`, id: route.id, kib: bytes / 1024};
  })
  .sort((a, b) => b.kib - a.kib);

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
  console.error(`${over.length} route(s) over the ${BUDGET_KIB} KiB first-load budget: ${over.map((row) => row.route).join(', ')}`);
  process.exitCode = 1;
}

// Lazy chunks too: they are bytes a page transfers, even if not on its first load.
const chunks = readdirSync(join(CLIENT, 'assets')).filter((name) => name.endsWith('.js'));
for (const {name, marker} of SERVER_ONLY) {
  const carriers = chunks.filter((chunk) => readFileSync(join(CLIENT, 'assets', chunk), 'utf8').includes(marker));
  if (carriers.length) {
    console.error(`${name} reaches the browser in ${carriers.join(', ')}`);
    process.exitCode = 1;
  }
}
