import {createRequire} from 'node:module';
import path from 'node:path';
import type {Alias} from 'vite';

/**
 * React Router's production build, for the shop's production bundles (decision 0170).
 *
 * React Router 7 ships a development and a production build, and its export map names only the
 * development one (remix-run/react-router#12437, kept there so that `react-router dev` and the app
 * share one copy). The two differ in `ENABLE_DEV_WARNINGS`: the development build runs its warnings
 * (route shape checks, "Hey developer" error pages) in the browser and on the server. Both of the
 * shop's production bundles bundle every import of `react-router` themselves, so pointing the
 * package's two entry points at the production build gives one copy, without the warnings.
 */
export const REACT_ROUTER_ENTRIES = {
  'react-router': 'index.mjs',
  'react-router/dom': 'dom-export.mjs',
} as const;

/** The folder of React Router's production build, beside the development one its export map names. */
export function reactRouterProductionDir(from = process.cwd()): string {
  const development = createRequire(path.join(from, 'package.json')).resolve('react-router');
  return path.join(path.dirname(development), '..', 'production');
}

/** Vite aliases: React Router's entry points to its production build, for `vite build` only (dev keeps the warnings). */
export function reactRouterProductionAliases(command: 'build' | 'serve', from = process.cwd()): Alias[] {
  if (command !== 'build') return [];
  const dir = reactRouterProductionDir(from);
  return Object.entries(REACT_ROUTER_ENTRIES).map(([specifier, file]) => ({
    find: new RegExp(`^${specifier.replace('/', '\\/')}$`),
    replacement: path.join(dir, file),
  }));
}
