import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from 'vite';

/** A chunk of the client build, as far as this plugin reads it. */
export interface ChunkInfo {
  type: 'chunk' | 'asset';
  isDynamicEntry?: boolean;
  facadeModuleId?: string | null;
  moduleIds?: string[];
  imports?: string[];
  viteMetadata?: {importedCss: Set<string>};
}

/** The server module that carries the map (see app/lib/lazy/lazyCss.server.ts). */
export const LAZY_CSS_MODULE = 'virtual:keel/lazy-css';
/** Written beside the client build (not inside it: it is not a public asset), for a server build run on its own and for a look at what links what. */
export const LAZY_CSS_FILE = 'lazy-css.json';

/**
 * For each lazily imported module named in `used`, the stylesheets its chunk
 * needs: its own and those of the chunks it imports statically, less those
 * every page links already (the root route's). The key is the module's path
 * under app/ without extension ('modules/Faq/Faq'). A name the build does not
 * contain is an error: its styles would silently be missing.
 */
export function collectLazyCss(
  bundle: Record<string, ChunkInfo>,
  options: {root: string; base?: string; used: ReadonlySet<string>},
): Record<string, string[]> {
  const {root, base = '/', used} = options;
  // A module id may carry a query (React Router's route modules: 'app/root.tsx?__react-router-build-client-route').
  // The key is the path under app/ without its extension ('modules/Faq/Faq'): it is spelled in client code.
  const relative = (moduleId: string) =>
    path
      .relative(path.join(root, 'app'), moduleId.split('?')[0] as string)
      .split(path.sep)
      .join('/')
      .replace(/\.tsx?$/, '');
  const idOf = (chunk: ChunkInfo) => (chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null);
  const cssOf = (fileName: string, seen = new Set<string>(), into = new Set<string>()) => {
    if (seen.has(fileName)) return into;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (!chunk || chunk.type !== 'chunk') return into;
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(`${base}${css}`);
    for (const imported of chunk.imports ?? []) cssOf(imported, seen, into);
    return into;
  };
  const rootChunk = Object.entries(bundle).find(([, chunk]) => chunk.type === 'chunk' && idOf(chunk) === 'root');
  const linkedEverywhere = rootChunk ? cssOf(rootChunk[0]) : new Set<string>();
  // The chunk holding each module: a lazily imported module that other code imports
  // statically too can be part of a larger chunk rather than its own.
  const chunkOf = new Map<string, string>();
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const moduleId of chunk.moduleIds ?? []) {
      const id = relative(moduleId);
      if (used.has(id) && (!chunkOf.has(id) || idOf(chunk) === id)) chunkOf.set(id, fileName);
    }
  }
  const missing = [...used].filter((id) => !chunkOf.has(id));
  if (missing.length)
    throw new Error(`lazy sections name modules the client build does not contain: ${missing.join(', ')}`);
  const map: Record<string, string[]> = {};
  for (const [id, fileName] of chunkOf) {
    const css = [...cssOf(fileName)].filter((href) => !linkedEverywhere.has(href)).sort();
    if (css.length) map[id] = css;
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The module paths named for lazy parts in a source file (TypeScript or its
 * JavaScript): a path under app/ directly followed by its loader,
 * `'modules/Faq/Faq', () => import(…)`, as in `lazySection` once the build
 * has named it (`withSectionIds`).
 */
export function lazyModuleIds(code: string): string[] {
  return [...code.matchAll(/(['"])([\w./-]+)\1,\s*\(\)\s*=>\s*import\(/g)].map((match) => match[2] as string);
}

/** A call of `lazySection` (not its definition). */
const SECTION_CALL = /(?<![\w.$]|function\s+)lazySection\(/g;
/** Its loader, one static `() => import('…')`, and the export it names first in its options, if any. */
const SECTION_HEAD =
  /^\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)(?:(\s*,\s*\{)\s*name\s*:\s*(['"])(\w+)\4\s*,?\s*|\s*(?=[,)]))/;

/**
 * Gives each `lazySection(() => import('~/x/Y'), {name: 'Z', …})` call in `code` (the source file
 * `file`) its module's id, the imported path under `appDir` without extension, as its first argument,
 * and turns a named export into a static pick, so the bundler still drops the module's other exports:
 * `lazySection('x/Y', () => import('~/x/Y').then((m) => ({default: m.Z})), {…})`. The browser has no
 * source paths, so the id is written by the build; a loader that is not one static import cannot be
 * named, and fails the build.
 */
export function withSectionIds(code: string, file: string, appDir: string): string {
  let out = '';
  let from = 0;
  for (const call of code.matchAll(SECTION_CALL)) {
    const start = call.index + call[0].length;
    const head = SECTION_HEAD.exec(code.slice(start));
    if (!head)
      throw new Error(
        `${file}: lazySection takes one static import, \`lazySection(() => import('~/x/Y'))\` (app/lib/lazy/README.md).`,
      );
    const [text, quote, specifier = '', options, , name] = head;
    const target = specifier.startsWith('~/')
      ? path.join(appDir, specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    const id = path
      .relative(appDir, target)
      .split(path.sep)
      .join('/')
      .replace(/\.tsx?$/, '');
    const pick = name ? `.then((m) => ({default: m.${name}}))` : '';
    out += `${code.slice(from, start)}'${id}', () => import(${quote}${specifier}${quote})${pick}${options ?? ''}`;
    from = start + text.length;
  }
  return out + code.slice(from);
}

/**
 * Names every lazy section with its module (`withSectionIds`), in every build (client, server) and
 * in the tests, before `lazyCssPlugin` reads the names.
 */
export function lazySectionPlugin(): Plugin {
  let appDir = '';
  return {
    name: 'keel:lazy-section',
    // Before React's refresh transform, which in development names each arrow function (`_c5 = () => import(…)`).
    enforce: 'pre',
    configResolved(config) {
      appDir = path.join(config.root, 'app');
    },
    transform(code, id) {
      const file = id.split('?')[0] as string;
      if (!file.startsWith(appDir + path.sep) || !/\.[jt]sx?$/.test(file) || !code.includes('lazySection(')) return;
      try {
        return {code: withSectionIds(code, file, appDir), map: null};
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}

/**
 * The stylesheets of lazily loaded components, for the server. Vite links a
 * lazy chunk's CSS only when the browser imports the chunk, but the server
 * renders those components into the first HTML: without their styles the
 * page paints unstyled and moves when the chunk arrives. The client build
 * records which CSS each lazy module needs; the server build reads it as
 * `virtual:keel/lazy-css`, and `lazySection` renders the links (decision 0038).
 */
export function lazyCssPlugin(): Plugin {
  let map: Record<string, string[]> | null = null;
  let root = process.cwd();
  let base = '/';
  let mapFile = '';
  let building = false;
  /** The module paths named for lazy parts, gathered while the client build transforms the app. */
  const used = new Set<string>();
  const resolved = `\0${LAZY_CSS_MODULE}`;
  return {
    name: 'keel:lazy-css',
    configResolved(config) {
      root = config.root;
      base = config.base;
      building = config.command === 'build';
      mapFile = path.join(
        path.dirname(path.resolve(root, config.environments.client?.build.outDir ?? 'dist/client')),
        LAZY_CSS_FILE,
      );
    },
    resolveId(id) {
      return id === LAZY_CSS_MODULE ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      // In development Vite injects each chunk's CSS with its code; there is nothing to link.
      if (!building) return 'export default {};';
      if (!map) {
        try {
          map = JSON.parse(readFileSync(mapFile, 'utf8')) as Record<string, string[]>;
        } catch {
          this.error(`${LAZY_CSS_MODULE}: the client build must run before the server build (${mapFile} not found).`);
        }
      }
      return `export default ${JSON.stringify(map)};`;
    },
    transform(code, id) {
      if (this.environment.name !== 'client' || !building || id.includes('node_modules')) return;
      for (const name of lazyModuleIds(code)) used.add(name);
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      map = collectLazyCss(bundle as unknown as Record<string, ChunkInfo>, {root, base, used});
      mkdirSync(path.dirname(mapFile), {recursive: true});
      writeFileSync(mapFile, JSON.stringify(map, null, 2));
    },
  };
}
