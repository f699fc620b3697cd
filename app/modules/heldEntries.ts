import type {HeldModule, RenderedModule} from './types';

/** How far below the screen a held module starts fetching its data, so it is live by the time it is seen. */
const NEAR = '600px 0px';

const answers = new Map<string, Promise<Map<string, RenderedModule>>>();

/** The module's source with the page's own query (a reviews filter, a locator search), which its extras read. */
function sourceUrl(source: string): string {
  const query = window.location.search.slice(1);
  return query ? `${source}&${query}` : source;
}

/**
 * Resolves once the held module's wrapper is near the screen or `sooner` has resolved (the shopper's first
 * Tab, decision 0167), or at once when there is no wrapper (nothing to wait for).
 */
export function nearScreen(id: string, sooner: Promise<void>): Promise<void> {
  const element = document.querySelector(`[data-held-module="${CSS.escape(id)}"]`);
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
    void sooner.then(() => {
      observer.disconnect();
      resolve();
    });
  });
}

/** Waits before each new try of a failed answer: a dropped connection or a 429/503 is often gone a moment later. */
const RETRY_DELAYS_MS = [500, 2000, 5000];

/** A network failure, a 429 or a 5xx is worth another try; a 4xx answer would say the same again. */
const retriable = (error: unknown) => !(error instanceof Response) || error.status === 429 || error.status >= 500;

async function load(url: string): Promise<Map<string, RenderedModule>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const response = await fetch(url, {headers: {Accept: 'application/json'}});
      if (!response.ok) throw response;
      const {modules} = (await response.json()) as {modules: RenderedModule[]};
      return new Map(modules.map((entry) => [entry.module.sys.id, entry]));
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !retriable(error))
        throw error instanceof Response ? new Error(`${url}: ${error.status}`) : error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * One request per page for all its held modules, tried again after a failure (decision 0141). When
 * every try fails, the answer has no modules: their wrappers close rather than leave screen-high gaps.
 */
function fetchSource(url: string): Promise<Map<string, RenderedModule>> {
  let answer = answers.get(url);
  if (!answer) {
    answer = load(url).catch((error: unknown) => {
      console.warn('[modules] the held modules could not be loaded', error);
      return new Map<string, RenderedModule>();
    });
    answers.set(url, answer);
  }
  return answer;
}

/**
 * A held module's entry (decisions 0105, 0153); null when the page's answer no longer has it. The
 * caller asks when the module nears the screen (`nearScreen`). Loaded by HeldModule only in a browser
 * that meets a held module.
 */
export async function heldEntry(entry: HeldModule): Promise<RenderedModule | null> {
  const entries = await fetchSource(sourceUrl(entry.source));
  return entries.get(entry.held.id) ?? null;
}
