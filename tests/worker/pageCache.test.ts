import {describe, expect, it} from 'vitest';
import {loadAppEnv} from '../../scripts/lib/env';
import {createTestWorker, ORIGIN, workerForFile} from './harness';

/** decision 0070: the full-page cache of anonymous pages in the built worker (workerd's Cache API). */

const worker = workerForFile({FULL_PAGE_CACHE: 'on'});
const SECRET = loadAppEnv().PAGE_CACHE_PURGE_SECRET ?? '';
const HTML = {Accept: 'text/html,application/xhtml+xml'};
// Opted out of analytics: no uuid, the control of every experiment.
const OPTED_OUT = {...HTML, Cookie: 'keel_consent=v1.a0.m0'};

async function get(path: string, headers: Record<string, string> = OPTED_OUT) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers, redirect: 'manual'});
  return {
    response,
    html: await response.text(),
    status: response.headers.get('x-keel-cache'),
    setCookies: response.headers.getSetCookie(),
  };
}

const purge = (authorization: string | null, body = '{}') =>
  worker.dispatchFetch(`${ORIGIN}/api/page-cache/purge`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...(authorization ? {Authorization: authorization} : {})},
    body,
  });

/** The nonce of the CSP header, and every nonce attribute in the page. */
function nonces(response: {headers: {get(name: string): string | null}}, html: string) {
  const header = /'nonce-([0-9a-f]+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')?.[1];
  return {header, inPage: new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]))};
}

describe('full-page cache in workerd', () => {
  it('renders an anonymous page once, then serves the stored copy with shared-cache headers', async () => {
    const first = await get('/listings/rowers/');
    expect(first.response.status).toBe(200);
    expect(first.status).toBe('MISS');
    const second = await get('/listings/rowers/');
    expect(second.status).toBe('HIT');
    expect(second.response.headers.get('Cache-Control')).toMatch(/^public, max-age=0/);
    // The same page, with its own nonce in the header and in every tag.
    const a = nonces(first.response, first.html);
    const b = nonces(second.response, second.html);
    expect(b.header).toBeTruthy();
    expect(b.header).not.toBe(a.header);
    expect([...b.inPage]).toEqual([b.header]);
    expect(second.html.split(b.header!).join('N')).toBe(first.html.split(a.header!).join('N'));
    // The stored copy's own headers (when it was rendered, where its nonces are) stay in the cache.
    for (const name of ['x-keel-stored-at', 'x-keel-nonce-at']) expect(second.response.headers.get(name)).toBeNull();
  });

  it('keeps one copy per locale', async () => {
    await get('/en-GB/listings/rowers/');
    const uk = await get('/en-GB/listings/rowers/');
    expect(uk.status).toBe('HIT');
    expect(uk.html).toContain('<html lang="en-GB"');
    expect((await get('/listings/rowers/')).html).toContain('<html lang="en-US"');
  });

  it('gives a first visitor their uuid cookie, but never stores it: the next visitor in that variant gets the page without it', async () => {
    const first = await get('/locations', HTML);
    const uuidCookie = first.setCookies.find((value) => value.startsWith('uuid='));
    expect(uuidCookie).toBeTruthy();
    expect(first.response.headers.get('Cache-Control')).toBe('private, no-store');
    const uuid = uuidCookie!.slice(5, 41);
    const again = await get('/locations', {...HTML, Cookie: `uuid=${uuid}`});
    expect(again.status).toBe('HIT');
    expect(again.setCookies).toEqual([]);
  });

  it('keys pages by the experiment variant: each visitor sees their own variant from the cache', async () => {
    const labelOf = (html: string) =>
      ['Shop the Pro', 'Shop Pro packages'].filter((label) => html.includes(`>${label}<`)).join();
    const byLabel = new Map<string, string>();
    for (let visit = 0; visit < 30 && byLabel.size < 2; visit++) {
      const first = await get('/', HTML);
      const uuid = first.setCookies.find((value) => value.startsWith('uuid='))!.slice(5, 41);
      byLabel.set(labelOf(first.html), uuid);
    }
    expect([...byLabel.keys()].sort()).toEqual(['Shop Pro packages', 'Shop the Pro']);
    for (const [label, uuid] of byLabel) {
      const cached = await get('/', {...HTML, Cookie: `uuid=${uuid}`});
      expect(cached.status).toBe('HIT');
      expect(labelOf(cached.html)).toBe(label);
    }
  });

  it('never caches the cart page or the cart API', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const cart = await get('/cart');
      expect(cart.response.status).toBe(200);
      expect(cart.status).toBeNull();
      const api = await worker.dispatchFetch(`${ORIGIN}/api/cart`, {headers: {Accept: 'application/json'}});
      await api.text();
      expect(api.headers.get('Cache-Control')).toBe('no-store');
      expect(api.headers.get('x-keel-cache')).toBeNull();
    }
  });

  it('puts no cart count in the shared HTML (the browser asks /api/cart)', async () => {
    const {html} = await get('/products/rowers/keel-pro-rower/');
    expect(html).toContain('data-testid="cart-icon"');
    expect(html).toContain('aria-label="Cart, 0 items"');
  });
});

describe('purge endpoint', () => {
  it('refuses a missing or wrong secret, and a body that is not the schema’s', async () => {
    expect((await purge(null)).status).toBe(401);
    expect((await purge('Bearer not-the-secret')).status).toBe(401);
    expect((await purge(`Bearer ${SECRET}`, '{"everything":true}')).status).toBe(400);
    expect(
      (await worker.dispatchFetch(`${ORIGIN}/api/page-cache/purge`, {headers: {Authorization: `Bearer ${SECRET}`}}))
        .status,
    ).toBe(405);
  });

  it('clears every stored page at once', async () => {
    await get('/compare');
    expect((await get('/compare')).status).toBe('HIT');
    const purged = await purge(`Bearer ${SECRET}`, JSON.stringify({reason: 'entry published'}));
    expect(purged.status).toBe(200);
    expect(await purged.json()).toMatchObject({purged: true});
    expect((await get('/compare')).status).toBe('MISS');
    expect((await get('/compare')).status).toBe('HIT');
  });
});

describe('switched off', () => {
  it('renders every request when FULL_PAGE_CACHE is off', async () => {
    const off = createTestWorker({FULL_PAGE_CACHE: 'off'});
    try {
      for (let visit = 0; visit < 2; visit++) {
        const response = await off.dispatchFetch(`${ORIGIN}/listings/rowers/`, {headers: OPTED_OUT});
        await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('x-keel-cache')).toBeNull();
      }
    } finally {
      await off.dispose();
    }
  });
});
