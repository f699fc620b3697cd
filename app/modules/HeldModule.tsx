import {
  startTransition,
  Suspense,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import {trackLoad} from '~/lib/lazy/lazySection';
import type * as HeldEntriesModule from './heldEntries';
import * as styles from './HeldModule.css';
import type {ModuleEntry, RenderedModule} from './types';

/** The fetching code's module (its own chunk), which a held part's `load` is given. */
type HeldEntries = typeof HeldEntriesModule;

/**
 * By held part's id (a module's id, or the PDP's reviews list): every part this document held
 * (`waiting`), and the data that has arrived for each (`arrived`).
 */
const arrived = new Map<string, unknown>();
const waiting = new Set<string>();
const listeners = new Map<string, Set<() => void>>();

/**
 * Whether this document drew the module held. Its boundary keeps the held shape when a
 * revalidation or a navigation brings the entry whole, so the tree React hydrates stays the same.
 */
export const wasHeld = (id: string) => waiting.has(id);

function settle(id: string, entry: unknown) {
  if (arrived.has(id)) return;
  arrived.set(id, entry);
  for (const listener of listeners.get(id) ?? []) listener();
}

/**
 * A held module's entry that came whole with newer loader data (a revalidation after an add to
 * cart): its boundary renders that entry (its props), and the held answer, if it comes later, is
 * not used. Recorded only: called while rendering, it must not update another component.
 */
export function arrive(entry: RenderedModule) {
  const id = entry.module.sys.id;
  if (waiting.has(id) && !arrived.has(id)) arrived.set(id, entry);
}

/**
 * The part of a held module the address's fragment names (`/#faq-delivery`), when the document had no
 * such element as the page hydrated; null when there is none, undefined until looked for.
 */
let fragment: string | null | undefined;

function missingFragment(): string | null {
  if (fragment === undefined) {
    let id = window.location.hash.slice(1);
    try {
      id = decodeURIComponent(id);
    } catch {
      // A malformed escape: looked for as written.
    }
    fragment = id && !document.getElementById(id) ? id : null;
  }
  return fragment;
}

/**
 * Scrolls to the fragment's element (the browser looked while parsing) once the held modules are all drawn,
 * so that none drawn later above it moves it away.
 */
function scrollToFragment() {
  const target = fragment ? document.getElementById(fragment) : null;
  if (!target || document.querySelector('[data-held-module]:empty')) return;
  fragment = null;
  target.scrollIntoView();
}

/**
 * Resolves at the page's first Tab key press (decision 0167): every held module is then drawn, so that
 * the keyboard's order runs from the product through the modules, not straight to the footer. Listened
 * for from the first held module on, before the fetching code has come.
 */
let firstTab: Promise<void> | undefined;

function onFirstTab(): Promise<void> {
  firstTab ??= new Promise((resolve) => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      document.removeEventListener('keydown', onKey, true);
      resolve();
    };
    document.addEventListener('keydown', onKey, true);
  });
  return firstTab;
}

/** The fetching code, once it has come: what a drawn module's wrapper does next lives there too. */
let fetching: HeldEntries | undefined;

/**
 * Starts watching a held part, once per part: its data is fetched (`load`) when it nears the screen
 * (decision 0153) or at the first Tab, at once when the address names a part of a module not yet drawn,
 * and counted as loading from then until it comes, so route discovery waits for the part to go live
 * (decision 0145); a part the shopper never nears is never loaded.
 */
function request(id: string, load: (entries: HeldEntries) => Promise<unknown>) {
  if (waiting.has(id)) return;
  waiting.add(id);
  // The fetching code is its own chunk: pages without held modules never load it. Code that cannot
  // load leaves the wrapper as the server drew it.
  const scrollsToAPart = missingFragment() !== null;
  const tabbed = onFirstTab();
  void import('./heldEntries')
    .then(async (entries) => {
      fetching = entries;
      if (!scrollsToAPart) await entries.nearScreen(`[data-held-module="${CSS.escape(id)}"]`, tabbed);
      settle(id, await trackLoad(load(entries)));
    })
    .catch(() => {});
}

