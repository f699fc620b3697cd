import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

/** docs/decisions/README.md is kept by hand: this holds it to the records that are there. */

const DIR = resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(DIR).filter((f) => /^\d{4}-[a-z0-9-]+\.md$/.test(f));
const index = readFileSync(resolve(DIR, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\| (\d{4}) \| \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => ({no: m[1]!, file: m[2]!}));

/** "0016–0019, 0069 and 0074" -> every number it names. */
function numbersIn(line: string): number[] {
  return [...line.matchAll(/(\d{4})(?:[–-](\d{4}))?/g)].flatMap((m) => {
    const from = Number(m[1]);
    const to = Number(m[2] ?? m[1]);
    return Array.from({length: to - from + 1}, (_, i) => from + i);
  });
}

describe('the decision records index', () => {
  it('lists every record exactly once, under its own number, and nothing that is not there', () => {
    expect(rows.map((r) => r.file).sort()).toEqual([...records].sort());
    for (const {no, file} of rows) expect(file.startsWith(`${no}-`), file).toBe(true);
  });

  it('names as unused exactly the numbers below the highest that no record has', () => {
    const taken = new Set(records.map((f) => Number(f.slice(0, 4))));
    const gaps = Array.from({length: Math.max(...taken)}, (_, i) => i + 1).filter((n) => !taken.has(n));
    const line = /^Numbers (.*) are unused\.$/m.exec(index);
    expect(line, 'the "Numbers … are unused." line').not.toBeNull();
    expect(numbersIn(line![1]!)).toEqual(gaps);
  });

  it('gives every record the template’s headings, with its number in the title', () => {
    const headings = [...readFileSync(resolve(DIR, 'TEMPLATE.md'), 'utf8').matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(headings).toEqual(['Context', 'Decision', 'Consequences']);
    const off = records.filter((file) => {
      const text = readFileSync(resolve(DIR, file), 'utf8');
      return (
        !text.startsWith(`# ${file.slice(0, 4)}: `) ||
        !/^Date: \d{4}-\d{2}-\d{2}$/m.test(text) ||
        !/^Status: /m.test(text) ||
        headings.some((h) => !text.includes(`\n## ${h}\n`))
      );
    });
    expect(off).toEqual([]);
  });
});
