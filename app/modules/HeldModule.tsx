import {
  createContext,
  startTransition,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {trackLoad} from '~/lib/lazy/lazySection';
import {useNonce} from '~/lib/nonce';
import * as styles from './HeldModule.css';
import {openHeldCopies, openHeldCopiesScript} from './heldCopy';
import type {HeldModule as HeldEntry, ModuleEntry, RenderedModule} from './types';

/** The request's held modules (decision 0105): provided by entry.server, so only the server render has them. */
export const HeldModules = createContext<ReadonlyMap<string, RenderedModule> | null>(null);

/** By module id: every module this document held (`waiting`), and the entries that have arrived (`arrived`). */
const arrived = new Map<string, RenderedModule | null>();
const waiting = new Set<string>();
const listeners = new Map<string, Set<() => void>>();
/** The server's HTML of each held module, copied before React touches it (decision 0145). */
const serverHtml = new Map<string, string>();

/**
 * Whether this document drew the module held. Its boundary keeps the held shape when a
 * revalidation or a navigation brings the entry whole, so the tree React hydrates stays the same.
 */
export const wasHeld = (id: string) => waiting.has(id);

function settle(id: string, entry: RenderedModule | null) {
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
 * Starts watching the held module, once per module: its entry is fetched when it nears the screen
 * (decision 0153), and counted as loading from then until it comes, so route discovery waits for the
 * module to go live (decision 0145); a module the shopper never nears is never loaded.
 */
function request(entry: HeldEntry) {
  const id = entry.held.id;
  if (waiting.has(id)) return;
  waiting.add(id);
  // The fetching code is its own chunk: pages without held modules never load it. An answer that
  // cannot load never settles: the server's copy stays (readable, not live).
  void import('./heldEntries')
    .then(async ({heldEntry, nearScreen}) => {
      await nearScreen(entry.anchor);
      settle(id, await trackLoad(heldEntry(entry)));
    })
    .catch(() => {});
}

/**
 * The module's entry once its answer has come (undefined until then, and on the server), as state set in
 * a transition: React renders the swap from the copy to the live module in slices between the browser's
 * other work. A store read with useSyncExternalStore is always updated in one blocking task, and on the
 * home page that task (the swap of the modules near the screen) took 100 ms (decision 0153).
 */
function useArrived(id: string): RenderedModule | null | undefined {
  const [current, setCurrent] = useState<RenderedModule | null | undefined>(undefined);
  useEffect(() => {
    const update = () => startTransition(() => setCurrent(arrived.get(id)));
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

const wrapper = (id: string) => document.querySelector<HTMLElement>(`[data-held-module="${CSS.escape(id)}"]`);

/**
 * The module's server HTML, read from the document the first time the browser renders it (during
 * hydration, before React has changed anything); undefined when the document has no such wrapper.
 */
function copyOf(id: string): string | undefined {
  if (!serverHtml.has(id)) {
    const element = wrapper(id);
    if (!element) return undefined;
    openHeldCopies(element);
    keepStylesheets(element);
    serverHtml.set(id, element.innerHTML);
  }
  return serverHtml.get(id);
}

/**
 * The module's stylesheet links (decision 0038) are part of its HTML; when React swaps the copy for the
 * live module they leave the document for a moment, and a link inserted again may paint unstyled for a
 * frame. A copy in the head keeps each sheet applied throughout.
 */
function keepStylesheets(element: HTMLElement) {
  for (const link of element.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href');
    if (!href || document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) continue;
    document.head.append(link.cloneNode());
  }
}

/** Where focus sat inside a module's copy when the copy was swapped out: the index among its elements. */
const focusAt = new Map<string, number>();

const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** Carries focus from a module's copy to what replaces it (the same HTML, new elements). */
function useFocusCarry(id: string) {
  const ref = useRef<HTMLDivElement>(null);
  useClientLayoutEffect(() => {
    const element = ref.current;
    const index = focusAt.get(id);
    if (element && index !== undefined) {
      focusAt.delete(id);
      const target = element.querySelectorAll('*')[index];
      if (target instanceof HTMLElement || target instanceof SVGElement) target.focus({preventScroll: true});
    }
    return () => {
      const active = document.activeElement;
      if (element && active && element.contains(active))
        focusAt.set(id, [...element.querySelectorAll('*')].indexOf(active));
    };
  }, [id]);
  return ref;
}

/** The server's HTML of a module kept as it is: React hydrates it at once and never waits on it. */
function ServerCopy({id, html}: {id: string; html: string}) {
  const ref = useFocusCarry(id);
  return (
    <div
      ref={ref}
      className={styles.held}
      data-held-module={id}
      dangerouslySetInnerHTML={{__html: html}}
      suppressHydrationWarning
    />
  );
}

function Live({id, children}: {id: string; children: ReactNode}) {
  const ref = useFocusCarry(id);
  return (
    <div ref={ref} className={styles.held} data-held-module={id}>
      {children}
    </div>
  );
}

/**
 * The server's drawing of a held module: its HTML inside a template, out of the document until the
 * inline script opens it after the first frame (decision 0158).
 */
function ServerHeld({id, children}: {id: string; children: ReactNode}) {
  return (
    <div className={styles.held} data-held-module={id}>
      <template data-held-copy="">{children}</template>
    </div>
  );
}

/**
 * The inline script that opens the page's held templates after the first frame (decision 0158), after the
 * last module so that every template is parsed before it runs. Its text is the server's only: the browser
 * keeps the element it parsed, and its bundle does not carry the script's source.
 */
export function OpenHeldCopies() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      dangerouslySetInnerHTML={{__html: import.meta.env.SSR ? openHeldCopiesScript() : ''}}
      suppressHydrationWarning
    />
  );
}

/**
 * A module whose data the first HTML did not carry (decision 0105). The server renders it whole
 * from the held copy, in a wrapper. In the browser it hydrates as a copy of that server HTML, so
 * that no router update ever waits on it (React holds a transition that reaches a boundary still
 * hydrating, and drops the boundary's HTML with error 421 after five seconds: decision 0145). When
 * its entry arrives (when it nears the screen) the live module replaces the copy; while its
 * code loads, the copy stays.
 */
export function HeldModule({entry, children}: {entry: ModuleEntry; children: (full: RenderedModule) => ReactNode}) {
  const server = useContext(HeldModules);
  const id = 'held' in entry ? entry.held.id : entry.module.sys.id;
  const current = useArrived(id);
  // (The condition's first half lets the browser's bundle drop this branch: only the server has `server`.)
  if (import.meta.env.SSR && server) {
    const full = 'held' in entry ? server.get(id) : entry;
    return full ? <ServerHeld id={id}>{children(full)}</ServerHeld> : null;
  }
  if ('held' in entry) request(entry);
  // A whole entry (newer loader data) is the newest; a held one is live once its answer came.
  const full = 'held' in entry ? current : entry;
  const html = copyOf(id);
  // Waiting, or the answer no longer has the module: the server's copy stays.
  if (!full) return html === undefined ? null : <ServerCopy id={id} html={html} />;
  return (
    <Suspense fallback={html === undefined ? null : <ServerCopy id={id} html={html} />}>
      <Live id={id}>{children(full)}</Live>
    </Suspense>
  );
}
