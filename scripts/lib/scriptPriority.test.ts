import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {laterModulesScript, lowPriorityModulePreloads} from './scriptPriority';

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

/** `Scripts`' own source in a module. */
const scriptsFunction = (code: string) => {
  const start = code.indexOf('function Scripts(');
  return code.slice(start, code.indexOf('\nfunction ', start));
};

describe('lowPriorityModulePreloads', () => {
  for (const build of ['production', 'development']) {
    it(`takes the page's own modulepreload links out of the installed ${build} build's Scripts, and its script asks for them later`, () => {
      const id = scriptsModule(build);
      const before = readFileSync(id, 'utf8');
      const next = lowPriorityModulePreloads(before, id) ?? '';
      const scripts = scriptsFunction(next);
      expect(scripts).not.toMatch(/href: manifest\.entry\.module/);
      expect(scripts).toContain('[].map((path) =>');
      expect(scripts).toContain(
        `__html: (${laterModulesScript.toString()})(routeModulesScript, [manifest.entry.module`,
      );
      // Nothing outside Scripts changes but the priority of the links.
      expect(next.replace(scripts, '').replaceAll(' fetchpriority: "low",', '')).toBe(
        before.replace(scriptsFunction(before), ''),
      );
    });

    it(`marks every modulepreload link left in the installed ${build} build low priority`, () => {
      const id = scriptsModule(build);
      const next = lowPriorityModulePreloads(readFileSync(id, 'utf8'), id) ?? '';
      const links = next.match(/rel: "modulepreload",[^}]*/g) ?? [];
      // The next pages' prefetch links, and Scripts' own (rendered for no module now).
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link).toContain('fetchpriority: "low"');
    });

    it(`leaves the script's text alone in the browser's copy of the installed ${build} build, and takes the same links out`, () => {
      const id = scriptsModule(build);
      const scripts = scriptsFunction(lowPriorityModulePreloads(readFileSync(id, 'utf8'), id, false) ?? '');
      expect(scripts).toContain('__html: routeModulesScript }');
      expect(scripts).not.toContain('laterModulesScript');
      expect(scripts).not.toMatch(/href: manifest\.entry\.module/);
      expect(scripts).toContain('[].map((path) =>');
    });
  }

  it('leaves every other module alone', () => {
    expect(lowPriorityModulePreloads('rel: "modulepreload",', '/repo/app/root.tsx')).toBeNull();
    const other = path.join(dist, 'production', 'index.mjs');
    expect(lowPriorityModulePreloads(readFileSync(other, 'utf8'), other)).toBeNull();
  });

  it('fails the build when Scripts no longer renders the scripts and links as it did, so an upgrade is looked at', () => {
    expect(() =>
      lowPriorityModulePreloads(
        'function Scripts() { return link({rel: "modulepreload"}) }\nfunction other() {}',
        '/repo/node_modules/react-router/dist/production/chunk-X.mjs',
      ),
    ).toThrow(/has 0 of __html: routeModulesScript/);
  });
});

describe('laterModulesScript', () => {
  // React Router 7.18's script for a page of two routes, as Scripts writes it.
  const script = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/product-B.js";
  window.__reactRouterManifest = {"entry": {"module": "/assets/entry-C.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/product":route1};

import("/assets/entry-C.js");`;
  const modules = [
    '/assets/entry-C.js',
    '/assets/react-dom-D.js',
    '/assets/root-A.js',
    '/assets/product-B.js',
    '/assets/root-A.js',
  ];
  const later = laterModulesScript(script, modules);

  it('imports nothing statically: the parser asks for no module', () => {
    expect(later).not.toMatch(/^\s*import\s+[*"{]/m);
    expect(later).not.toMatch(/import \* as/);
  });

  it('asks for the modules in the task after the first frame, or at once in a hidden document', () => {
    const wait = later.indexOf('requestAnimationFrame(() => setTimeout(resolve))');
    expect(wait).toBeGreaterThan(-1);
    expect(later).toContain('document.hidden ? resolve()');
    expect(later.indexOf('document.createElement("link")')).toBeGreaterThan(wait);
    expect(later.indexOf('await Promise.all')).toBeGreaterThan(wait);
  });

  it('preloads every module of the page once, so they come in parallel', () => {
    expect(later).toContain(
      'for (const href of ["/assets/entry-C.js","/assets/react-dom-D.js","/assets/root-A.js","/assets/product-B.js"])',
    );
    expect(later).toContain('link.rel = "modulepreload"');
  });

  it('binds the route modules before the rest of the script reads them, and starts the entry last', () => {
    const bound = later.indexOf(
      'const [route0, route1] = await Promise.all([import("/assets/root-A.js"), import("/assets/product-B.js")]);',
    );
    expect(bound).toBeGreaterThan(-1);
    expect(later.indexOf('window.__reactRouterRouteModules')).toBeGreaterThan(bound);
    expect(later.trimEnd().endsWith('import("/assets/entry-C.js");')).toBe(true);
  });

  it('keeps a bare import in its place in the same Promise.all', () => {
    const withManifest = laterModulesScript(`import "/assets/manifest-E.js";\n${script}`, modules);
    expect(withManifest).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-E.js"), import("/assets/root-A.js"), import("/assets/product-B.js")]);',
    );
  });

  it('leaves a script without imports (a page served without its route modules) as it is', () => {
    expect(laterModulesScript(' ', modules)).toBe(' ');
  });

  it('is self-contained, as React Router runs it from its source text', () => {
    const copy = new Function(`return (${laterModulesScript.toString()})`)() as typeof laterModulesScript;
    expect(copy(script, modules)).toBe(later);
  });
});
