import {rewritePlugin} from './routerTransition.ts';

const PRELOAD = 'rel: "modulepreload",';
const ROUTE_MODULES_HTML = '__html: routeModulesScript }';
const ENTRY_LINK =
  /\/\* @__PURE__ \*\/ \w+\.createElement\(\s*"link",\s*\{\s*rel: "modulepreload",\s*href: manifest\.entry\.module,[^}]*\}\s*\)/g;
const ROUTE_LINKS = 'preloads.map((path) =>';
/** The page's modules as `Scripts` lists them for its links: the entry, its imports, the matched routes' and theirs. */
const PAGE_MODULES =
  '[manifest.entry.module, ...manifest.entry.imports, ...getModuleLinkHrefs(matches, manifest, { includeHydrateFallback: true })]';

/**
 * React Router's inline module script for the page's routes, rewritten to ask for the page's JavaScript
 * after its first frame (decision 0160). The script's static imports (fetched as soon as the parser
 * meets them) become dynamic ones, made in the task after the first frame together with a
 * `<link rel="modulepreload">` per module of the page, so the modules come in parallel, not one import
 * level at a time. A hidden document (a background tab, a prerender) gets no frames, so there they are
 * asked for at once. Runs in the server's render and is injected into React Router as source text:
 * self-contained.
 */
export function laterModulesScript(script: string, modules: string[]): string {
  const imports: {name?: string; href: string}[] = [];
  const rest = script.replace(/import (?:\* as (\w+) from )?("[^"]*");\n?/g, (_, name, href) => {
    imports.push({name, href});
    return imports.length === 1 ? '\u0000' : '';
  });
  if (imports.length === 0) return script;
  const names = imports.map(({name}) => name ?? '').join(', ');
  const hrefs = JSON.stringify([...new Set(modules)]);
  const later = [
    'await new Promise((resolve) => (document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve))));',
    `for (const href of ${hrefs}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    '  link.href = href;',
    '  link.nonce = document.querySelector("script[nonce]")?.nonce ?? "";',
    '  document.head.append(link);',
    '}',
    `const [${names}] = await Promise.all([${imports.map(({href}) => `import(${href})`).join(', ')}]);`,
    '',
  ].join('\n');
  return rest.replace('\u0000', () => later);
}

/** Counts `needle` in `text`, and throws when that is not `expected`: React Router renders its scripts differently now. */
function once(text: string, needle: string | RegExp, id: string): void {
  const found = typeof needle === 'string' ? text.split(needle).length - 1 : (text.match(needle) ?? []).length;
  if (found !== 1)
    throw new Error(
      `keel:script-priority: ${id}'s Scripts has ${found} of ${String(needle)}, not the 1 of React Router 7.18; check how it renders the page's modules now (decisions 0156, 0160).`,
    );
}

/**
 * Rewrites React Router's `<Scripts>` so that the page asks for its JavaScript only after its first
 * frame (decision 0160): no `<link rel="modulepreload">` for the page's own modules in the HTML, and
 * its inline module script imports them after the frame (`laterModulesScript`). The links React Router
 * still renders (the next pages' prefetch links) ask for `fetchpriority="low"` (decision 0156). React
 * Router 7 has no option for either, and React 18 passes the lower-case attribute through as it is.
 *
 * The browser's copy leaves the script's text as it is: React keeps the server's text while hydrating
 * and drops the script once hydrated, so only the links must be the same on both sides.
 *
 * Returns the code unchanged when it is not React Router's module with `Scripts`, and throws when that
 * module no longer renders the scripts and links as it did, so an upgrade that changes them is noticed.
 */
export function lowPriorityModulePreloads(code: string, id: string, server = true): string | null {
  if (!/react-router[\\/]dist[\\/](production|development)[\\/][^\\/]+\.m?js$/.test(id.split('?')[0] as string))
    return null;
  const start = code.indexOf('function Scripts(');
  if (start < 0) return null;
  const end = code.indexOf('\nfunction ', start);
  let scripts = code.slice(start, end);
  once(scripts, ROUTE_MODULES_HTML, id);
  once(scripts, ENTRY_LINK, id);
  once(scripts, ROUTE_LINKS, id);
  scripts = scripts
    .replace(
      ROUTE_MODULES_HTML,
      server ? `__html: (${laterModulesScript.toString()})(routeModulesScript, ${PAGE_MODULES}) }` : ROUTE_MODULES_HTML,
    )
    .replace(ENTRY_LINK, 'null')
    .replace(ROUTE_LINKS, '[].map((path) =>');
  const next = code.slice(0, start) + scripts + code.slice(end);
  const links = next.split(PRELOAD).length - 1;
  if (links < 2) {
    throw new Error(
      `keel:script-priority: ${id} renders ${links} modulepreload links as "${PRELOAD}" once the page's own are out, not the 2 or more of React Router 7.18's Scripts and prefetch links; check how it renders them now (decision 0156).`,
    );
  }
  return next.replaceAll(PRELOAD, `${PRELOAD} fetchpriority: "low",`);
}

export const scriptPriorityPlugin = () => rewritePlugin('keel:script-priority', lowPriorityModulePreloads);
