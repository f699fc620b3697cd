import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

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

describe('lazyStyled names', () => {
  const calls = sources(APP).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/'([\w./-]+)',\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((match) => ({
      file: path.relative(APP, file),
      id: match[1],
      imported: target(file, match[2] as string),
    })),
  );

  it('are found across the app (the lazy parts the server renders)', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it('each name the module its loader imports, so the right stylesheets are linked', () => {
    const mismatched = calls.filter((call) => call.id !== call.imported);
    expect(mismatched).toEqual([]);
  });
});
