import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';

/**
 * The rule book's anchors and the citations of them (decision 0140), and the map that turns the
 * old "spec N" / "style N" / "issue N" comments into anchors: `npx tsx scripts/rules/citations.ts`
 * prints how many of each form are left and where each one goes.
 */

export const ROOT = resolve(import.meta.dirname, '../..');
export const BOOK = 'docs/rules';

export interface CitationMap {
  /** Book file (without .md) -> the path prefixes whose code its rules cover. */
  features: Record<string, string[]>;
  /** Old form ("spec 3") -> its target for a path prefix, else for the citing file's feature, else the default. */
  forms: Record<string, {default: string; byFeature?: Record<string, string>; byPath?: Record<string, string>}>;
}
export const CITATION_MAP = JSON.parse(
  readFileSync(resolve(import.meta.dirname, 'citations.json'), 'utf8'),
) as CitationMap;

/** Every `<a id>` (or other element id) in the book, with the file it is in. */
export function bookAnchors(): {file: string; id: string}[] {
  return readdirSync(join(ROOT, BOOK))
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(join(ROOT, BOOK, file), 'utf8').matchAll(/<[a-z]+\s[^>]*\bid="([^"]*)"/g)].map((m) => ({
        file,
        id: m[1]!,
      })),
    );
}

const DECISION = /^docs\/decisions\/(\d{4}-[a-z0-9-]+|TEMPLATE|README)\.md$/;

/** `docs/rules/cart.md#cart-quantity-cap`, `rules:cart-quantity-cap` or `docs/decisions/0140-….md`. */
let anchorsRead: ReturnType<typeof bookAnchors> | undefined;

export function targetExists(target: string): boolean {
  // Read once: the rewrite leaves some 1,400 citations to check against the same book.
  const anchors = (anchorsRead ??= bookAnchors());
  const short = /^rules:(.+)$/.exec(target);
  if (short) return anchors.some((a) => a.id === short[1]);
  const [path, id] = target.split('#') as [string, string | undefined];
  if (DECISION.test(path)) return existsSync(join(ROOT, path)) && id === undefined;
  if (!path.startsWith(`${BOOK}/`) || !existsSync(join(ROOT, path))) return false;
  const file = path.slice(BOOK.length + 1);
  return id === undefined || anchors.some((a) => a.file === file && a.id === id);
}

const SKIP = new Set(['node_modules', 'dist', 'build', '.cache', 'test-results', 'playwright-report', '.react-router']);
const TEXT = /\.(ts|tsx|js|mjs|md|json|css|sh|graphql|jsonc)$/;

function* files(dir: string): Generator<string> {
  const full = join(ROOT, dir);
  if (!existsSync(full)) return;
  for (const name of readdirSync(full)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) yield* files(path);
    else if (TEXT.test(name) && !name.endsWith('.generated.d.ts')) yield path;
  }
}

/** Citations of the book: the repository-relative form anywhere, `rules:<id>`, and links between the book's files. */
export function citationsIn(dirs: string[]): {path: string; target: string}[] {
  const found: {path: string; target: string}[] = [];
  for (const path of dirs.flatMap((dir) => [...files(dir)])) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    for (const m of text.matchAll(/docs\/rules\/[a-z0-9-]+\.md(?:#[A-Za-z0-9_-]+)?/g)) found.push({path, target: m[0]});
    for (const m of text.matchAll(/\brules:([a-z][a-z0-9]*(?:-[a-z0-9]+)*)/g)) found.push({path, target: m[0]});
    if (path.startsWith(`${BOOK}/`)) {
      for (const m of text.matchAll(/\]\((?!https?:)([^)\s]+)\)/g)) {
        const [file, id] = m[1]!.split('#') as [string, string | undefined];
        const target = relative(ROOT, resolve(ROOT, BOOK, file || relative(BOOK, path)));
        found.push({path, target: id ? `${target}#${id}` : target});
      }
    }
  }
  return found;
}

/** "spec 3", "spec 1, 7, 8", "style 5 and 6", "issue 20": one entry per section, habit or issue cited. */
const LEGACY = /\b(spec|style|issue)s? (\d+)((?:(?:,? and |, | or |\/)(?:(?:spec|style|issue) )?\d+\b(?!\.\d))*)/gi;
/** Another document's numbering, not ours ("GraphQL spec 6.2.2"). */
const FOREIGN = /(GraphQL|CSS|HTML|HTTP|RFC|Fetch|WHATWG|OpenID|OAuth) $/i;

export function legacyCitations(dirs = ['app', 'dev-backend', 'contentful', 'tests']): {path: string; form: string}[] {
  const found: {path: string; form: string}[] = [];
  for (const path of dirs.flatMap((dir) => [...files(dir)])) {
    const text = readFileSync(join(ROOT, path), 'utf8');
    for (const m of text.matchAll(LEGACY)) {
      if (FOREIGN.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      let kind = m[1]!.toLowerCase();
      found.push({path, form: `${kind} ${Number(m[2])}`});
      for (const [, named, n] of m[3]!.matchAll(/(?:(spec|style|issue) )?(\d+)/gi)) {
        kind = named?.toLowerCase() ?? kind;
        found.push({path, form: `${kind} ${Number(n)}`});
      }
    }
  }
  return found;
}

/** The feature a file belongs to (the longest matching prefix) and what its citation of `form` becomes. */
export function citationTarget(form: string, path: string): {feature?: string; target?: string} {
  let feature: string | undefined;
  let length = -1;
  for (const [name, prefixes] of Object.entries(CITATION_MAP.features)) {
    for (const prefix of prefixes)
      if (path.startsWith(prefix) && prefix.length > length) [feature, length] = [name, prefix.length];
  }
  const entry = CITATION_MAP.forms[form];
  const byPath = Object.entries(entry?.byPath ?? {})
    .filter(([prefix]) => path.startsWith(prefix))
    .sort((a, b) => b[0].length - a[0].length)[0]?.[1];
  return {feature, target: entry && (byPath ?? (feature && entry.byFeature?.[feature]) ?? entry.default)};
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const counts = new Map<string, Map<string, number>>();
  for (const {path, form} of legacyCitations()) {
    const target = citationTarget(form, path).target ?? '(no target)';
    const byTarget = counts.get(form) ?? new Map<string, number>();
    byTarget.set(target, (byTarget.get(target) ?? 0) + 1);
    counts.set(form, byTarget);
  }
  const total = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  for (const [form, byTarget] of [...counts].sort((a, b) => total(b[1]) - total(a[1]))) {
    console.log(`${form}: ${total(byTarget)}`);
    for (const [target, n] of [...byTarget].sort((a, b) => b[1] - a[1])) console.log(`  ${n}\t${target}`);
  }
}
