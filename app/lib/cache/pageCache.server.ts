/**
 * The full-page cache of anonymous pages at the edge (decision 0070).
 *
 * A page that is the same for every shopper (home, listings, PDPs, bundles,
 * content pages, blog, locations, compare) is stored in the worker's Cache API
 * (workerd locally, Oxygen and Workers in production), keyed by its URL, its
 * locale and the visitor's experiment variants, and served from there with
 * stale-while-revalidate: a stale copy is served at once and rendered again in
 * the background. Personal parts (cart count, mini cart, cookie choice) are
 * fetched by the browser after hydration, so a stored page is right for
 * everyone. A purge bumps a generation stored in the same cache, which every
 * key carries, so every page is missed at once. Each isolate keeps the
 * generation in memory and reads it again after GENERATION_RECHECK_MS
 * (decision 0111), so a hit costs one Cache API read, the page's.
 */

/** How long a stored page is fresh, and how long after that a stale copy may still be served while a new one renders. */
export const PAGE_MAX_AGE_SECONDS = 60;
export const PAGE_STALE_WHILE_REVALIDATE_SECONDS = 600;

const CACHE_NAME = 'keel-pages';
const KEY_ORIGIN = 'https://page-cache.keel.internal';
const GENERATION_KEY = `${KEY_ORIGIN}/__generation`;
/** When the stored copy was rendered (ms since the epoch), on the stored response only. */
const STORED_AT = 'x-keel-stored-at';
/** Where the page's nonce attributes start (byte offsets, comma-separated), on the stored response only. */
const NONCE_AT = 'x-keel-nonce-at';
/** What the shopper's response says about the cache: HIT, STALE, MISS, BYPASS or NO_CACHE_API's value. */
export const CACHE_STATUS = 'x-keel-cache';
/** decision 0121: a page that would be cached, on a host where the Cache API stores nothing. */
export const NO_CACHE_API = 'BYPASS-NO-CACHE-API';

/**
 * Paths that depend on the shopper or change state, never cached: the cart, its
 * links (/cart/{variant}:{quantity}, /discount/{code}), orders and the customer's account, every API and resource route, the coaching scheduler's booking form,
 * the test route, the configurator (its state is in the query) and React
 * Router's own data and manifest requests. Both locales (an optional /en-GB).
 */
const NEVER_CACHED =
  /^(?:\/en-GB)?\/(?:cart|discount|order|account|api|schedule|debug|configure|__manifest)(?:\/|$)|\.data$/;

/**
 * decision 0121: Cloudflare documents that Cache API operations on *.workers.dev have no effect
 * (only custom domains cache), so there the page cache would miss on every request.
 */
export function cacheApiStoresOn(hostname: string): boolean {
  return !/(?:^|\.)workers\.dev$/i.test(hostname);
}

let noCacheApiLogged = false;

/** Once per isolate: the deployer learns why every page renders. */
export function logNoCacheApi(hostname: string) {
  if (noCacheApiLogged) return;
  noCacheApiLogged = true;
  console.warn(
    `[page-cache] the Cache API stores nothing on workers.dev (${hostname}): every page renders; serve the shop from a custom domain to cache pages`,
  );
}

export function isCacheablePath(pathname: string): boolean {
  return !NEVER_CACHED.test(pathname);
}

/** A GET (or HEAD) for a page, from a shopper's browser, on a deployment that is not a CMS preview. */
export function isCacheableRequest(request: Request, options: {preview: boolean}): boolean {
  if (options.preview) return false;
  if (request.method !== 'GET') return false;
  if (!(request.headers.get('Accept') ?? '').includes('text/html')) return false;
  const url = new URL(request.url);
  // A draft preview link or a CMS preview parameter is never shared.
  if (url.searchParams.has('preview')) return false;
  return isCacheablePath(url.pathname);
}

/**
 * A response fit to store: a whole 200 page that the app did not mark personal
 * (no-store or private) and whose session was not written.
 */
export function isStorableResponse(response: Response, options: {sessionWritten: boolean}): boolean {
  if (options.sessionWritten || response.status !== 200) return false;
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return false;
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return !/no-store|private|no-cache/.test(cacheControl);
}

/**
 * The cache key: the page's URL (path and query; the locale is its first
 * segment), its locale, the visitor's experiment variants and the cache's
 * generation. Tracking parameters that do not change the page are dropped so
 * campaign links share one copy.
 */
