import {createContext, useContext, type ReactNode} from 'react';
import type {HeldModule as HeldEntry, ModuleEntry, RenderedModule} from './types';

/** The request's held modules (decision 0105): provided by entry.server, so only the server render has them. */
export const HeldModules = createContext<ReadonlyMap<string, RenderedModule> | null>(null);

/** By module id: every module this document held (`waiting`), and the entries that have arrived (`arrived`). */
const arrived = new Map<string, RenderedModule | null>();
const waiting = new Map<string, Promise<void>>();
const wake = new Map<string, () => void>();

/**
 * Whether this document drew the module held. Its boundary keeps the held shape when a
 * revalidation or a navigation brings the entry whole, so the tree React hydrates stays the same.
 */
export const wasHeld = (id: string) => waiting.has(id);

/**
 * A held module's entry that came whole with newer loader data (a revalidation after an add to
 * cart): its boundary hydrates with it at once. React hydrates a boundary with its old props
 * before applying an update to it, so without this the update would wait until the module nears
 * the screen.
 */
export function arrive(entry: RenderedModule) {
  const id = entry.module.sys.id;
  if (!waiting.has(id) || arrived.has(id)) return;
  arrived.set(id, entry);
  wake.get(id)?.();
}

/** The held module's entry, or a suspension (React keeps the server HTML meanwhile) until it is near the screen and fetched. */
function read(entry: HeldEntry): RenderedModule | null {
  const key = entry.held.id;
  if (arrived.has(key)) return arrived.get(key) ?? null;
  let pending = waiting.get(key);
  if (!pending) {
    pending = new Promise<void>((resolve) => {
      wake.set(key, resolve);
      // The fetching code is its own chunk: pages without held modules never load it. A chunk or
      // an answer that cannot load never settles: the server HTML stays (readable, not live).
      void import('./heldEntries')
        .then((module) => module.heldEntry(entry))
        .then((full) => {
          if (!arrived.has(key)) arrived.set(key, full);
          resolve();
        })
        .catch(() => {});
    });
    waiting.set(key, pending);
  }
  throw pending;
}

/**
 * A module whose data the first HTML did not carry: on the server it renders from the held
 * copy; in the browser it suspends, so React leaves the server HTML in place (not hydrated),
 * until the module nears the screen and its entry has arrived, then hydrates it.
 */
export function HeldModule({entry, children}: {entry: ModuleEntry; children: (full: RenderedModule) => ReactNode}) {
  const server = useContext(HeldModules);
  if (!('held' in entry)) return children(entry);
  const full = server ? (server.get(entry.held.id) ?? null) : read(entry);
  return full ? children(full) : null;
}
