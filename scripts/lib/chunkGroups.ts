import type {Plugin} from 'vite';

/** What the chunk groups read of a module: rolldown's `ModuleInfo`, narrowed. */
export interface ModuleFacts {
  isEntry: boolean;
  importers: readonly string[];
}

/**
 * Lazy modules that a page loads at the same moment, each set in one chunk instead of a request per
 * module (decision 0166). The strings are parts of module paths; a module goes to the group whose
 * string it matches at the greatest length. The build fails on a string that groups no module (one a
 * route imports statically, or one that moved).
 */
export const LATE_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // The header's menus, the footer and the promo bar: the shell's parts that hydrate after the first frame.
  'shell-late': [
    '/app/components/Header/HeaderNav.tsx',
    '/app/components/Header/HeaderSearch.tsx',
    '/app/components/Footer/FooterContent.tsx',
    // The server's kept footer HTML (decision 0171): in the browser, a function returning null.
    '/app/lib/lazy/drawnHtml.tsx',
    '/app/components/NavigationBanner/BannerContent.tsx',
    '/app/components/NavigationBanner/bannerVars.css.ts',
    '/app/modules/JumpButton/anchorOffset.ts',
    '/app/lib/shell/shellState.ts',
  ],
  // The modal stack, which every page loads when it is idle, and the state machine library it runs on.
  'modal-root': [
    '/app/components/Modal/',
    '/node_modules/xstate/',
    '/node_modules/@xstate/react/',
    '/node_modules/use-sync-external-store/',
    '/node_modules/use-isomorphic-layout-effect/',
  ],
  // The mini cart's view, which every page loads ahead of a first add to cart.
  // (Its lines, CartLines, are in the cart page's first load.)
  'mini-cart': [
    '/app/components/Modal/views/CartView',
    '/app/lib/cart/miniCartMachine.ts',
    '/app/lib/tracking/items.ts',
    '/app/lib/tracking/views.ts',
  ],
  // The product page's parts that hydrate after its first frame: its details, modules and sticky bar.
  // (Its gallery is in the bundle page's first load.)
  'product-page': [
    '/app/components/ProductDetails/',
    '/app/components/ProductPage/ProductModules.tsx',
    '/app/components/ProductStickyBar/',
  ],
  // A product's rating summary and its reviews section.
  reviews: ['/app/components/Reviews/', '/app/lib/reviews/'],
  // A countdown's view and its format.
  countdown: ['/app/components/Countdown/Countdown', '/app/lib/countdown/countdownFormat.ts'],
};

/** Paths no group takes unless a longer string names them: the other modal views load when their modal opens. */
const NOT_GROUPED = ['/app/components/Modal/views/'];

/** The strings of LATE_GROUPS that have grouped a module in this build. */
const used = new Set<string>();

/** True when a route (a build entry) imports `id` statically, directly or through other modules. */
function importedByARoute(
  id: string,
  moduleInfo: (id: string) => ModuleFacts | null,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  return !info || info.isEntry || info.importers.some((importer) => importedByARoute(importer, moduleInfo, seen));
}

/**
 * The late group of module `id`, or undefined. A module that a route imports statically stays out: the
 * route would otherwise load its whole group with its first load.
 */
export function lateGroup(id: string, moduleInfo: (id: string) => ModuleFacts | null): string | undefined {
  const longest = (parts: readonly string[]) =>
    parts.filter((part) => id.includes(part)).sort((a, b) => b.length - a.length)[0] ?? '';
  let best: {group: string; part: string} | undefined;
  for (const [group, parts] of Object.entries(LATE_GROUPS)) {
    const part = longest(parts);
    if (part.length > (best?.part.length ?? 0)) best = {group, part};
  }
  if (!best || longest(NOT_GROUPED).length > best.part.length || importedByARoute(id, moduleInfo)) return undefined;
  used.add(best.part);
  return best.group;
}

/** The strings of LATE_GROUPS that grouped no module in this build. */
export const unusedGroupPaths = () =>
  Object.values(LATE_GROUPS)
    .flat()
    .filter((part) => !used.has(part));

/** The first cycle of static imports between chunks, as file names (the first repeated at the end), or null. */
export function chunkCycle(imports: Readonly<Record<string, readonly string[]>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (file: string, path: string[]): string[] | null => {
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    if (state.get(file) === 'done') return null;
    state.set(file, 'open');
    for (const next of imports[file] ?? []) {
      const cycle = visit(next, [...path, file]);
      if (cycle) return cycle;
    }
    state.set(file, 'done');
    return null;
  };
  for (const file of Object.keys(imports)) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

/**
 * Fails the client build when two chunks import each other statically, or when a string of LATE_GROUPS
 * grouped nothing. A late group leaves its modules' imports where they are
 * (`includeDependenciesRecursively: false`), and a group that an outside module imports back would run
 * that module before the group's code it calls (decision 0166).
 */
export function chunkGroupsPlugin(): Plugin {
  return {
    name: 'keel:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const imports: Record<string, readonly string[]> = {};
      for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') imports[file] = output.imports;
      const cycle = chunkCycle(imports);
      if (cycle)
        this.error(`chunks import each other statically: ${cycle.join(' -> ')} (see LATE_GROUPS, decision 0166)`);
      const unused = unusedGroupPaths();
      if (unused.length)
        this.error(
          `LATE_GROUPS names modules that no group took (a route imports them statically, or they moved): ${unused.join(', ')} (decision 0166)`,
        );
    },
  };
}
