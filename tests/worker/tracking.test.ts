import {randomUUID} from 'node:crypto';
import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {backendOrigin, createTestWorker, ORIGIN} from './harness';

/**
 * The measurement routes in workerd against the dev backend's stand-ins
 * (decisions 0050–0052): a valid event is answered at once and reaches the
 * provider after the response; a bad one is a 400 and reaches nothing; no
 * consent or no uuid, nothing; a provider that is down never fails the
 * shopper's request and the failure is logged.
 */

let worker: Miniflare;
let crmOff: Miniflare;
let providersDown: Miniflare;
const downLog: string[] = [];

beforeAll(async () => {
  worker = createTestWorker();
  crmOff = createTestWorker({CRM_ENABLED: 'false'});
  // Port 9 (discard) is closed on this machine: every provider call fails to connect.
  providersDown = createTestWorker(
    {GA4_MP_URL: 'http://127.0.0.1:9/mp/collect', KLAVIYO_API_URL: 'http://127.0.0.1:9/klaviyo'},
    (line) => downLog.push(line),
  );
  await Promise.all([worker.ready, crmOff.ready, providersDown.ready]);
});

afterAll(async () => {
  await Promise.all([worker.dispose(), crmOff.dispose(), providersDown.dispose()]);
});

interface KlaviyoRead {
  events: Array<{metric: string; profile: Record<string, string>; properties: Record<string, unknown>; value?: number}>;
  subscriptions: Array<{email: string; listId: string}>;
}
interface Ga4Read {
  hits: Array<{
    measurement_id: string;
    client_id: string;
    events: Array<{name: string; params: Record<string, unknown>}>;
  }>;
}

const klaviyo = async (query: string) =>
  (await (await fetch(`${backendOrigin()}/klaviyo/received?${query}`)).json()) as KlaviyoRead;
const ga4 = async (uuid: string) =>
  (await (await fetch(`${backendOrigin()}/ga4/mp/received?client_id=${uuid}`)).json()) as Ga4Read;

function post(
  target: Miniflare,
  path: string,
  options: {cookie?: string; body?: unknown; raw?: string; contentType?: string} = {},
) {
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return target.dispatchFetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': options.contentType ?? 'application/json',
      ...(options.cookie ? {Cookie: options.cookie} : {}),
    },
    ...(body === undefined ? {} : {body}),
  });
}

const ITEMS = [{price: {amount: 158, currencyCode: 'USD'}, sku: 'KEEL-MAT', quantity: 2, type: 'Accessory'}];
const ga4Event = {
  name: 'add_to_cart',
  params: {
    currency: 'USD',
    value: 158,
    location: 'PDP',
    session_id: '1',
    engagement_time_msec: 5,
    items: [
      {
        item_id: 'KEEL-MAT',
        item_name: 'Rower Mat',
        price: 79,
        quantity: 2,
        item_category: 'Accessories',
        item_list_name: 'Accessories PDP - x',
      },
    ],
  },
};

