import {createContext, useContext, type ReactNode} from 'react';
import type {HeldModule as HeldEntry, RenderedModule} from './types';

/** The request's held modules (decision 0105): provided by entry.server, so only the server render has them. */
export const HeldModules = createContext<ReadonlyMap<string, RenderedModule> | null>(null);

const arrived = new Map<string, RenderedModule | null>();
const waiting = new Map<string, Promise<unknown>>();

/** The held module's entry, or a suspension (React keeps the server HTML meanwhile) until it is near the screen and fetched. */
function read(entry: HeldEntry): RenderedModule | null {
  const key = `${entry.source}#${entry.held.id}`;
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
export function HeldModule({entry, children}: {entry: HeldEntry; children: (full: RenderedModule) => ReactNode}) {
  const server = useContext(HeldModules);
  const full = server ? (server.get(entry.held.id) ?? null) : read(entry);
  return full ? children(full) : null;
}