export function pageCacheKey(url: URL, locale: string, variants: string, generation: string): string {
  const params = new URLSearchParams([...url.searchParams].filter(([name]) => !IGNORED_PARAMS.test(name)));
  params.sort();
  const query = params.toString();
  const key = new URL(`${KEY_ORIGIN}${url.pathname}`);
  key.searchParams.set('__locale', locale);
  key.searchParams.set('__variants', variants || 'control');
  key.searchParams.set('__generation', generation);
  if (query) key.searchParams.set('__query', query);
  return key.toString();
}

const IGNORED_PARAMS = /^(?:utm_[a-z]+|gclid|fbclid|msclkid|_ga|mc_[a-z]+|_kx)$/i;

/**
 * What the shopper's response says to caches after the worker (Oxygen's own
 * full-page cache and any CDN honour s-maxage and stale-while-revalidate; the
 * browser always asks again, max-age=0). Only when the page is the same for
 * every visitor of its URL: with experiments running, a cache keyed on the URL
 * alone would show one visitor's variant to everyone, so only this worker's
 * cache (which keys on the variants) keeps it.
 */
export function sharedCacheControl(options: {experimentsRunning: boolean}): string {
  return options.experimentsRunning
    ? 'public, max-age=0, must-revalidate'
    : `public, max-age=0, s-maxage=${PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}`;
}

/** A response that sets a cookie is the shopper's own: no shared cache may keep it. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshness(storedAt: number, now: number): Freshness {
  const age = (now - storedAt) / 1000;
  if (!(age >= 0)) return 'expired';
  if (age < PAGE_MAX_AGE_SECONDS) return 'fresh';
  if (age < PAGE_MAX_AGE_SECONDS + PAGE_STALE_WHILE_REVALIDATE_SECONDS) return 'stale';
  return 'expired';
}

/** The nonce in a Content-Security-Policy header ('nonce-…'), or null. */
export function cspNonce(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1] ?? null;
}

/** A fresh nonce, as Hydrogen's createContentSecurityPolicy makes them (16 random bytes, hex). */
export function newNonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const encoder = new TextEncoder();

/** Whether `needle` stands in `bytes` at `at`. */
function standsAt(bytes: Uint8Array, needle: Uint8Array, at: number): boolean {
  if (!Number.isInteger(at) || at < 0 || at + needle.length > bytes.length) return false;
  for (let index = 0; index < needle.length; index++) if (bytes[at + index] !== needle[index]) return false;
  return true;
}

/** Where each copy of `needle` starts in `bytes`, copies not overlapping. */
export function occurrences(bytes: Uint8Array, needle: Uint8Array): number[] {
  const found: number[] = [];
  const first = needle[0];
  if (first === undefined) return found;
  for (
    let at = bytes.indexOf(first);
    at !== -1 && at <= bytes.length - needle.length;
    at = bytes.indexOf(first, at + 1)
  ) {
    if (standsAt(bytes, needle, at)) {
      found.push(at);
      at += needle.length - 1;
    }
  }
  return found;
}

/** The nonce attributes of a page whose policy names a nonce: where each starts, for the stored copy's header. */
export function nonceOffsets(page: Uint8Array, headers: Headers): string | null {
  const nonce = cspNonce(headers.get('Content-Security-Policy'));
  return nonce ? occurrences(page, encoder.encode(`nonce="${nonce}"`)).join(',') : null;
}

/**
 * A stored page with its CSP nonce replaced (in the header and every attribute
 * that carries it), so no two shoppers' responses share a nonce. The page stays
 * bytes (decision 0157): the new nonce, as long as the old one, is written over
 * it in place, at the offsets found when the page was stored (`offsets`), or
 * found now when they are missing or do not match.
 */
export function withFreshNonce(
  page: Uint8Array<ArrayBuffer>,
  headers: Headers,
  offsets: string | null = null,
): Uint8Array<ArrayBuffer> {
  const old = cspNonce(headers.get('Content-Security-Policy'));
  if (!old) return page;
  const nonce = newNonce();
  headers.set(
    'Content-Security-Policy',
    (headers.get('Content-Security-Policy') ?? '').split(`'nonce-${old}'`).join(`'nonce-${nonce}'`),
  );
  const from = encoder.encode(`nonce="${old}"`);
  const to = encoder.encode(`nonce="${nonce}"`);
  if (from.length !== to.length) {
    // A nonce of another length (not Hydrogen's 16 bytes in hex): the page is rewritten as text.
    return encoder.encode(new TextDecoder().decode(page).split(`nonce="${old}"`).join(`nonce="${nonce}"`));
  }
  const stored = offsets ? offsets.split(',').map(Number) : [];
  const places = stored.length && stored.every((at) => standsAt(page, from, at)) ? stored : occurrences(page, from);
  for (const at of places) page.set(to, at);
  return page;
}

