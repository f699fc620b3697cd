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
  // What every page loads right after its first frame: the header's menus, the footer and the promo bar
  // with its countdown, and the small modules the late parts share, each of which would otherwise be a
  // request of its own (decision 0172).
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
    '/app/components/Countdown/Countdown',
    '/app/lib/countdown/countdownFormat.ts',
    '/app/components/RichText/RichText.tsx',
    '/app/lib/content/cta.ts',
    '/app/modules/JumpButton/jumpLinks.ts',
    '/app/modules/heldEntries.ts',
    '/app/lib/lazy/routeDiscoveryRelease.ts',
    '/app/lib/useHydrated.ts',
    '/app/lib/loadScript.ts',
    '/app/lib/payLater/prequalification.ts',
    '/app/lib/order/confirmation.ts',
  ],
  // What every page loads when it is idle: the modal stack and the state machine library it runs on, the
  // countdown's machine, the mini cart's view (ahead of a first add to cart; its lines are the shared
  // `cart-lines` chunk), and the boot of the tracker and of the third parties (decision 0172).
  'modal-root': [
    '/app/components/Modal/',
    '/node_modules/xstate/',
    '/node_modules/@xstate/react/',
    '/node_modules/use-sync-external-store/',
    '/node_modules/use-isomorphic-layout-effect/',
    '/app/lib/countdown/countdownMachine.ts',
    // The machines' first-use wrapper (decision 0179): only they import it.
    '/app/lib/lazy/firstUse.ts',
    '/app/components/Modal/views/CartView',
    '/app/lib/cart/miniCartMachine.ts',
    '/app/lib/tracking/',
    '/node_modules/@shopify/hydrogen-react/dist/browser-prod/',
    '/app/lib/protectionPlans/protectionPlanNames.ts',
    '/app/components/ThirdParty/',
    '/app/lib/errors/',
    '/app/lib/experiments/',
    '/app/lib/payLater/',
    '/app/lib/referral/',
  ],
  // The product page's parts that hydrate after its first frame: its details, sidebar, modules and sticky
  // bar. (Its gallery is in the bundle page's first load.)
  'product-page': [
    '/app/components/ProductDetails/',
    '/app/components/ProductPage/Sidebar.tsx',
    // The sidebar's own parts, which no other late part imports.
    '/app/components/Cta/CtaIcon.tsx',
    '/app/components/Cta/CtaButton.tsx',
    '/app/modules/JumpButton/JumpLinkList',
    '/app/components/Countdown/LazyCountdown.tsx',
    '/app/components/ProductPage/ProductModules.tsx',
    '/app/components/ProductStickyBar/',
  ],
  // A product's rating summary and its reviews section.
  reviews: ['/app/components/Reviews/', '/app/lib/reviews/'],
};

/**
 * Small chunks that the pages load together, each set merged into one chunk, in a first load or later
 * (decision 0172). Unlike a late group, a route may import these statically: each set was chosen so that
 * a route's first load gains at most a small module it did not load before (measured in 0172), against
 * a request fewer on every page that loads the set.
 */
export const SHARED_GROUPS: Readonly<Record<string, readonly string[]>> = {
  // A cart's lines and the cart they read: the cart page's first load, and the mini cart's.
  'cart-lines': ['/app/components/CartLines/', '/app/lib/cart/quantitySteps.ts', '/app/lib/cart/normalizeCart.ts'],
  // The CMS modules' renderer, the hero and the held wrapper it draws, and the modules' call to action.
  'module-renderer': [
    '/app/modules/ModuleRenderer.tsx',
    '/app/modules/Hero/',
    '/app/modules/HeldModule',
    '/app/modules/shared/Cta.tsx',
  ],
  // A module's section and the styles the modules share.
  section: [
    '/app/modules/shared/Section.tsx',
    '/app/modules/shared/themeStyle.ts',
    '/app/modules/shared/shared.css.ts',
  ],
  // A product's gallery and its image list.
  'product-gallery': ['/app/components/ProductGallery/', '/app/lib/product/productImages.ts'],
  // A product's price, its price tabs with the add to cart button, and its badge.
  price: ['/app/components/PriceBlock/', '/app/components/AddToCart/AddToCart.tsx', '/app/components/Badge/'],
  // Small modules every page loads, the pages that sell first and the others with their footer and mini
  // cart: a call-to-action link, the product paths it resolves, the cart's quantity limits, the pay-later
  // line and the product page's class names.
  'page-common': [
    '/app/components/Cta/CtaLink.tsx',
    '/app/lib/product/productPaths.ts',
    '/app/lib/cart/quantity.ts',
    '/app/components/PayLater/',
    '/app/lib/payLater/payLater.ts',
    '/app/components/ProductPage/ProductPage.css.ts',
    '/app/lib/scroll.ts',
  ],
  // A page's meta tags and its structured data: the home page and the product pages draw both.
  seo: ['/app/lib/seo/seo.ts', '/app/lib/seo/structuredData.ts', '/app/components/JsonLd/'],
  // The CMS helpers and the long date, which the reviews read.
  content: ['/app/lib/content/content.ts', '/app/lib/longDate.ts'],
};