describe('POST /api/ga4/collect (GA4 Measurement Protocol)', () => {
  it('answers 202 and forwards the events with the uuid as client id', async () => {
    const uuid = randomUUID();
    const response = await post(worker, '/api/ga4/collect', {cookie: `uuid=${uuid}`, body: {events: [ga4Event]}});
    expect(response.status).toBe(202);
    await expect.poll(async () => (await ga4(uuid)).hits.length).toBe(1);
    const [hit] = (await ga4(uuid)).hits;
    expect(hit).toMatchObject({measurement_id: 'G-KEELDEV01', client_id: uuid, events: [ga4Event]});
  });

  it.each([
    [{events: []}, 'Send at least one event'],
    [{events: [{name: 'login', params: {}}]}, 'Unknown analytics event'],
    [{events: [{name: 'page_view', params: {'Bad-Name': 1}}]}, 'Invalid key'],
    [{events: [ga4Event], client_id: 'forged'}, 'Unrecognized key'],
  ])('refuses %j with 400 and sends nothing', async (body, message) => {
    const uuid = randomUUID();
    const response = await post(worker, '/api/ga4/collect', {cookie: `uuid=${uuid}`, body});
    expect(response.status).toBe(400);
    expect(((await response.json()) as {error: string}).error).toContain(message);
    expect((await ga4(uuid)).hits).toEqual([]);
  });

  it('refuses a body that is not JSON (415, 400) and one too large (413)', async () => {
    expect(
      (await post(worker, '/api/ga4/collect', {raw: 'events=1', contentType: 'application/x-www-form-urlencoded'}))
        .status,
    ).toBe(415);
    expect((await post(worker, '/api/ga4/collect', {raw: '{'})).status).toBe(400);
    expect(
      (
        await post(worker, '/api/ga4/collect', {
          raw: JSON.stringify({events: [{name: 'page_view', params: {page_title: 'x'.repeat(20_000)}}]}),
        })
      ).status,
    ).toBe(413);
  });

  it('drops events without consent (en-GB before a choice, an opt-out) or without a uuid: 204', async () => {
    const uuid = randomUUID();
    expect(
      (await post(worker, '/en-GB/api/ga4/collect', {cookie: `uuid=${uuid}`, body: {events: [ga4Event]}})).status,
    ).toBe(204);
    expect(
      (
        await post(worker, '/api/ga4/collect', {
          cookie: `uuid=${uuid}; keel_consent=v1.a0.m1`,
          body: {events: [ga4Event]},
        })
      ).status,
    ).toBe(204);
    expect((await post(worker, '/api/ga4/collect', {body: {events: [ga4Event]}})).status).toBe(204);
    // en-GB after accepting: sent.
    expect(
      (
        await post(worker, '/en-GB/api/ga4/collect', {
          cookie: `uuid=${uuid}; keel_consent=v1.a1.m0`,
          body: {events: [ga4Event]},
        })
      ).status,
    ).toBe(202);
    await expect.poll(async () => (await ga4(uuid)).hits.length).toBe(1);
  });
});

