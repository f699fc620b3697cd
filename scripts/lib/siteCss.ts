import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from 'vite';

/** The server module that carries the shop's stylesheet URLs (see app/lib/shell/siteCss.server.ts). */
export const SITE_CSS_MODULE = 'virtual:keel/site-css';
/** Written beside the client build, for the server build (run after it) to read. */
export const SITE_CSS_FILE = 'site-css.json';

/** An emitted asset, as far as this plugin reads it. */
export interface AssetInfo {
  type: 'chunk' | 'asset';
  fileName: string;
  names?: string[];
  name?: string;
}

/**
 * The stylesheets Vite bundled from the app's CSS (with `cssCodeSplit: false`,
 * one: `style.css`), not one imported by URL (`some.css?url`, which the
 * document would link itself).
 */
export function bundledStylesheets(bundle: Record<string, AssetInfo>, base = '/'): string[] {
  return Object.values(bundle)
    .filter(
      (asset) =>
        asset.type === 'asset' &&
        asset.fileName.endsWith('.css') &&
        [...(asset.names ?? []), asset.name].includes('style.css'),
    )
    .map((asset) => `${base}${asset.fileName}`)
    .sort();
}

/**
 * decision 0071: the client build's CSS is one stylesheet for the whole shop;
 * React Router's manifest then names none, so the document links it itself,
 * with the URL the server build reads from `virtual:keel/site-css`.
 */
export function siteCssPlugin(): Plugin {
  let list: string[] | null = null;
  let base = '/';
  let file = '';
  let building = false;
  const resolved = `\0${SITE_CSS_MODULE}`;
  return {
    name: 'keel:site-css',
    configResolved(config) {
      base = config.base;
      building = config.command === 'build';
      file = path.join(
        path.dirname(path.resolve(config.root, config.environments.client?.build.outDir ?? 'dist/client')),
        SITE_CSS_FILE,
      );
    },
    resolveId(id) {
      return id === SITE_CSS_MODULE ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      // In development Vite injects each module's CSS with its code.
      if (!building) return 'export default [];';
      if (!list) {
        try {
          list = JSON.parse(readFileSync(file, 'utf8')) as string[];
        } catch {
          this.error(`${SITE_CSS_MODULE}: the client build must run before the server build (${file} not found).`);
        }
      }
      return `export default ${JSON.stringify(list)};`;
    },
    // After the bundle is written: Vite's CSS plugin adds the merged style.css late in generateBundle.
    writeBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      list = bundledStylesheets(bundle as unknown as Record<string, AssetInfo>, base);
      if (!list.length)
        this.error('keel:site-css: the client build emitted no style.css (is build.cssCodeSplit still false?).');
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, JSON.stringify(list));
    },
  };
}
