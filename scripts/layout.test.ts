import {readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

/** The folder layout of decision 0147: features in folders, a short shared top level, one name per file. */
const APP = path.resolve(__dirname, '../app');
const SOURCE = /\.tsx?$/;

function files(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

describe('app/ layout (decision 0147)', () => {
  it('keeps at most 20 source files at the top of app/lib (what every feature shares)', () => {
    const top = readdirSync(path.join(APP, 'lib'), {withFileTypes: true}).filter(
      (entry) => entry.isFile() && SOURCE.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    );
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(20);
  });

  it('gives no two source files in app/ the same name (case ignored, as on macOS)', () => {
    const byName = new Map<string, string[]>();
    for (const file of files(APP)) {
      const name = path.basename(file).toLowerCase();
      byName.set(name, [...(byName.get(name) ?? []), path.relative(APP, file)]);
    }
    const shared = [...byName.values()].filter((paths) => paths.length > 1);
    expect(byName.size).toBeGreaterThan(300);
    expect(shared).toEqual([]);
  });
});