/**
 * The module's entry once its answer has come (undefined until then, and on the server; null when the
 * answer has no such module), as state set in a transition: React renders the module in slices between
 * the browser's other work. A store read with useSyncExternalStore is always updated in one blocking task, and on the
 * home page that task (the swap of the modules near the screen) took 100 ms (decision 0153).
 */
function useArrived<Data>(id: string): Data | null | undefined {
  const [current, setCurrent] = useState<Data | null | undefined>(undefined);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(arrived.get(id) as Data | null));
    const set = listeners.get(id) ?? new Set();
    set.add(update);
    listeners.set(id, set);
    if (arrived.has(id)) update();
    return () => {
      set.delete(update);
    };
  }, [id]);
  return current;
}

/**
 * A module whose data and markup the first HTML did not carry (decisions 0105, 0167). The server draws
 * an empty wrapper, a screen high, with the module's anchor, so a link to the module finds its place. In
 * the browser, when the wrapper nears the screen, its entry is fetched and the module renders into it
 * (in a transition: the wrapper stays as it was until the module's code has come). Whole entries (newer
 * loader data: a revalidation, a client-side navigation) render at once, through the same wrapper.
 */
export function HeldModule({entry, children}: {entry: ModuleEntry; children: (full: RenderedModule) => ReactNode}) {
  if (!('held' in entry))
    return (
      <Held id={entry.module.sys.id} anchor={entry.anchor} whole={entry}>
        {children}
      </Held>
    );
  return (
    <Held id={entry.held.id} anchor={entry.anchor} load={({heldEntry}) => heldEntry(entry)}>
      {children}
    </Held>
  );
}

/**
 * A part of a page held back like a module (decision 0167): an empty wrapper with the part's anchor until
 * `load` has brought its data (when the wrapper nears the screen), then `children` drawn with it. `whole`:
 * the data came with the loader (a revalidation, a client-side navigation), drawn at once through the
 * same wrapper.
 */
export function Held<Data>({
  id,
  anchor,
  load,
  whole,
  children,
}: {
  id: string;
  anchor: string;
  load?: (entries: HeldEntries) => Promise<Data | null>;
  whole?: Data;
  children: (data: Data) => ReactNode;
}) {
  const current = useArrived<Data>(id);
  if (!import.meta.env.SSR && load && whole === undefined) request(id, load);
  // Whole data (newer loader data) is the newest; held data is live once its answer came.
  const full = whole === undefined ? current : whole;
  // The page's answer no longer has the part, or never came: no screen-high gap is left.
  if (full === null) return null;
  return (
    <HeldWrapper id={id} anchor={full === undefined ? anchor : undefined}>
      {full === undefined ? null : (wrapper) => <Live wrapper={wrapper}>{children(full)}</Live>}
    </HeldWrapper>
  );
}

function HeldWrapper({
  id,
  anchor,
  children,
}: {
  id: string;
  anchor: string | undefined;
  children: ((wrapper: RefObject<HTMLDivElement | null>) => ReactNode) | null;
}) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref} className={styles.held} data-held-module={id} id={anchor}>
      {children ? <Suspense fallback={null}>{children(ref)}</Suspense> : null}
    </div>
  );
}

/**
 * Notes where the empty wrapper stood before React puts the module's markup into it: React runs a part's
 * insertion effects before it inserts the markup of the parts after it.
 */
function EmptyBox({wrapper}: {wrapper: RefObject<HTMLDivElement | null>}) {
  useInsertionEffect(() => {
    if (wrapper.current) fetching?.beforeDrawn(wrapper.current);
  }, [wrapper]);
  return null;
}

/** The live module; when the address's fragment names an element in it, scrolls there once (decision 0167). */
function Live({wrapper, children}: {wrapper: RefObject<HTMLDivElement | null>; children: ReactNode}) {
  useLayoutEffect(() => {
    if (wrapper.current) fetching?.settleDrawn(wrapper.current);
    scrollToFragment();
  }, [wrapper]);
  return (
    <>
      <EmptyBox wrapper={wrapper} />
      {children}
    </>
  );
}
