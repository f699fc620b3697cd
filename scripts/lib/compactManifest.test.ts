import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {compactManifest} from './compactManifest';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

describe('compactManifest (decision 0168)', () => {
  for (const build of ['production', 'development']) {
    it(`writes the route manifest without indentation in the installed ${build} build`, () => {
      const rewritten = readdirSync(path.join(dist, build))
        .filter((file) => /\.m?js$/.test(file))
        .map((file) => {
          const id = path.join(dist, build, file);
          return compactManifest(readFileSync(id, 'utf8'), id);
        })
        .filter((code): code is string => code !== null);
      // Its ESM and CommonJS builds.
      expect(rewritten.length).toBeGreaterThanOrEqual(1);
      for (const code of rewritten) {
        expect(code).toContain('JSON.stringify(getPartialManifest(manifest, router))');
        expect(code).not.toMatch(/getPartialManifest\(manifest, router\),\s*null,\s*2/);
      }
    });
  }

  it('leaves every other module alone', () => {
    expect(compactManifest('window.__reactRouterManifest = 1', '/repo/app/root.tsx')).toBeNull();
    expect(compactManifest('export {}', '/repo/node_modules/react-router/dist/production/index.mjs')).toBeNull();
  });

  it('fails the build when React Router no longer writes it that way, so an upgrade is looked at', () => {
    expect(() =>
      compactManifest(
        'x = `window.__reactRouterManifest = ${JSON.stringify(m)}`',
        '/repo/node_modules/react-router/dist/production/chunk-X.mjs',
      ),
    ).toThrow(/no longer writes the manifest/);
  });
});
