import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lowPriorityModulePreloads} from './scriptPriority';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

/** The installed build's module that defines `Scripts`. */
function scriptsModule(build: string): string {
  const folder = path.join(dist, build);
  const file = readdirSync(folder)
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(folder, name))
    .find((file) => readFileSync(file, 'utf8').includes('function Scripts('));
  if (!file) throw new Error(`no module with Scripts in ${folder}`);
  return file;
}

describe('lowPriorityModulePreloads', () => {
  for (const build of ['production', 'development']) {
    it(`marks every modulepreload link of the installed ${build} build low priority`, () => {
      const id = scriptsModule(build);
      const next = lowPriorityModulePreloads(readFileSync(id, 'utf8'), id) ?? '';
      const links = next.match(/rel: "modulepreload",[^}]*/g) ?? [];
      // The manifest's, the entry's, each route module's, and the prefetch links'.
      expect(links.length).toBeGreaterThanOrEqual(3);
      for (const link of links) expect(link).toContain('fetchpriority: "low"');
    });
  }

  it('leaves every other module alone', () => {
    expect(lowPriorityModulePreloads('rel: "modulepreload",', '/repo/app/root.tsx')).toBeNull();
    const other = path.join(dist, 'production', 'index.mjs');
    expect(lowPriorityModulePreloads(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('fails the build when Scripts no longer renders the links as it did, so an upgrade is looked at', () => {
    expect(() =>
      lowPriorityModulePreloads(
        'function Scripts() { return link({rel: "modulepreload"}) }',
        '/repo/node_modules/react-router/dist/production/chunk-X.mjs',
      ),
    ).toThrow(/renders 0 modulepreload links/);
  });
});
