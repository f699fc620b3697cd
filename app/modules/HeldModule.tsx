import {createContext, useContext, type ReactNode} from 'react';
import type {HeldModule as HeldEntry, RenderedModule} from './types';

/** The request's held modules (decision 0105): provided by entry.server, so only the server render has them. */
export const HeldModules = createContext<ReadonlyMap<string, RenderedModule> | null>(null);

/** How far below the screen a held module starts fetching its data, so it is live by the time it is seen. */
const NEAR = '600px 0px';

const arrived = new Map<string, RenderedModule>();
const waiting = new Map<string, Promise<void>>();
const settled = new Set<string>();
const answers = new Map<string, Promise<void>>();

/** The module's source with the page's own query (a reviews filter, a locator search), which its extras read. */
function sourceUrl(source: string): string {
  const query = window.location.search.slice(1);
  return query ? `${source}&${query}` : source;
}

/** Resolves once the element with this id is near the screen, or at once when there is none (nothing to wait for). */
function nearScreen(id: string): Promise<void> {
  const element = document.getElementById(id);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (records) => {
        if (!records.some((record) => record.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      {rootMargin: NEAR},
    );
    observer.observe(element);
  });
}

/** One request per page for all its held modules. A failure keeps the server HTML as it is (readable, not live). */
function fetchSource(url: string): Promise<void> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url, {headers: {Accept: 'application/json'}})
      .then((response) => (response.ok ? (response.json() as Promise<{modules: RenderedModule[]}>) : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then(({modules}) => {
        for (const entry of modules) arrived.set(`${url}#${entry.module.sys.id}`, entry);
      })
      .catch((error: unknown) => {
        console.warn('[modules] held modules stay as the server drew them', error);
        return new Promise<void>(() => {});
      });
    answers.set(url, answer);
  }
  return answer;
}

/** The held module's entry, or a suspension (React keeps the server HTML meanwhile) until it is near the screen and fetched. */
function read(entry: HeldEntry): RenderedModule | null {
  const url = sourceUrl(entry.source);
  const key = `${url}#${entry.held.id}`;
  const found = arrived.get(key);
  if (found) return found;
  // The answer came without it (the page changed since): nothing to hydrate it with.
  if (settled.has(key)) return null;
  let pending = waiting.get(key);
  if (!pending) {
    pending = nearScreen(entry.anchor)
      .then(() => fetchSource(url))
      .then(() => void settled.add(key));
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
