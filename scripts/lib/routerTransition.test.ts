import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {wrapLocationUpdate} from './routerTransition';

const require = createRequire(import.meta.url);
const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist');

describe('wrapLocationUpdate', () => {
  for (const build of ['production', 'development']) {
    it(`puts HydratedRouter's location update in a transition in the installed ${build} build`, () => {
      const id = path.join(dist, build, 'dom-export.mjs');
      const code = readFileSync(id, 'utf8');
      const next = wrapLocationUpdate(code, id);
      expect(next).toContain('.startTransition(() => setLocation(newState.location));');
      expect(next).not.toMatch(/[^>] setLocation\(newState\.location\);/);
    });
  }

  it('leaves every other module alone', () => {
    expect(wrapLocationUpdate('setLocation(newState.location);', '/repo/app/root.tsx')).toBeNull();
    expect(wrapLocationUpdate('export {}', '/repo/node_modules/react-router/dist/production/index.mjs')).toBeNull();
  });

  it('fails the build when React Router no longer has the line, so an upgrade is looked at', () => {
    expect(() =>
      wrapLocationUpdate('export {}', '/repo/node_modules/react-router/dist/production/dom-export.mjs'),
    ).toThrow(/no longer has HydratedRouter/);
  });
});
