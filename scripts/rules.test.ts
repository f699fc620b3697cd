import {existsSync, readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {
  BOOK,
  bookAnchors,
  CITATION_MAP,
  citationTarget,
  citationsIn,
  legacyCitations,
  ROOT,
  targetExists,
} from './rules/citations';

/**
 * The rule book (docs/rules, decision 0140): every anchor is unique and stays a name, every
 * citation of it anywhere in the repository resolves, and the citation map that rewrites the old
 * "spec N" / "style N" / "issue N" comments points only at anchors and records that exist.
 */

describe('the rule book', () => {
  it('has kebab-case anchors, each used once across the whole book', () => {
    const anchors = bookAnchors();
    expect(anchors.length).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const {id, file} of anchors) {
      expect(id, `${file}: ${id}`).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(id, `${file}: a number shifts; name the rule`).not.toMatch(/^[a-z]*-?\d+$/);
      if (seen.has(id)) repeated.push(`${id} (${seen.get(id)}, ${file})`);
      seen.set(id, file);
    }
    expect(repeated).toEqual([]);
  });

  it('lists every one of its files in its README, and only those', () => {
    const readme = readFileSync(`${ROOT}/${BOOK}/README.md`, 'utf8');
    const listed = new Set([...readme.matchAll(/\]\(([a-z0-9-]+\.md)\)/g)].map((m) => m[1]));
    const files = new Set(
      bookAnchors()
        .map((a) => a.file)
        .filter((f) => f !== 'README.md'),
    );
    expect([...listed].sort()).toEqual([...files].sort());
  });

  it('names only repository paths that exist', () => {
    const missing = new Set<string>();
    for (const file of new Set(bookAnchors().map((a) => a.file))) {
      const text = readFileSync(`${ROOT}/${BOOK}/${file}`, 'utf8');
      for (const m of text.matchAll(
        /`((?:app|dev-backend|tests|scripts|bench|docs|extensions|contentful)\/[^`*\s#]+)(?:#[^`]*)?`/g,
      )) {
        if (!existsSync(`${ROOT}/${m[1]}`)) missing.add(`${file}: ${m[1]}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('resolves every citation in app/, dev-backend/, contentful/, tests/, scripts/ and docs/', () => {
    const unresolved = citationsIn(['app', 'dev-backend', 'contentful', 'tests', 'scripts', 'docs'])
      .filter((c) => !targetExists(c.target))
      .map((c) => `${c.path}: ${c.target}`);
    expect(unresolved).toEqual([]);
  });
});

describe("the code's citations", () => {
  it('never cite "spec N", "style N" or "issue N" in app/, dev-backend/, contentful/ or tests/ (the map was applied)', () => {
    expect(legacyCitations().map((c) => `${c.path}: ${c.form}`)).toEqual([]);
  });
});

describe('the citation map', () => {
  it('names a target for every form the code cites today, and every target exists', () => {
    const forms = new Set(legacyCitations().map((c) => c.form));
    const unmapped = [...forms].filter((form) => !(form in CITATION_MAP.forms));
    expect(unmapped).toEqual([]);
    const targets = Object.values(CITATION_MAP.forms).flatMap((f) => [
      f.default,
      ...Object.values(f.byFeature ?? {}),
      ...Object.values(f.byPath ?? {}),
    ]);
    expect(targets.filter((t) => !targetExists(t))).toEqual([]);
  });

  it('places every file that cites the old forms in a feature of the book', () => {
    const homeless = [...new Set(legacyCitations().map((c) => c.path))].filter(
      (path) => !citationTarget('spec 3', path).feature,
    );
    expect(homeless).toEqual([]);
  });

  it('only names features that are files of the book', () => {
    for (const feature of Object.keys(CITATION_MAP.features))
      expect(existsSync(`${ROOT}/${BOOK}/${feature}.md`), feature).toBe(true);
  });
});
