import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REACT_ROUTER_ENTRIES, reactRouterProductionAliases, reactRouterProductionDir} from './reactRouterBuild';

/** The constant a React Router build sets (`var ENABLE_DEV_WARNINGS = …`), read from the build's chunks. */
function devWarnings(dir: string, entry: string): boolean[] {
  const source = readFileSync(path.join(dir, entry), 'utf8');
  const chunks = [...source.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map((match) => match[1] ?? '');
  return [...new Set(chunks)].flatMap((chunk) =>
    [...readFileSync(path.join(dir, chunk), 'utf8').matchAll(/var ENABLE_DEV_WARNINGS = (true|false);/g)].map(
      (match) => match[1] === 'true',
    ),
  );
}

describe('React Router’s production build (decision 0170)', () => {
  it('points each entry point at a file of the production build, whose chunks turn the dev warnings off', () => {
    const dir = reactRouterProductionDir();
    expect(path.basename(dir)).toBe('production');
    for (const file of Object.values(REACT_ROUTER_ENTRIES)) {
      expect(existsSync(path.join(dir, file)), file).toBe(true);
      const flags = devWarnings(dir, file);
      expect(flags.length, file).toBeGreaterThan(0);
      expect(
        flags.every((on) => !on),
        file,
      ).toBe(true);
    }
    // The build the export map names is the one with the warnings: without the aliases the bundles get it.
    expect(devWarnings(path.join(dir, '..', 'development'), 'index.mjs')).toContain(true);
  });

  it('aliases exactly the two entry points, and only for a build', () => {
    const aliases = reactRouterProductionAliases('build');
    const target = (specifier: string) =>
      aliases.find((alias) => alias.find instanceof RegExp && alias.find.test(specifier))?.replacement;
    expect(target('react-router')).toBe(path.join(reactRouterProductionDir(), 'index.mjs'));
    expect(target('react-router/dom')).toBe(path.join(reactRouterProductionDir(), 'dom-export.mjs'));
    for (const other of ['react-router-dom', 'react-router/internal', '@react-router/dev', 'react-router/domx'])
      expect(target(other), other).toBeUndefined();
    expect(reactRouterProductionAliases('serve')).toEqual([]);
  });
});