describe('POST /api/klaviyo/process-event/ (marketing events, rules:tracking-calls)', () => {
  it('forwards addToCart/{location}/ as a Klaviyo "Added to Cart" event', async () => {
    const uuid = randomUUID();
    const response = await post(worker, '/api/klaviyo/process-event/addToCart/PDP/', {
      cookie: `uuid=${uuid}`,
      body: ITEMS,
    });
    expect(response.status).toBe(202);
    await expect.poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events.length).toBe(1);
    expect((await klaviyo(`anonymous_id=${uuid}`)).events[0]).toMatchObject({
      metric: 'Added to Cart',
      profile: {anonymous_id: uuid},
      properties: {location: 'PDP', items: ITEMS},
      value: 158,
    });
  });

  it('forwards purchase/ as "Placed Order", the order as its unique id (decision 0122)', async () => {
    const uuid = randomUUID();
    const body = {
      transactionId: '#1001',
      currency: 'USD',
      value: 129,
      items: [{price: {amount: 129, currencyCode: 'USD'}, sku: 'KEEL-ACC-MAT', quantity: 1, type: 'Accessory'}],
    };
    expect((await post(worker, '/api/klaviyo/process-event/purchase/', {cookie: `uuid=${uuid}`, body})).status).toBe(
      202,
    );
    await expect
      .poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events)
      .toEqual([
        expect.objectContaining({
          metric: 'Placed Order',
          uniqueId: '#1001',
          value: 129,
          properties: {OrderId: '#1001', items: body.items},
        }),
      ]);
    expect(
      (
        await post(worker, '/api/klaviyo/process-event/purchase/', {
          cookie: `uuid=${uuid}`,
          body: {...body, transactionId: ''},
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await post(worker, '/api/klaviyo/process-event/purchase/', {
          cookie: `uuid=${uuid}; keel_consent=v1.a1.m0`,
          body,
        })
      ).status,
    ).toBe(204);
  });

  it('forwards viewProduct/ and viewPage/{path}', async () => {
    const uuid = randomUUID();
    expect(
      (
        await post(worker, '/api/klaviyo/process-event/viewProduct/', {
          cookie: `uuid=${uuid}`,
          body: [{price: 2695, sku: 'KEEL-PRO', type: 'Rower'}],
        })
      ).status,
    ).toBe(202);
    expect(
      (
        await post(worker, '/en-GB/api/klaviyo/process-event/viewPage/en-GB/products/rowers/keel-pro-rower/', {
          cookie: `uuid=${uuid}; keel_consent=v1.a0.m1`,
        })
      ).status,
    ).toBe(202);
    await expect
      .poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events.map((event) => event.metric).sort())
      .toEqual(['Viewed Page', 'Viewed Product']);
    const events = (await klaviyo(`anonymous_id=${uuid}`)).events;
    expect(events.find((event) => event.metric === 'Viewed Page')?.properties).toEqual({
      path: '/en-GB/products/rowers/keel-pro-rower/',
    });
    expect(events.find((event) => event.metric === 'Viewed Product')?.properties).toEqual({
      items: [{price: 2695, sku: 'KEEL-PRO', type: 'Rower'}],
    });
  });

  it('forwards viewPage/ of a cart permalink, whose path has the : and , Shopify’s permalinks use', async () => {
    const uuid = randomUUID();
    expect(
      (await post(worker, '/api/klaviyo/process-event/viewPage/cart/300101:1,300601:1', {cookie: `uuid=${uuid}`}))
        .status,
    ).toBe(202);
    await expect
      .poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events.map((event) => event.properties))
      .toEqual([{path: '/cart/300101:1,300601:1'}]);
  });

  it('sends viewCart/ only when the marketing-CRM flag is off', async () => {
    const uuid = randomUUID();
    expect(
      (await post(worker, '/api/klaviyo/process-event/viewCart/?referredFromPdp=true', {cookie: `uuid=${uuid}`}))
        .status,
    ).toBe(204);
    expect(
      (await post(crmOff, '/api/klaviyo/process-event/viewCart/?referredFromPdp=true', {cookie: `uuid=${uuid}`}))
        .status,
    ).toBe(202);
    await expect.poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events.length).toBe(1);
    expect((await klaviyo(`anonymous_id=${uuid}`)).events[0]).toMatchObject({
      metric: 'Viewed Cart',
      properties: {referredFromPdp: true, items: []},
    });
  });

  it.each([
    ['/api/klaviyo/process-event/addToCart/PDP/', [{price: 1, sku: 'A', quantity: 1, type: 'Accessory'}], 400],
    ['/api/klaviyo/process-event/addToCart/PDP/', [], 400],
    ['/api/klaviyo/process-event/addToCart/<script>/', ITEMS, 400],
    ['/api/klaviyo/process-event/viewProduct/', [{price: 'free', sku: 'A', type: 'Rower'}], 400],
    ['/api/klaviyo/process-event/viewPage/cart', {unexpected: true}, 400],
    ['/api/klaviyo/process-event/viewCart/', undefined, 400],
    ['/api/klaviyo/process-event/viewCart/?referredFromPdp=maybe', undefined, 400],
    ['/api/klaviyo/process-event/buyNow/', ITEMS, 404],
  ])('refuses %s %j and sends nothing', async (path, body, status) => {
    const uuid = randomUUID();
    const response = await post(crmOff, path, {cookie: `uuid=${uuid}`, ...(body === undefined ? {} : {body})});
    expect(response.status).toBe(status);
    expect(((await response.json()) as {error: string}).error).toBeTruthy();
    expect((await klaviyo(`anonymous_id=${uuid}`)).events).toEqual([]);
  });

  it('drops marketing events without marketing consent; GET is 405', async () => {
    const uuid = randomUUID();
    expect(
      (await post(worker, '/en-GB/api/klaviyo/process-event/addToCart/PDP/', {cookie: `uuid=${uuid}`, body: ITEMS}))
        .status,
    ).toBe(204);
    expect(
      (
        await post(worker, '/api/klaviyo/process-event/addToCart/PDP/', {
          cookie: `uuid=${uuid}; keel_consent=v1.a1.m0`,
          body: ITEMS,
        })
      ).status,
    ).toBe(204);
    expect((await worker.dispatchFetch(`${ORIGIN}/api/klaviyo/process-event/viewProduct/`)).status).toBe(405);
  });
});

describe('providers down', () => {
  it('still answers the shopper at once and logs each failure (rules:errors-browser: "Failed to send viewPage event")', async () => {
    const uuid = randomUUID();
    expect(
      (await post(providersDown, '/api/klaviyo/process-event/viewPage/cart', {cookie: `uuid=${uuid}`})).status,
    ).toBe(202);
    expect(
      (await post(providersDown, '/api/klaviyo/process-event/addToCart/PDP/', {cookie: `uuid=${uuid}`, body: ITEMS}))
        .status,
    ).toBe(202);
    expect(
      (await post(providersDown, '/api/ga4/collect', {cookie: `uuid=${uuid}`, body: {events: [ga4Event]}})).status,
    ).toBe(202);
    await expect.poll(() => downLog.join('\n')).toContain('Failed to send viewPage event');
    await expect.poll(() => downLog.join('\n')).toContain('Failed to send addToCart event');
    await expect.poll(() => downLog.join('\n')).toContain('[ga4] Failed to send add_to_cart');
    // No personal data or secret in the log lines.
    expect(downLog.join('\n')).not.toContain(uuid);
    expect(downLog.join('\n')).not.toContain('keel-dev-ga4-api-secret');
    // A newsletter sign-up with the CRM down is still a success for the shopper.
    const form = new URLSearchParams({email: 'down@example.com', formId: 'newsletter'});
    const signup = await providersDown.dispatchFetch(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: form.toString(),
    });
    expect(signup.status).toBe(200);
    await expect.poll(() => downLog.join('\n')).toContain('Failed to hand the newsletter sign-up to the CRM');
  });
});

