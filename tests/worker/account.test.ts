import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CLIENT_ID, SHOP_ID, startFakeCustomerAccount, type FakeCustomerAccount} from './fakeCustomerAccount';
import {createTestWorker} from './harness';

/**
 * Customer accounts (decisions 0135-0137): sign-in through the Customer Account API as Hydrogen does
 * it, at the origin CUSTOMER_ACCOUNT_API_ORIGIN names, and the account pages in both locales.
 */

/** The https listener of `npm start` (port + 1): Shopify sends the shopper back to https only. */
const HTTPS_ORIGIN = 'https://127.0.0.1:3001';
const HTML = {Accept: 'text/html,application/xhtml+xml'};

let fake: FakeCustomerAccount;
let worker: Miniflare;
const logged: string[] = [];

beforeAll(async () => {
  fake = await startFakeCustomerAccount();
  worker = createTestWorker(
    {SHOP_ID, PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT_ID, CUSTOMER_ACCOUNT_API_ORIGIN: fake.origin},
    (line) => logged.push(line),
  );
  await worker.ready;
});
afterAll(async () => {
  await worker?.dispose();
  await fake?.close();
});

/** A shopper's browser: keeps the cookies the worker sets and follows nothing by itself. */
function shopper(target: Miniflare = worker) {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = <T extends {headers: {getSetCookie(): string[]}}>(response: T): T => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      if (/expires=Thu, 01 Jan 1970/i.test(line) || /max-age=0/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  };
  const get = async (path: string) =>
    keep(
      await target.dispatchFetch(`${HTTPS_ORIGIN}${path}`, {headers: {...HTML, Cookie: cookie()}, redirect: 'manual'}),
    );
  const post = async (path: string, fields: Record<string, string>) =>
    keep(
      await target.dispatchFetch(`${HTTPS_ORIGIN}${path}`, {
        method: 'POST',
        headers: {...HTML, Cookie: cookie(), 'Content-Type': 'application/x-www-form-urlencoded', Origin: HTTPS_ORIGIN},
        body: new URLSearchParams(fields).toString(),
        redirect: 'manual',
      }),
    );
  /** Through the hosted sign-in (the fake signs in at once) and back to the callback. */
  const signIn = async (prefix: '' | '/en-GB') => {
    const start = await get(`${prefix}/account/login?return_to=${encodeURIComponent(`${prefix}/account`)}`);
    const hosted = await fetch(start.headers.get('Location') ?? '', {redirect: 'manual'});
    const callback = new URL(hosted.headers.get('Location') ?? '');
    return get(`${callback.pathname}${callback.search}`);
  };
  return {jar, get, post, signIn};
}

/** A signed-in shopper, with their path prefix. */
async function signedIn(prefix: '' | '/en-GB', target: Miniflare = worker) {
  const browser = shopper(target);
  const back = await browser.signIn(prefix);
  expect(back.status).toBe(302);
  expect(back.headers.get('Location')).toBe(`${prefix}/account`);
  return browser;
}

describe('signing in', () => {
  it('sends a signed-out shopper at /account to the sign-in, in each locale, with the page to come back to', async () => {
    for (const prefix of ['', '/en-GB']) {
      const response = await shopper().get(`${prefix}/account`);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe(
        `${prefix}/account/login?return_to=${encodeURIComponent(`${prefix}/account`)}`,
      );
    }
  });

  it('redirects the sign-in to the Customer Account API’s authorize at the configured origin, with PKCE and the locale’s https callback', async () => {
    for (const prefix of ['', '/en-GB'] as const) {
      const response = await shopper().get(
        `${prefix}/account/login?return_to=${encodeURIComponent(`${prefix}/account`)}`,
      );
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get('Location') ?? '');
      expect(location.origin + location.pathname).toBe(`${fake.origin}/authentication/${SHOP_ID}/oauth/authorize`);
      expect(location.searchParams.get('client_id')).toBe(CLIENT_ID);
      expect(location.searchParams.get('redirect_uri')).toBe(`${HTTPS_ORIGIN}${prefix}/account/authorize`);
      expect(location.searchParams.get('code_challenge_method')).toBe('S256');
      expect(response.headers.get('Set-Cookie')).toMatch(/^session=/);
    }
  });

  it('completes at the callback: the code is exchanged with PKCE, and the session cookie carries no token the browser could read', async () => {
    const before = fake.tokens.length;
    const browser = await signedIn('/en-GB');
    expect(fake.tokens.length).toBe(before + 1);
    const token = fake.tokens.at(-1) ?? '';
    const exchange = fake.requests.filter((request) => request.path.endsWith('/oauth/token')).at(-1);
    expect(exchange?.headers.origin).toBe(HTTPS_ORIGIN);
    const session = browser.jar.get('session') ?? '';
    expect(session).not.toBe('');
    const readable = [
      session,
      decodeURIComponent(session),
      ...decodeURIComponent(session)
        .split('.')
        .map((part) => Buffer.from(part, 'base64').toString()),
    ].join('\n');
    expect(readable).not.toContain(token);
    expect(readable).not.toContain('refreshToken');
  });
});

