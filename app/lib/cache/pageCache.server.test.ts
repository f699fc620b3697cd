import {describe, expect, it} from 'vitest';
import {
  cacheApiStoresOn,
  cspNonce,
  freshness,
  GENERATION_RECHECK_MS,
  IsolateGeneration,
  isCacheablePath,
  isCacheableRequest,
  isStorableResponse,
  PAGE_MAX_AGE_SECONDS,
  PAGE_STALE_WHILE_REVALIDATE_SECONDS,
  PageCache,
  pageCacheKey,
  sharedCacheControl,
  nonceOffsets,
  occurrences,
  withFreshNonce,
} from './pageCache.server';

const page = (path: string, init: RequestInit = {}) =>
  new Request(`https://keel.example${path}`, {headers: {Accept: 'text/html'}, ...init});

describe('which requests the full-page cache may answer (decision 0070)', () => {
  it('caches the shopper-independent pages in both locales', () => {
    for (const path of [
      '/',
      '/en-GB/',
      '/listings/rowers/',
      '/products/rowers/keel-pro-rower/',
      '/bundles/pro-home-gym/',
      '/blog/how-to-row-with-good-form/',
      '/locations',
      '/compare',
      '/about',
      '/en-GB/blog',
    ]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });

  it('never caches the cart, its links, orders, the account, APIs, the scheduler, the configurator, the test route or data requests', () => {
    for (const path of [
      '/cart',
      '/en-GB/cart',
      '/cart/300101:2',
      '/discount/KEEL50',
      '/en-GB/discount/KEEL50',
      '/order/abc',
      '/account',
      '/en-GB/account/orders/5002',
      '/account/login',
      '/api/cart',
      '/en-GB/api/page-cache/purge',
      '/schedule/personal-coaching',
      '/configure/pro',
      '/debug/throw',
      '/__manifest',
      '/products/rowers/keel-pro-rower.data',
    ]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it('answers only GET requests for HTML, never a CMS preview', () => {
    expect(isCacheableRequest(page('/'), {preview: false})).toBe(true);
    expect(isCacheableRequest(page('/'), {preview: true})).toBe(false);
    expect(isCacheableRequest(page('/?preview=1'), {preview: false})).toBe(false);
    expect(isCacheableRequest(page('/', {method: 'POST'}), {preview: false})).toBe(false);
    expect(
      isCacheableRequest(new Request('https://keel.example/', {headers: {Accept: 'application/json'}}), {
        preview: false,
      }),
    ).toBe(false);
  });

  it('stores whole 200 HTML pages only, and nothing the app marked personal or whose session was written', () => {
    const html = (init: ResponseInit = {}) =>
      new Response('<p>', {
        status: 200,
        ...init,
        headers: {'Content-Type': 'text/html; charset=utf-8', ...(init.headers as Record<string, string>)},
      });
    expect(isStorableResponse(html(), {sessionWritten: false})).toBe(true);
    expect(isStorableResponse(html(), {sessionWritten: true})).toBe(false);
    expect(isStorableResponse(html({status: 404}), {sessionWritten: false})).toBe(false);
    expect(
      isStorableResponse(html({status: 503, headers: {'Cache-Control': 'no-store'}}), {sessionWritten: false}),
    ).toBe(false);
    expect(isStorableResponse(html({headers: {'Cache-Control': 'private'}}), {sessionWritten: false})).toBe(false);
    expect(isStorableResponse(Response.json({}), {sessionWritten: false})).toBe(false);
  });
});

describe('where the Cache API stores pages (decision 0121)', () => {
  it('is nowhere on workers.dev, as Cloudflare documents, and on any custom domain', () => {
    expect(cacheApiStoresOn('keel-storefront.acme.workers.dev')).toBe(false);
    expect(cacheApiStoresOn('KEEL.ACME.WORKERS.DEV')).toBe(false);
    expect(cacheApiStoresOn('shop.keel.example')).toBe(true);
    expect(cacheApiStoresOn('workers.dev.keel.example')).toBe(true);
    expect(cacheApiStoresOn('127.0.0.1')).toBe(true);
  });
});

describe('the cache key', () => {
  const key = (path: string, variants = '', generation = '0', locale = 'en-US') =>
    pageCacheKey(new URL(`https://keel.example${path}`), locale, variants, generation);

  it('differs by URL, locale, experiment variants and generation', () => {
    const keys = new Set([
      key('/'),
      key('/listings/rowers/'),
      key('/', '', '0', 'en-GB'),
      key('/', 'nav-exp:1'),
      key('/', '', '1'),
      key('/?page=2'),
    ]);
    expect(keys.size).toBe(6);
  });

  it('is the same for campaign links and for query parameters in another order', () => {
    expect(key('/?utm_source=news&gclid=x')).toBe(key('/'));
    expect(key('/listings/rowers/?b=2&a=1')).toBe(key('/listings/rowers/?a=1&b=2'));
  });
});

describe('headers and freshness', () => {
  it('lets shared caches keep a page only when no experiment splits its URL', () => {
    expect(sharedCacheControl({experimentsRunning: false})).toBe(
      `public, max-age=0, s-maxage=${PAGE_MAX_AGE_SECONDS}, stale-while-revalidate=${PAGE_STALE_WHILE_REVALIDATE_SECONDS}`,
    );
    expect(sharedCacheControl({experimentsRunning: true})).not.toMatch(/s-maxage/);
  });

  it('is fresh for the max age, then stale for stale-while-revalidate, then gone', () => {
    const stored = 1_000_000;
    expect(freshness(stored, stored)).toBe('fresh');
    expect(freshness(stored, stored + (PAGE_MAX_AGE_SECONDS - 1) * 1000)).toBe('fresh');
    expect(freshness(stored, stored + PAGE_MAX_AGE_SECONDS * 1000)).toBe('stale');
    expect(freshness(stored, stored + (PAGE_MAX_AGE_SECONDS + PAGE_STALE_WHILE_REVALIDATE_SECONDS) * 1000)).toBe(
      'expired',
    );
    expect(freshness(Number.NaN, stored)).toBe('expired');
  });

  const bytes = (text: string) => new TextEncoder().encode(text);
  const text = (page: Uint8Array) => new TextDecoder().decode(page);
  const policy = (nonce: string) =>
    new Headers({'Content-Security-Policy': `default-src 'self' 'nonce-${nonce}'; script-src 'self' 'nonce-${nonce}'`});

  it('gives a stored page a new CSP nonce in the header and in every tag', () => {
    const old = 'a'.repeat(16) + '0123456789abcdef';
    const headers = policy(old);
    const page = withFreshNonce(
      bytes(`<p>nonce="x"</p><script nonce="${old}">1</script>£<link rel="modulepreload" nonce="${old}">`),
      headers,
    );
    const nonce = cspNonce(headers.get('Content-Security-Policy'));
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(old);
    expect(headers.get('Content-Security-Policy')).not.toContain(old);
    expect(text(page)).toBe(
      `<p>nonce="x"</p><script nonce="${nonce}">1</script>£<link rel="modulepreload" nonce="${nonce}">`,
    );
  });

  it('rewrites a nonce of another length as text', () => {
    const headers = policy('abc123');
    const page = withFreshNonce(bytes('<script nonce="abc123">1</script><style nonce="abc123"></style>'), headers);
    const nonce = cspNonce(headers.get('Content-Security-Policy'));
    expect(text(page)).toBe(`<script nonce="${nonce}">1</script><style nonce="${nonce}"></style>`);
  });

  it('leaves a page without a nonce in its policy as it is', () => {
    const page = bytes('<script nonce="abc">1</script>');
    expect(withFreshNonce(page, new Headers({'Content-Security-Policy': "default-src 'self'"}))).toBe(page);
  });

  it('writes the new nonce at the offsets found when the page was stored, and looks again when they do not match', () => {
    const old = 'b'.repeat(32);
    const html = `<script nonce="${old}">1</script><p>…</p><link nonce="${old}">`;
    const offsets = nonceOffsets(bytes(html), policy(old));
    // In bytes: the ellipsis before the second one is three.
    expect(offsets).toBe(`8,${bytes(html.slice(0, html.lastIndexOf('nonce="'))).length}`);
    for (const given of [offsets, '3,9', 'x', '', null]) {
      const headers = policy(old);
      const page = withFreshNonce(bytes(html), headers, given);
      const nonce = cspNonce(headers.get('Content-Security-Policy'));
      expect(text(page)).toBe(html.split(old).join(nonce!));
    }
    // The stored offsets are trusted when they match: given only the first, only the first changes.
    const headers = policy(old);
    const page = text(withFreshNonce(bytes(html), headers, '8'));
    expect(page.split(old)).toHaveLength(2);
    expect(page).toContain(`<script nonce="${cspNonce(headers.get('Content-Security-Policy'))}">`);
    expect(nonceOffsets(bytes(html), new Headers())).toBeNull();
  });

  it('finds every copy of a run of bytes, at its start, not overlapping', () => {
    expect(occurrences(bytes('abcabcab'), bytes('abc'))).toEqual([0, 3]);
    expect(occurrences(bytes('aaaa'), bytes('aa'))).toEqual([0, 2]);
    expect(occurrences(bytes('nonce="'), bytes('nonce="x'))).toEqual([]);
    expect(occurrences(bytes('xyz'), bytes(''))).toEqual([]);
  });
});

/** The Cache API of one data centre, shared by its isolates, counting its reads. */
function dataCentreCache() {
  const entries = new Map<string, string>();
  const cache = {
    reads: 0,
    async match(request: RequestInfo | URL) {
      cache.reads++;
      const body = entries.get(String(request instanceof Request ? request.url : request));
      return body === undefined ? undefined : new Response(body);
    },
    async put(request: RequestInfo | URL, response: Response) {
      entries.set(String(request instanceof Request ? request.url : request), await response.text());
    },
  };
  return cache;
}

describe('the purge generation (decision 0111)', () => {
  const isolate = (cache: ReturnType<typeof dataCentreCache>, clock: {now: number}) =>
    new PageCache(cache as unknown as Cache, {
      waitUntil: () => {},
      now: () => clock.now,
      generation: new IsolateGeneration(),
    });

  it('is read from the Cache API once per recheck window, not on every request', async () => {
    const cache = dataCentreCache();
    const clock = {now: 1_000_000};
    const pages = isolate(cache, clock);
    await Promise.all(Array.from({length: 10}, () => pages.generation()));
    clock.now += GENERATION_RECHECK_MS - 1;
    await pages.generation();
    expect(cache.reads).toBe(1);
    clock.now += 1;
    await pages.generation();
    expect(cache.reads).toBe(2);
  });

  it('takes effect at once in the isolate that purged, and in every other isolate within the recheck window', async () => {
    const cache = dataCentreCache();
    const clock = {now: 1_000_000};
    const [purging, other] = [isolate(cache, clock), isolate(cache, clock)];
    const before = await other.generation();
    expect(await purging.generation()).toBe(before);
    clock.now += 10;
    const purged = await purging.purge();
    expect(purged).not.toBe(before);
    expect(await purging.generation()).toBe(purged);
    clock.now += GENERATION_RECHECK_MS - 11;
    expect(await other.generation()).toBe(before);
    clock.now += 1;
    expect(await other.generation()).toBe(purged);
  });

  it('keeps a purge made while a read of the old generation was under way', async () => {
    const cache = dataCentreCache();
    const clock = {now: 1_000_000};
    const pages = isolate(cache, clock);
    let answer: () => void = () => {};
    const slowMatch = cache.match;
    cache.match = async (request) => {
      const found = await slowMatch(request);
      await new Promise<void>((resolve) => (answer = resolve));
      return found;
    };
    const reading = pages.generation();
    cache.match = slowMatch;
    const purged = await pages.purge();
    answer();
    expect(await reading).toBe(purged);
    expect(await pages.generation()).toBe(purged);
  });
});
