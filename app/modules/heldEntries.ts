import type {HeldModule, RenderedModule} from './types';

/** How far below the screen a held module starts fetching its data, so it is live by the time it is seen. */
const NEAR = '600px 0px';

const answers = new Map<string, Promise<Map<string, RenderedModule>>>();

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

/** One request per page for all its held modules. A failure never settles: the server HTML stays as it is (readable, not live). */
function fetchSource(url: string): Promise<Map<string, RenderedModule>> {
  let answer = answers.get(url);
  if (!answer) {
    answer = fetch(url, {headers: {Accept: 'application/json'}})
      .then((response) => (response.ok ? (response.json() as Promise<{modules: RenderedModule[]}>) : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then(({modules}) => new Map(modules.map((entry) => [entry.module.sys.id, entry])))
      .catch((error: unknown) => {
        console.warn('[modules] held modules stay as the server drew them', error);
        return new Promise<never>(() => {});
      });
    answers.set(url, answer);
  }
  return answer;
}

/**
 * Resolves once the browser is first idle. Any router update (a revalidation after an add to cart)
 * reaches the held boundaries through React Router's context, and React holds such an update until
 * they have hydrated: they must not wait for a scroll.
 */
function idle(): Promise<void> {
  return new Promise((resolve) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), {timeout: 2000}) : setTimeout(resolve, 200)));
}

/**
 * decision 0105: a held module's entry, once the browser is idle after the first paint or the
 * module nears the screen, whichever is first; null when the page's answer no longer has it.
 * Loaded by HeldModule only in a browser that meets a held module.
 */
export async function heldEntry(entry: HeldModule): Promise<RenderedModule | null> {
  await Promise.race([nearScreen(entry.anchor), idle()]);
  const entries = await fetchSource(sourceUrl(entry.source));
  return entries.get(entry.held.id) ?? null;
}