describe('the account pages', () => {
  it('lists the orders newest first, each with its status, its total in the order’s currency and a link', async () => {
    const browser = await signedIn('');
    const page = await browser.get('/account');
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toMatch(/no-store/);
    const html = await page.text();
    expect(html.indexOf('#1002')).toBeGreaterThan(-1);
    expect(html.indexOf('#1002')).toBeLessThan(html.indexOf('#1001'));
    expect(html).toContain('£1,199');
    expect(html).toContain('$2,495');
    expect(html).toContain('href="/account/orders/5002"');
    expect(html).toMatch(/Fulfilled/);
    expect(html).toMatch(/Unfulfilled|Not yet shipped/);
    // Newest first and paged, as the API is asked.
    const asked = fake.operations.filter((operation) => operation.name === 'CustomerOrders').at(-1);
    expect(asked?.variables.first).toBe(20);
    expect(html).toContain('cursor=c-end');
    for (const token of fake.tokens) expect(html).not.toContain(token);
  });

  it('shows one order’s lines, totals, discounts, shipping address and fulfilment status, in the en-GB form too', async () => {
    const browser = await signedIn('/en-GB');
    const page = await browser.get('/en-GB/account/orders/5002');
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const text of [
      '#1002',
      'Keel Pro Rower',
      'Walnut',
      '£1,249',
      '£199.83',
      '£1,199',
      '-£50',
      '2 Quay Street',
      'Fulfilled',
    ])
      expect(html).toContain(text);
    expect(fake.operations.filter((operation) => operation.name === 'Order').at(-1)?.variables.orderId).toBe(
      'gid://shopify/Order/5002',
    );
    // Another id is a 404, and a malformed one never reaches the API.
    expect((await browser.get('/en-GB/account/orders/999')).status).toBe(404);
    expect((await browser.get('/en-GB/account/orders/abc')).status).toBe(404);
  });

  it('adds an address, shows the API’s refusal next to its field in plain words, edits and deletes it', async () => {
    const browser = await signedIn('');
    const fields = {
      intent: 'create',
      firstName: 'Rowan',
      lastName: 'Ash',
      address1: '9 Oak Lane',
      city: 'Salem',
      zoneCode: 'OR',
      zip: 'nope',
      territoryCode: 'US',
    };
    const refused = await browser.post('/account/addresses', fields);
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toMatch(/id="address-new-zip-error"[^>]*>[^<]*ZIP code/);

    const created = await browser.post('/account/addresses', {...fields, zip: '97301'});
    expect(created.status).toBe(200);
    const added = fake.addresses.find((address) => address.address1 === '9 Oak Lane');
    expect(added).toBeDefined();
    expect(await (await browser.get('/account/addresses')).text()).toContain('9 Oak Lane');

    const edited = await browser.post('/account/addresses', {
      ...fields,
      intent: 'update',
      addressId: added?.id ?? '',
      address1: '11 Oak Lane',
      zip: '97301',
      defaultAddress: 'on',
    });
    expect(edited.status).toBe(200);
    const update = fake.operations.filter((operation) => operation.name === 'customerAddressUpdate').at(-1);
    expect(update?.variables).toMatchObject({
      addressId: added?.id,
      defaultAddress: true,
      address: {address1: '11 Oak Lane'},
    });

    const deleted = await browser.post('/account/addresses', {intent: 'delete', addressId: added?.id ?? ''});
    expect(deleted.status).toBe(200);
    expect(fake.addresses.some((address) => address.id === added?.id)).toBe(false);
  });

  it('refuses an address form that does not fit its schema before asking the API', async () => {
    const browser = await signedIn('');
    const mutations = () => fake.operations.filter((operation) => operation.name.startsWith('customerAddress')).length;
    const count = mutations();
    const response = await browser.post('/account/addresses', {
      intent: 'update',
      addressId: 'not-an-id',
      address1: 'x',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('We couldn’t find that address');
    expect(mutations()).toBe(count);
  });

  it('saves the name and the e-mail marketing choice on the profile', async () => {
    const browser = await signedIn('/en-GB');
    const response = await browser.post('/en-GB/account/profile', {
      firstName: 'Rowan',
      lastName: 'Ashford',
      marketing: 'on',
    });
    expect(response.status).toBe(200);
    expect(fake.operations.filter((operation) => operation.name === 'customerUpdate').at(-1)?.variables).toMatchObject({
      customer: {firstName: 'Rowan', lastName: 'Ashford'},
    });
    expect(fake.marketingState).toBe('SUBSCRIBED');
    expect(await (await browser.get('/en-GB/account/profile')).text()).toMatch(/name="marketing"[^>]*checked/);
  });
});

describe('the account forms’ rate limit', () => {
  it('answers 429 with Retry-After once a client passes its limit, before asking the API', async () => {
    const limited = createTestWorker({
      SHOP_ID,
      PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT_ID,
      CUSTOMER_ACCOUNT_API_ORIGIN: fake.origin,
      RATE_LIMIT_PER_MINUTE: '2',
    });
    try {
      await limited.ready;
      const browser = await signedIn('', limited);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await browser.post('/account/profile', {firstName: 'Rowan', lastName: 'Ash'})).status);
      expect(statuses).toEqual([200, 200, 429]);
      const refused = await browser.post('/account/addresses', {
        intent: 'delete',
        addressId: 'gid://shopify/CustomerAddress/7001',
      });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    } finally {
      await limited.dispose();
    }
  });
});

