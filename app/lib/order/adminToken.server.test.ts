import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

/** decision 0138: the Admin API token from the client credentials grant, kept in the isolate's memory. */

const SHOP = 'https://keel.myshopify.com';
const GRANT_ENV = {
  PUBLIC_STORE_DOMAIN: 'keel.myshopify.com',
  ADMIN_API_CLIENT_ID: 'client-1',
  PRIVATE_ADMIN_API_CLIENT_SECRET: 'shpss_the-secret',
  PRIVATE_ADMIN_API_TOKEN: '',
};
const QUERY = 'query { shop { name } }';
const DAY_SECONDS = 86399;

/** A fake store: its token endpoint issues shpat_1, shpat_2 … (or answers `grantAnswer`), its Admin API accepts `accepted`. */
function fakeStore(
  options: {grantAnswer?: () => Response; accepted?: (token: string) => boolean; grantGate?: Promise<void>} = {},
) {
  const grants: URLSearchParams[] = [];
  const sent: string[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (url === `${SHOP}/admin/oauth/access_token`) {
      grants.push(new URLSearchParams(String(init?.body)));
      await options.grantGate;
      if (options.grantAnswer) return options.grantAnswer();
      return Response.json({
        access_token: `shpat_${grants.length}`,
        scope: 'read_orders,read_discounts',
        expires_in: DAY_SECONDS,
      });
    }
    const token = new Headers(init?.headers).get('X-Shopify-Access-Token') ?? '';
    sent.push(token);
    if (!(options.accepted ?? (() => true))(token))
      return Response.json(
        {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'},
        {status: 401},
      );
    return Response.json({data: {shop: {name: 'Keel'}}});
  });
  vi.stubGlobal('fetch', fetch);
  return {grants, sent, fetch};
}

// The token lives in module state (the isolate's memory): each test starts with fresh modules.
const load = async () => (await import('./admin.server')).adminQuery;
const upstreamError = async () => (await import('../upstream.server')).UpstreamUnavailableError;

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers({toFake: ['Date']});
  vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the Admin API token from the client credentials grant', () => {
  it('asks the store’s token endpoint with a form-encoded client credentials grant, then sends that token', async () => {
    const store = fakeStore();
    const adminQuery = await load();
    expect(await adminQuery(GRANT_ENV as Env, QUERY, {})).toEqual({shop: {name: 'Keel'}});
    const [, init] = store.fetch.mock.calls[0] ?? [];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(store.grants[0] ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client-1',
      client_secret: 'shpss_the-secret',
    });
    expect(store.sent).toEqual(['shpat_1']);
  });

  it('keeps the token until shortly before expires_in, then asks for a new one', async () => {
    const store = fakeStore();
    const adminQuery = await load();
    await adminQuery(GRANT_ENV as Env, QUERY, {});
    vi.advanceTimersByTime((DAY_SECONDS - 3600) * 1000);
    await adminQuery(GRANT_ENV as Env, QUERY, {});
    expect(store.grants).toHaveLength(1);
    // Within the last minutes of its day the token is renewed before Shopify refuses it.
    vi.advanceTimersByTime(3600 * 1000 - 60_000);
    await adminQuery(GRANT_ENV as Env, QUERY, {});
    expect(store.grants).toHaveLength(2);
    expect(store.sent).toEqual(['shpat_1', 'shpat_1', 'shpat_2']);
  });

  it('shares one grant between concurrent callers', async () => {
    let open = () => {};
    const store = fakeStore({grantGate: new Promise<void>((resolve) => (open = resolve))});
    const adminQuery = await load();
    const calls = Array.from({length: 5}, () => adminQuery(GRANT_ENV as Env, QUERY, {}));
    open();
    await Promise.all(calls);
    expect(store.grants).toHaveLength(1);
    expect(store.sent).toEqual(Array(5).fill('shpat_1'));
  });

  it('drops a token the Admin API refuses, gets a new one once and retries the query once', async () => {
    const store = fakeStore({accepted: (token) => token !== 'shpat_1'});
    const adminQuery = await load();
    expect(await adminQuery(GRANT_ENV as Env, QUERY, {})).toEqual({shop: {name: 'Keel'}});
    expect(store.grants).toHaveLength(2);
    expect(store.sent).toEqual(['shpat_1', 'shpat_2']);
  });

  it('refuses after one renewal: a second 401 is an upstream failure, without a third grant', async () => {
    const store = fakeStore({accepted: () => false});
    const adminQuery = await load();
    const error = await adminQuery(GRANT_ENV as Env, QUERY, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(await upstreamError());
    expect(String(error)).toMatch(/HTTP 401/);
    expect(store.grants).toHaveLength(2);
    expect(store.sent).toHaveLength(2);
  });

  it('makes a refused grant (a wrong secret) an upstream failure that names the status and code, never the secret, and asks again next time', async () => {
    const store = fakeStore({
      grantAnswer: () =>
        Response.json({error: 'invalid_client', error_description: 'Client credentials are invalid'}, {status: 400}),
    });
    const adminQuery = await load();
    for (let attempt = 1; attempt <= 2; attempt++) {
      const error = await adminQuery(GRANT_ENV as Env, QUERY, {}).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(await upstreamError());
      expect(String(error)).toMatch(/token grant refused: HTTP 400 invalid_client/);
      expect(String(error)).not.toContain('shpss_the-secret');
      expect(store.grants).toHaveLength(attempt);
    }
    expect(store.sent).toEqual([]);
  });

  it('sends a legacy app’s token as set, without a grant, and prefers the grant when both are set', async () => {
    const store = fakeStore();
    const adminQuery = await load();
    await adminQuery(
      {
        ...GRANT_ENV,
        ADMIN_API_CLIENT_ID: '',
        PRIVATE_ADMIN_API_CLIENT_SECRET: '',
        PRIVATE_ADMIN_API_TOKEN: 'shpat_legacy',
      } as Env,
      QUERY,
      {},
    );
    expect(store.grants).toHaveLength(0);
    await adminQuery({...GRANT_ENV, PRIVATE_ADMIN_API_TOKEN: 'shpat_legacy'} as Env, QUERY, {});
    expect(store.sent).toEqual(['shpat_legacy', 'shpat_1']);
  });
});
