import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {withSectionIds} from '../../../scripts/lib/lazyCss';
import {lazySection} from './lazySection';

const APP = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Where `load` imports from, as a path under app/ without extension. */
function target(file: string, specifier: string): string {
  const absolute = specifier.startsWith('~/')
    ? path.join(APP, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  return path.relative(APP, absolute).split(path.sep).join('/');
}

const files = sources(APP).map((file) => ({file, code: readFileSync(file, 'utf8')}));

describe('lazySection', () => {
  it('is called across the app, each time with one static import the build can name', () => {
    const calls = files.flatMap(({file, code}) =>
      [...withSectionIds(code, file, APP).matchAll(/lazySection\('([\w./-]+)', \(\) =>\s*import\('([^']+)'\)/g)].map(
        (match) => ({id: match[1], imported: target(file, match[2] as string)}),
      ),
    );
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter((call) => call.id !== call.imported)).toEqual([]);
  });

  it('comes behind memo, and bare only when the caller holds its boundary', () => {
    const own = lazySection(() => import('~/components/ErrorPage/ErrorPage'));
    const caller = lazySection(() => import('~/components/ErrorPage/ErrorPage'), {boundary: 'caller'});
    expect((own as unknown as {$$typeof: symbol}).$$typeof).toBe(Symbol.for('react.memo'));
    expect(typeof caller).toBe('function');
  });
});