describe('signing out', () => {
  it('clears the session and sends the shopper through the Customer Account API’s logout back to the locale’s home page', async () => {
    const browser = await signedIn('/en-GB');
    const response = await browser.post('/en-GB/account/logout', {});
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe(`${fake.origin}/authentication/${SHOP_ID}/logout`);
    expect(location.searchParams.get('post_logout_redirect_uri')).toBe(`${HTTPS_ORIGIN}/en-GB/`);
    expect(location.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await browser.get('/en-GB/account')).status).toBe(302);
  });
});

it('never writes a token to the log', () => {
  expect(fake.tokens.length).toBeGreaterThan(0);
  for (const token of fake.tokens) expect(logged.join('\n')).not.toContain(token);
});

describe('without the customer account settings', () => {
  it('answers the account pages with a plain "Accounts are unavailable" page, names the setting once in the log, and keeps the shop open', async () => {
    const lines: string[] = [];
    const off = createTestWorker({SHOP_ID: '', PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID: CLIENT_ID}, (line) =>
      lines.push(line),
    );
    try {
      await off.ready;
      for (const path of ['/account', '/en-GB/account', '/account/login', '/account/orders/5002']) {
        const response = await off.dispatchFetch(`${HTTPS_ORIGIN}${path}`, {headers: HTML, redirect: 'manual'});
        expect(response.status, path).toBe(503);
        expect(await response.text()).toContain('Accounts are unavailable');
      }
      expect((await off.dispatchFetch(`${HTTPS_ORIGIN}/`, {headers: HTML})).status).toBe(200);
      expect(lines.filter((line) => line.includes('[env]')).join('\n')).toMatch(/customer accounts.*SHOP_ID not set/);
    } finally {
      await off.dispose();
    }
  });
});
