import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

/**
 * What `npm install` put in node_modules, against what package.json asks for (decisions 0113-0115):
 * the patched React Router everywhere, one workerd for `npm run dev`, `npm start`, the tests and
 * wrangler, and no install script that allowScripts has not approved.
 */

const ROOT = resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  allowScripts?: Record<string, boolean>;
  devDependencies: Record<string, string>;
};

/** The package.json of `name` as the package at `from` (a folder in node_modules, or the root) resolves it. */
function resolved(name: string, from = ROOT): {version: string; path: string} {
  const path = createRequire(resolve(from, 'package.json')).resolve(`${name}/package.json`);
  return {version: (JSON.parse(readFileSync(path, 'utf8')) as {version: string}).version, path};
}
const folderOf = (name: string, from = ROOT) => dirname(resolved(name, from).path);

describe('the installed toolchain', () => {
  it('runs React Router 7.18 or newer for the app, Hydrogen and the build plugin alike', () => {
    const app = resolved('react-router');
    const [major, minor] = app.version.split('.').map(Number) as [number, number];
    expect(major > 7 || (major === 7 && minor >= 18), app.version).toBe(true);
    for (const user of ['@shopify/hydrogen', '@react-router/dev', '@react-router/node']) {
      expect(resolved('react-router', folderOf(user)).path, user).toBe(app.path);
    }
  });

  it('runs one workerd for `npm run dev` (mini-oxygen’s Miniflare 3), `npm start` and the tests (Miniflare 4) and wrangler', () => {
    const workerd = resolved('workerd');
    const miniOxygenMiniflare = folderOf('miniflare', folderOf('@shopify/mini-oxygen'));
    const users = {dev: miniOxygenMiniflare, start: folderOf('miniflare'), wrangler: folderOf('wrangler')};
    const versions = Object.fromEntries(
      Object.entries(users).map(([use, folder]) => [use, resolved('workerd', folder).version]),
    );
    expect(versions).toEqual({dev: workerd.version, start: workerd.version, wrangler: workerd.version});
    for (const folder of Object.values(users)) expect(resolved('workerd', folder).path).toBe(workerd.path);
    // The one Miniflare 4 was released with, so `npm start` runs the workerd it was tested on.
    const asked = (
      JSON.parse(readFileSync(resolve(folderOf('miniflare'), 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      }
    ).dependencies.workerd;
    expect(workerd.version).toBe(asked);
    const binary = execFileSync(resolve(dirname(workerd.path), 'bin', 'workerd'), ['--version'], {
      encoding: 'utf8',
    }).trim();
    expect(binary).toBe(`workerd ${workerd.version.replace(/^1\.(\d{4})(\d{2})(\d{2})\.\d+$/, '$1-$2-$3')}`);
  });

  it('pins the deploy tools at exact versions', () => {
    for (const tool of ['wrangler', '@shopify/cli']) {
      expect(pkg.devDependencies[tool], tool).toMatch(/^\d+\.\d+\.\d+$/);
      expect(resolved(tool).version).toBe(pkg.devDependencies[tool]);
    }
  });

  it('approves in allowScripts every install script the lockfile installs, and nothing else', () => {
    const lock = JSON.parse(readFileSync(resolve(ROOT, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, {hasInstallScript?: boolean}>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([path]) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
    expect(Object.keys(pkg.allowScripts ?? {}).sort()).toEqual([...new Set(withScripts)].sort());
    // npm's own reading of the policy over what is installed on this machine.
    const pending = JSON.parse(
      execFileSync('npm', ['install-scripts', 'ls', '--json'], {cwd: ROOT, encoding: 'utf8'}),
    ) as {allowScripts?: unknown[]};
    expect(pending.allowScripts ?? []).toEqual([]);
  }, 60_000);
});