/**
 * decision 0111: how long an isolate trusts the generation it last read. A purge
 * takes effect at once in the isolate that received it, and in the data
 * centre's other isolates within this time.
 */
export const GENERATION_RECHECK_MS = 5000;

/** The generation as this isolate last read or wrote it; concurrent requests share one read. */
export class IsolateGeneration {
  private known: {value: string; at: number} | null = null;
  private reading: Promise<string> | null = null;
  private writes = 0;

  read(now: number, fromCache: () => Promise<string>): Promise<string> {
    if (this.known && now - this.known.at < GENERATION_RECHECK_MS) return Promise.resolve(this.known.value);
    const writesBefore = this.writes;
    this.reading ??= fromCache()
      .then((value) => {
        // A purge in this isolate while the read was under way is newer than what the read found.
        if (this.known && this.writes !== writesBefore) return this.known.value;
        this.known = {value, at: now};
        return value;
      })
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  wrote(value: string, now: number) {
    this.writes++;
    this.known = {value, at: now};
  }
}

/** Module state lives as long as the isolate: one per isolate. */
const thisIsolate = new IsolateGeneration();

interface PageCacheOptions {
  waitUntil: (promise: Promise<unknown>) => void;
  now?: () => number;
  /** Tests stand for several isolates with one each. */
  generation?: IsolateGeneration;
}

/** The page cache over a Cache API cache (`caches.open`), for one request. */
export class PageCache {
  constructor(
    private readonly cache: Cache,
    private readonly options: PageCacheOptions,
  ) {}

  static async open(options: PageCacheOptions): Promise<PageCache> {
    return new PageCache(await caches.open(CACHE_NAME), options);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  private get isolate() {
    return this.options.generation ?? thisIsolate;
  }

  /** The current generation: a purge makes a new one, so every earlier key misses. */
  generation(): Promise<string> {
    return this.isolate.read(this.now(), async () => {
      const stored = await this.cache.match(GENERATION_KEY);
      return stored ? await stored.text() : '0';
    });
  }

  /** Every stored page stops being served (the webhook's purge). */
  async purge(): Promise<string> {
    const generation = String(this.now());
    await this.cache.put(
      GENERATION_KEY,
      new Response(generation, {headers: {'Cache-Control': 'public, max-age=31536000'}}),
    );
    this.isolate.wrote(generation, this.now());
    return generation;
  }

  /** The stored page for this key and how fresh it is, or null. */
  async lookup(key: string): Promise<{response: Response; freshness: Freshness} | null> {
    const stored = await this.cache.match(key);
    if (!stored) return null;
    const state = freshness(Number(stored.headers.get(STORED_AT)), this.now());
    if (state === 'expired') return null;
    const headers = new Headers(stored.headers);
    headers.delete(STORED_AT);
    headers.delete(NONCE_AT);
    const page = withFreshNonce(new Uint8Array(await stored.arrayBuffer()), headers, stored.headers.get(NONCE_AT));
    headers.set(CACHE_STATUS, state === 'fresh' ? 'HIT' : 'STALE');
    return {response: new Response(page, {status: stored.status, headers}), freshness: state};
  }

  /**
   * Stores a copy of the response (in the background) and returns the one for
   * the shopper. The stored copy never carries Set-Cookie: the shopper who
   * caused it still gets their cookie, nobody else does.
   */
  store(key: string, response: Response): Response {
    if (!response.body) return response;
    const [forShopper, forCache] = response.body.tee();
    const headers = new Headers(response.headers);
    headers.delete('Set-Cookie');
    headers.delete(CACHE_STATUS);
    headers.set(STORED_AT, String(this.now()));
    // The Cache API's own expiry: the copy is kept while it may still be served stale.
    headers.set('Cache-Control', `public, max-age=${PAGE_MAX_AGE_SECONDS + PAGE_STALE_WHILE_REVALIDATE_SECONDS}`);
    // Read whole, off the shopper's path, so the copy can say where its nonces are for every hit.
    const stored = new Response(forCache).arrayBuffer().then((buffer) => {
      const page = new Uint8Array(buffer);
      const offsets = nonceOffsets(page, headers);
      if (offsets) headers.set(NONCE_AT, offsets);
      return this.cache.put(key, new Response(page, {status: response.status, headers}));
    });
    this.options.waitUntil(
      stored.catch((error: unknown) => {
        console.warn('[page-cache] could not store a page', error instanceof Error ? error.message : error);
      }),
    );
    return new Response(forShopper, response);
  }
}
