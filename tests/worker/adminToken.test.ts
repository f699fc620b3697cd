import {describe, expect, it} from 'vitest';
import {createTestWorker, ORIGIN} from './harness';
import {placeOrder} from './placeOrder';

/** decision 0138: the worker reads the Admin API with a token from the Dev Dashboard app's client credentials grant. */

const HTML = {Accept: 'text/html,application/xhtml+xml'};

async function withWorker(
  overrides: Record<string, string>,
  use: (get: (path: string) => Promise<{status: number; html: string}>, lines: string[]) => Promise<void>,
) {
  const lines: string[] = [];
  const worker = createTestWorker(overrides, (line) => lines.push(line));
  try {
    await worker.ready;
    await use(async (path) => {
      const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers: HTML, redirect: 'manual'});
      return {status: response.status, html: await response.text()};
    }, lines);
  } finally {
    await worker.dispose();
  }
}

describe('the Admin API token from the client credentials grant', () => {
  it('confirms orders with the Dev Dashboard app’s credentials alone, no legacy token set', async () => {
    const orders = [await placeOrder(), await placeOrder('GB')];
    await withWorker({PRIVATE_ADMIN_API_TOKEN: ''}, async (get, lines) => {
      for (const order of orders) {
        const page = await get(order);
        expect(page.status).toBe(200);
        expect(page.html).toMatch(/Your order is #1\d{3}/);
      }
      expect(lines.join('\n')).not.toMatch(/\[upstream\]|\[env\].*order page/);
    });
  });

  it('answers the order page with its friendly 503 and one log line when the grant is refused (a wrong secret), never a 500, never the secret', async () => {
    const order = await placeOrder();
    await withWorker({PRIVATE_ADMIN_API_CLIENT_SECRET: 'not-the-dev-app-secret'}, async (get, lines) => {
      expect((await get('/')).status).toBe(200);
      const page = await get(order);
      expect(page.status).toBe(503);
      expect(page.html).toContain('We couldn’t load your order just now');
      expect(page.html).not.toContain('grace@example.com');
      const admin = lines.filter((line) => line.includes('admin/oauth/access_token'));
      expect(admin).toHaveLength(1);
      expect(admin[0]).toMatch(/token grant refused: HTTP 400 invalid_client/);
      expect(lines.join('\n')).not.toContain('not-the-dev-app-secret');
      // Packages fall back to the CMS member lists (decision 0046).
      expect((await get('/bundles/keel-pro-essentials/')).status).toBe(200);
    });
  });
});