describe('CRM: newsletter sign-up and GET /api/klaviyo/form-submission/', () => {
  it('hands the sign-up to the CRM list and sets newsletter_signup', async () => {
    const email = `ada+${randomUUID().slice(0, 8)}@example.com`;
    const response = await worker.dispatchFetch(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({email, formId: 'newsletter'}).toString(),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^newsletter_signup=1; Path=\/; Max-Age=2629800; SameSite=Lax/);
    await expect
      .poll(async () => (await klaviyo(`email=${encodeURIComponent(email)}`)).subscriptions)
      .toEqual([expect.objectContaining({email, listId: 'KeelNews'})]);
  });

  it('a bad sign-up is a 400 and reaches no CRM', async () => {
    const response = await worker.dispatchFetch(`${ORIGIN}/api/newsletter`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({email: 'not-an-email', formId: 'newsletter'}).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('logs the sign-up once under the cookie rules, then sets newsletter_signup_logged', async () => {
    const uuid = randomUUID();
    const get = (target: Miniflare, cookie: string) =>
      target.dispatchFetch(`${ORIGIN}/api/klaviyo/form-submission/`, {headers: {Cookie: cookie}});
    const logged = await get(worker, `uuid=${uuid}; newsletter_signup=1`);
    expect(await logged.json()).toEqual({logged: true});
    expect(logged.headers.get('set-cookie')).toMatch(/^newsletter_signup_logged=1; Path=\/; Max-Age=2629800/);
    await expect
      .poll(async () => (await klaviyo(`anonymous_id=${uuid}`)).events.map((event) => event.metric))
      .toEqual(['Newsletter Sign-up']);
    // Already logged, no sign-up cookie, or the CRM flag off: nothing.
    for (const [target, cookie] of [
      [worker, `uuid=${uuid}; newsletter_signup=1; newsletter_signup_logged=1`],
      [worker, `uuid=${uuid}`],
      [crmOff, `uuid=${uuid}; newsletter_signup=1`],
    ] as const) {
      const response = await get(target, cookie);
      expect(await response.json()).toEqual({logged: false});
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    expect((await klaviyo(`anonymous_id=${uuid}`)).events).toHaveLength(1);
  });
});

describe('the cart action tells the tracker what changed (add_to_cart / remove_from_cart)', () => {
  it('answers the added quantity, then the removed line', async () => {
    let cookie = '';
    const cart = async (body: unknown) => {
      const response = await post(worker, '/api/cart', {cookie, body});
      const set = response.headers.getSetCookie?.() ?? [];
      if (set.length) cookie = set.map((value) => value.split(';')[0]).join('; ');
      return (await response.json()) as {
        changes?: {
          currency: string;
          added: Array<{sku: string; quantity: number; type: string}>;
          removed: Array<{sku: string; quantity: number}>;
        };
        cart: {items: {allLineItems: Array<{id: {lineItem: string}}>}};
      };
    };
    const MAT = 'gid://shopify/ProductVariant/300101';
    const first = await cart({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: MAT, quantity: 2}]});
    expect(first.changes).toMatchObject({currency: 'USD', added: [{quantity: 2, type: 'ACCESSORY'}], removed: []});
    const again = await cart({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: MAT, quantity: 1}]});
    expect(again.changes?.added).toEqual([expect.objectContaining({quantity: 1})]);
    const lineId = again.cart.items.allLineItems[0]?.id.lineItem ?? '';
    const removed = await cart({action: 'LinesRemove', lineIds: [lineId]});
    expect(removed.changes).toMatchObject({added: [], removed: [{quantity: 3}]});
    // A refused change changes nothing and reports nothing.
    const refused = await cart({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: MAT, quantity: 0}]});
    expect(refused.changes).toBeUndefined();
  });
});
