import {createContext, useContext, type ReactNode} from 'react';
import type {HeldModule as HeldEntry, ModuleEntry, RenderedModule} from './types';

/** The request's held modules (decision 0105): provided by entry.server, so only the server render has them. */
export const HeldModules = createContext<ReadonlyMap<string, RenderedModule> | null>(null);

/** By module id: every module this document held (`waiting`), and the entries fetched so far (`arrived`). */
const arrived = new Map<string, RenderedModule | null>();
const waiting = new Map<string, Promise<unknown>>();

/**
 * Whether this document drew the module held. Its boundary keeps the held shape when a
 * revalidation or a navigation brings the entry whole, so React hydrates the server HTML with
 * it instead of holding the update until the module nears the screen.
 */
export const wasHeld = (id: string) => waiting.has(id);

/** The held module's entry, or a suspension (React keeps the server HTML meanwhile) until it is near the screen and fetched. */
function read(entry: HeldEntry): RenderedModule | null {
  const key = entry.held.id;
  if (arrived.has(key)) return arrived.get(key) ?? null;
  let pending = waiting.get(key);
  if (!pending) {
    // The fetching code is its own chunk: pages without held modules never load it.
    pending = import('./heldEntries')
      .then((module) => module.heldEntry(entry))
      .then((full) => void arrived.set(key, full))
      // A chunk that cannot load leaves the server HTML as it is (readable, not live).
      .catch(() => new Promise(() => {}));
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
