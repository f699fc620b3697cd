import {beforeAll, describe, expect, it} from 'vitest';
import {placeOrder} from '../worker/placeOrder';
import {cartClient, ORIGIN, useShop, variant} from './harness';
import type {FaultMode} from './faultProxy';

/**
 * The backend paused, slow (5 s an answer), failing with 500s and refusing
 * connections (decision 0049), each for a page already in the cache, a page that
 * is not, a cart action and the order page: the cached page is served, the
 * others answer a friendly 503 within 10 s, the cart is unchanged, and the
 * order page never says 404.
 */

const shop = useShop();
let orderPath = '';
const cart = () => cartClient(shop().worker, cartCookie);
let cartCookie = '';

async function page(path: string) {
  const started = Date.now();
  const response = await shop().worker.dispatchFetch(`${ORIGIN}${path}`, {headers: {Accept: 'text/html'}});
  const html = await response.text();
  return {status: response.status, ms: Date.now() - started, html, retryAfter: response.headers.get('retry-after')};
}

beforeAll(async () => {
  orderPath = await placeOrder();
  // Healthy: the home page is visited (its data enters the cache), a cart holds one mat, the order page works.
  expect((await page('/')).status).toBe(200);
  const client = cartClient(shop().worker);
  expect(
    (await client.post({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300101), quantity: 1}]}))
      .status,
  ).toBe(200);
  cartCookie = client.cookie;
  expect((await page(orderPath)).status).toBe(200);
  expect((await page('/')).status).toBe(200);
}, 120_000);

/** A page not visited before in this suite, one per fault, so no answer of an earlier fault is in the cache. */
const UNCACHED: Record<Exclude<FaultMode, 'pass'>, string> = {
  paused: '/about',
  slow: '/locations',
  error500: '/compare',
  refused: '/blog',
};

describe.each(['paused', 'slow', 'error500', 'refused'] as const)('the backend %s', (mode) => {
  it('serves the cached page, and answers the rest with 503s in time, changing nothing', async () => {
    const before = await cart().lines();
    await shop().proxy.setMode(mode);
    try {
      const [cached, uncached, cartChange, order] = await Promise.all([
        page('/'),
        page(UNCACHED[mode]),
        cart().post({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300101), quantity: 1}]}),
        page(orderPath),
      ]);

      // A page whose data is cached, even stale, is served from the cache.
      expect(cached.status).toBe(200);
      expect(cached.ms).toBeLessThan(5000);

      // Otherwise a friendly 503 in the site's shell within 10 s.
      expect(uncached.status).toBe(503);
      expect(uncached.ms).toBeLessThan(10_000);
      expect(uncached.retryAfter).toMatch(/^\d+$/);
      expect(uncached.html).toContain('We couldn’t load this page just now');
      expect(uncached.html).toContain('id="main"');
      expect(uncached.html).toContain('Skip to content');

      // A cart action answers 503 with a message.
      expect(cartChange.status).toBe(503);
      expect(cartChange.ms).toBeLessThan(10_000);
      expect(cartChange.body.errors.join(' ')).toMatch(/could not be updated/);

      // The order page: a friendly 503, never a 404.
      expect(order.status).toBe(503);
      expect(order.ms).toBeLessThan(10_000);
      expect(order.html).toContain('We couldn’t load your order just now');
      expect(order.html).not.toContain('Grace');
    } finally {
      await shop().proxy.setMode('pass');
    }
    // The cart is unchanged.
    const after = await cart().lines();
    expect(after.map((line) => [line.id.lineItem, line.quantity])).toEqual(
      before.map((line) => [line.id.lineItem, line.quantity]),
    );
  }, 60_000);
});

describe('after the faults', () => {
  it('the shop answers again as soon as the backend does', async () => {
    expect((await page(UNCACHED.paused)).status).toBe(200);
    expect((await page(orderPath)).status).toBe(200);
  }, 30_000);
});
