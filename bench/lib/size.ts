/**
 * The first-load JavaScript of every page route, gzipped, from the production
 * build (dist/client). First load = the client entry + every route module on
 * the route's branch (root included) with their static imports: the files a
 * page's HTML modulepreloads. React Router's lazy route discovery inlines only
 * the matched routes' manifest in the HTML, so the full manifest file is not
 * downloaded. Shared by bench/size.ts and bench/compare.ts.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

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

export interface RouteSize {
  route: string;
  id: string;
  kib: number;
}

/** Every page route's first-load JavaScript, heaviest first. */
export function firstLoadSizes(client = 'dist/client'): RouteSize[] {
  const manifestFile = readdirSync(join(client, 'assets')).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile) throw new Error(`No React Router manifest in ${client}/assets: run \`npm run build\` first.`);
  const manifestSource = readFileSync(join(client, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(
    manifestSource.replace(/^window\.__reactRouterManifest=/, '').replace(/;\s*$/, ''),
  ) as Manifest;

  const gzipCache = new Map<string, number>();
  const gzipBytes = (asset: string): number => {
    let size = gzipCache.get(asset);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(client, asset)), {level: 9}).length;
      gzipCache.set(asset, size);
    }
    return size;
  };
  const branch = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    return parent ? [...branch(parent), route] : [route];
  };
  const routePath = (route: ManifestRoute): string =>
    branch(route)
      .map((r) => r.path ?? '')
      .filter(Boolean)
      .join('/');

  return (
    Object.values(manifest.routes)
      // Pages only: resource routes (no default export) send no JavaScript to the browser.
      .filter(
        (route) =>
          route.id !== 'root' &&
          route.hasDefaultExport !== false &&
          !route.id.startsWith('virtual') &&
          !routePath(route).startsWith('.well-known'),
      )
      .map((route) => {
        const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
        for (const r of branch(route)) {
          files.add(r.module);
          for (const imported of r.imports ?? []) files.add(imported);
        }
        const bytes = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
        return {route: `/${routePath(route)}`, id: route.id, kib: bytes / 1024};
      })
      .sort((a, b) => b.kib - a.kib)
  );
}

/**
 * The dynamic imports in a built chunk's `code` whose preload list names the imported chunk itself, as
 * file names. Vite writes each as `import(`./X.js`)…,__vite__mapDeps([i,…])`, the indexes pointing into
 * the chunk's own `__vite__mapDeps` list; the `import()` requests X anyway, so a link for it was a wasted
 * DOM insertion (decision 0176, `dependenciesOnly` in scripts/lib/chunkGroups.ts).
 */
export function selfPreloads(code: string): string[] {
  const list = /m\.f=(\[[^\]]*\])/.exec(code);
  if (!list) return [];
  const files = JSON.parse(list[1]!) as string[];
  const found: string[] = [];
  for (const [, imported, indexes] of code.matchAll(/import\(`\.\/([^`]+)`\)[^`]*?,__vite__mapDeps\(\[([\d,]*)\]\)/g)) {
    const preloaded = indexes!.split(',').map((index) => files[Number(index)]);
    if (preloaded.includes(`assets/${imported}`)) found.push(imported!);
  }
  return found;
}