/** The strings of LATE_GROUPS and SHARED_GROUPS that have grouped a module in this build. */
const used = new Set<string>();

/** The shared group of module `id`, or undefined. */
export function sharedGroup(id: string): string | undefined {
  for (const [group, parts] of Object.entries(SHARED_GROUPS)) {
    const part = parts.find((candidate) => id.includes(candidate));
    if (part) {
      used.add(part);
      return group;
    }
  }
  return undefined;
}

/**
 * Modules that the module graph shows under a route only through imports the client build drops (server
 * code, and `content.ts`'s re-export of `jumpLinks`, which no browser code uses). They are grouped all the
 * same: the build fails if a route's first load really reaches a late group (`lateGroupInFirstLoad`).
 */
const ROUTES_REACH_ON_THE_SERVER_ONLY = ['/app/lib/content/cta.ts', '/app/modules/JumpButton/jumpLinks.ts'];

/**
 * Paths no group takes unless a longer string names them: the other modal views load when their modal
 * opens, and the field metrics only after consent.
 */
const NOT_GROUPED = ['/app/components/Modal/views/', '/app/lib/tracking/webVitals.client.ts'];

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
  if (!best || longest(NOT_GROUPED).length > best.part.length) return undefined;
  if (importedByARoute(id, moduleInfo) && !ROUTES_REACH_ON_THE_SERVER_ONLY.includes(best.part)) return undefined;
  used.add(best.part);
  return best.group;
}

/**
 * What a dynamic import preloads beside its own request (Vite's `build.modulePreload.resolveDependencies`):
 * the chunks it imports, not the chunk itself. Vite's helper adds a `<link rel="modulepreload">` to the
 * head for each file it lists before it calls `import()`, and that call requests the chunk anyway; the
 * link for the chunk itself was one more DOM insertion and request start on the main thread, nine of them
 * on a blog article (decision 0176).
 */
export function dependenciesOnly(file: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => dependency !== file);
}

/** The strings of LATE_GROUPS and SHARED_GROUPS that grouped no module in this build. */
export const unusedGroupPaths = () =>
  [...Object.values(LATE_GROUPS), ...Object.values(SHARED_GROUPS)].flat().filter((part) => !used.has(part));

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

/** What `lateGroupInFirstLoad` reads of an output chunk. */
export interface ChunkFacts {
  name: string;
  isEntry: boolean;
  imports: readonly string[];
}

/**
 * The first entry chunk (the client entry or a route) whose static imports reach a late group's chunk, as
 * file names from the entry to the group, or null. A route's first load would carry that group.
 */
export function lateGroupInFirstLoad(chunks: Readonly<Record<string, ChunkFacts>>): string[] | null {
  const late = (file: string) => Object.hasOwn(LATE_GROUPS, chunks[file]?.name ?? '');
  for (const [entry, chunk] of Object.entries(chunks)) {
    if (!chunk.isEntry) continue;
    const from = new Map<string, string | null>([[entry, null]]);
    const queue = [entry];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (late(file)) {
        const path = [file];
        for (let step = from.get(file); step; step = from.get(step)) path.unshift(step);
        return path;
      }
      for (const next of chunks[file]?.imports ?? [])
        if (!from.has(next)) {
          from.set(next, file);
          queue.push(next);
        }
    }
  }
  return null;
}

/**
 * Fails the client build when two chunks import each other statically, when a route's first load reaches
 * a late group, or when a string of LATE_GROUPS or SHARED_GROUPS grouped nothing. A group leaves its
 * modules' imports where they are (`includeDependenciesRecursively: false`), and a group that an outside
 * module imports back would run that module before the group's code it calls (decision 0166).
 */
export function chunkGroupsPlugin(): Plugin {
  return {
    name: 'keel:chunk-groups',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks: Record<string, ChunkFacts> = {};
      for (const [file, output] of Object.entries(bundle))
        if (output.type === 'chunk')
          chunks[file] = {name: output.name, isEntry: output.isEntry, imports: output.imports};
      const cycle = chunkCycle(
        Object.fromEntries(Object.entries(chunks).map(([file, chunk]) => [file, chunk.imports])),
      );
      if (cycle)
        this.error(`chunks import each other statically: ${cycle.join(' -> ')} (see LATE_GROUPS, decision 0166)`);
      const firstLoad = lateGroupInFirstLoad(chunks);
      if (firstLoad)
        this.error(`a first load reaches a late group: ${firstLoad.join(' -> ')} (see LATE_GROUPS, decision 0172)`);
      const unused = unusedGroupPaths();
      if (unused.length)
        this.error(
          `LATE_GROUPS or SHARED_GROUPS names modules that no group took (a route imports them statically, or they moved): ${unused.join(', ')} (decisions 0166, 0172)`,
        );
    },
  };
}
