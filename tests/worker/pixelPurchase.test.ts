import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {loadAppEnv} from '../../scripts/lib/env';
import {adminTokenFor} from '../contract/adminToken';
import {backendOrigin, createTestWorker, ORIGIN} from './harness';
import {placeOrder} from './placeOrder';

/**
 * POST /api/pixel/purchase in workerd (decision 0132): the pixel names an order and its
 * confirmation number; the worker checks both at the Admin API and sends GA4 the order's own
 * purchase, once, with the secret only the worker holds.
 */

const SECRET = 'server-only-ga4-secret';
interface Hit {
  url: URL;
  body: {client_id: string; events: Array<{name: string; params: Record<string, unknown>}>};
}
const hits: Hit[] = [];
let ga4: Server;
let worker: Miniflare;
let checkoutOrigin: string;

beforeAll(async () => {
  // A GA4 that records the whole request, secret included.
  ga4 = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += String(chunk)));
    request.on('end', () => {
      hits.push({url: new URL(request.url ?? '/', 'http://ga4.test'), body: JSON.parse(text) as Hit['body']});
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => ga4.listen(0, '127.0.0.1', resolve));
  const {port} = ga4.address() as AddressInfo;
  worker = createTestWorker({
    GA4_MP_URL: `http://127.0.0.1:${port}/mp/collect`,
    GA4_MEASUREMENT_ID: 'G-SERVER01',
    GA4_API_SECRET: SECRET,
  });
  await worker.ready;
  checkoutOrigin = backendOrigin();
});

afterAll(async () => {
  await worker.dispose();
  await new Promise((resolve) => ga4.close(resolve));
});

/** An order placed at the dev checkout, with the confirmation number its Admin API holds. */
async function orderWithNumber() {
  const path = await placeOrder();
  const id = /\/order\/(\d+)/.exec(path)?.[1] ?? '';
  const env = loadAppEnv();
  const token = await adminTokenFor(backendOrigin(), {
    token: env.PRIVATE_ADMIN_API_TOKEN,
    clientId: env.ADMIN_API_CLIENT_ID,
    clientSecret: env.PRIVATE_ADMIN_API_CLIENT_SECRET,
  });
  const response = await fetch(`${backendOrigin()}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': token},
    body: JSON.stringify({
      query: 'query($id: ID!) { order(id: $id) { confirmationNumber totalPriceSet { shopMoney { amount } } } }',
      variables: {id: `gid://shopify/Order/${id}`},
    }),
  });
  const {data} = (await response.json()) as {
    data: {order: {confirmationNumber: string; totalPriceSet: {shopMoney: {amount: string}}}};
  };
  return {id, number: data.order.confirmationNumber, total: Number(data.order.totalPriceSet.shopMoney.amount)};
}

/** What the pixel posts; the purchase's amounts are the body's, deliberately wrong here. */
const purchaseBody = (orderId: string, confirmationNumber: string) => ({
  orderId: `gid://shopify/OrderIdentity/${orderId}`,
  confirmationNumber,
  clientId: 'shopify-client-7',
  consent: {analytics: true},
  purchase: {currency: 'USD', value: 1, transaction_id: orderId, items: []},
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  worker.dispatchFetch(`${ORIGIN}/api/pixel/purchase`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Origin: checkoutOrigin, ...headers},
    body: JSON.stringify(body),
  });

const purchasesFor = (orderId: string) =>
  hits.filter((hit) => hit.body.events.some((event) => event.params.transaction_id === orderId));

async function settled() {
  // The worker sends after answering (waitUntil): give it time, then read what arrived.
  await new Promise((resolve) => setTimeout(resolve, 500));
}

