import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * What the production build bundled (decision 0170): React Router's production build, in the worker
 * and in the browser's chunks. Reads `dist/` as `npm run build` left it.
 */

const DIST = path.resolve('dist');

describe('the production bundles (decision 0170)', () => {
  it('bundle React Router’s production build into the worker, and none of its development build', () => {
    const worker = readFileSync(path.join(DIST, 'server', 'index.js'), 'utf8');
    const modules = [...worker.matchAll(/^\/\/ (node_modules\/react-router\/dist\/\S+)/gm)].map((match) => match[1]);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((module) => module?.includes('/development/'))).toEqual([]);
  });

  it('send the browser none of the development build’s warnings', () => {
    const assets = path.join(DIST, 'client', 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    // Warnings only the development build runs (react-router's ENABLE_DEV_WARNINGS branches).
    const warnings = [
      'You should not include both `Component` and `element`',
      'You rendered descendant <Routes>',
      'Error handled by React Router default ErrorBoundary',
      'No routes matched location',
    ];
    const found = scripts.flatMap((name) => {
      const source = readFileSync(path.join(assets, name), 'utf8');
      return warnings.filter((warning) => source.includes(warning)).map((warning) => `${name}: ${warning}`);
    });
    expect(found).toEqual([]);
  });
});