describe("the pixel's purchase, sent to GA4 by the worker", () => {
  it("answers the pixel's CORS preflight for the checkout's origin and the sandbox's, and no other", async () => {
    const preflight = (origin: string, requestHeaders = 'content-type') =>
      worker.dispatchFetch(`${ORIGIN}/api/pixel/purchase`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': requestHeaders,
        },
      });
    for (const origin of [checkoutOrigin, 'null']) {
      const response = await preflight(origin);
      expect(response.status, origin).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toBe('POST');
      expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type');
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    }
    for (const [origin, requestHeaders] of [
      ['https://elsewhere.example', 'content-type'],
      [checkoutOrigin, 'content-type, authorization'],
    ] as const) {
      const response = await preflight(origin, requestHeaders);
      expect(response.status, `${origin} ${requestHeaders}`).toBe(403);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it("sends the order's own purchase once, with the worker's secret, whatever the body claims", async () => {
    const order = await orderWithNumber();
    const response = await post(purchaseBody(order.id, order.number));
    expect(response.status).toBe(202);
    expect(response.headers.get('access-control-allow-origin')).toBe(checkoutOrigin);
    await expect.poll(() => purchasesFor(order.id).length).toBe(1);

    const [hit] = purchasesFor(order.id);
    expect(hit?.url.searchParams.get('api_secret')).toBe(SECRET);
    expect(hit?.url.searchParams.get('measurement_id')).toBe('G-SERVER01');
    expect(hit?.body.client_id).toBe('shopify-client-7');
    expect(hit?.body.events[0]).toMatchObject({
      name: 'purchase',
      params: {transaction_id: order.id, currency: 'USD', value: order.total},
    });
    expect(hit?.body.events[0]?.params.items).toEqual([
      expect.objectContaining({item_id: 'KEEL-ACC-MAT', quantity: 2}),
    ]);

    // A second call for the same order (a reload, a replay) sends nothing.
    const again = await post(purchaseBody(order.id, order.number));
    expect(again.status).toBe(200);
    await settled();
    expect(purchasesFor(order.id)).toHaveLength(1);
  });

  it('refuses a wrong confirmation number or an unknown order as not found, and sends nothing', async () => {
    const order = await orderWithNumber();
    const wrong = order.number === 'AAAAAAAAA' ? 'BBBBBBBBB' : 'AAAAAAAAA';
    expect((await post(purchaseBody(order.id, wrong))).status).toBe(404);
    expect((await post(purchaseBody('999999999', order.number))).status).toBe(404);
    await settled();
    expect(purchasesFor(order.id)).toHaveLength(0);
    // The right number still works afterwards: a refusal claims nothing.
    expect((await post(purchaseBody(order.id, order.number))).status).toBe(202);
  });

  it('answers 400 to a body that is not the purchase, and sends nothing without analytics consent', async () => {
    const order = await orderWithNumber();
    const {clientId: _clientId, ...noClient} = purchaseBody(order.id, order.number);
    expect((await post(noClient)).status).toBe(400);
    expect((await post({...purchaseBody(order.id, order.number), api_secret: 'x'})).status).toBe(400);
    expect((await post({...purchaseBody(order.id, order.number), confirmationNumber: 'lower-case'})).status).toBe(400);
    expect((await post({...purchaseBody(order.id, order.number), consent: {analytics: false}})).status).toBe(204);
    await settled();
    expect(purchasesFor(order.id)).toHaveLength(0);
  });
});

describe('without GA4 settings', () => {
  it('answers 503 and says once that the feature is off', async () => {
    const lines: string[] = [];
    const off = createTestWorker({GA4_API_SECRET: ''}, (line) => lines.push(line));
    try {
      await off.ready;
      for (let call = 0; call < 2; call += 1) {
        const response = await off.dispatchFetch(`${ORIGIN}/api/pixel/purchase`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json'},
          body: JSON.stringify(purchaseBody('1', 'AAAAAAAAA')),
        });
        expect(response.status).toBe(503);
      }
      await expect
        .poll(
          () =>
            lines.filter((line) => line.includes("[pixel] the pixel's GA4 purchases are off (GA4_API_SECRET not set)"))
              .length,
        )
        .toBe(1);
    } finally {
      await off.dispose();
    }
  });
});
