import type {Miniflare} from 'miniflare';
import {describe, expect, it} from 'vitest';
import {createTestWorker, ORIGIN} from './harness';
import {placeOrder} from './placeOrder';

/** decision 0119: a missing or wrong setting turns off the features that use it, not the shop. */

const HTML = {Accept: 'text/html,application/xhtml+xml'};

/** A worker with these settings, the lines it logged, and what `use` saw; disposed after. */
async function withSettings(
  overrides: Record<string, string>,
  use: (worker: Miniflare, lines: string[]) => Promise<void>,
) {
  const lines: string[] = [];
  const worker = createTestWorker(overrides, (line) => lines.push(line));
  try {
    await worker.ready;
    await use(worker, lines);
  } finally {
    await worker.dispose();
  }
}

async function get(worker: Miniflare, path: string) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {headers: HTML, redirect: 'manual'});
  return {status: response.status, html: await response.text(), headers: response.headers};
}

/** The start-up line that names what is off. */
const offLine = (lines: string[]) => lines.filter((line) => line.includes('[env]'));

describe('without the Admin API settings', () => {
  it('serves the shop, answers the order page with its friendly 503, and names the token once in the log', async () => {
    const order = await placeOrder();
    await withSettings(
      {ADMIN_API_CLIENT_ID: '', PRIVATE_ADMIN_API_CLIENT_SECRET: '', PRIVATE_ADMIN_API_TOKEN: ''},
      async (worker, lines) => {
        expect((await get(worker, '/')).status).toBe(200);
        expect((await get(worker, '/en-GB/')).status).toBe(200);
        // Package pages fall back to the CMS member lists (decision 0046).
        expect((await get(worker, '/bundles/keel-pro-essentials/')).status).toBe(200);
        const page = await get(worker, order);
        expect(page.status).toBe(503);
        expect(page.html).toContain('We couldn’t load your order just now');
        expect(page.html).not.toContain('grace@example.com');
        const off = offLine(lines);
        expect(off).toHaveLength(1);
        expect(off[0]).toMatch(/order page.*ADMIN_API_CLIENT_ID not set, nor the legacy PRIVATE_ADMIN_API_TOKEN/);
      },
    );
  });
});

describe('without the Contentful settings', () => {
  it('confirms orders in the shop’s own words, answers content pages with the friendly 503 in the built-in shell, and says so', async () => {
    const order = await placeOrder();
    const unset = {CONTENTFUL_SPACE_ID: '', CONTENTFUL_ACCESS_TOKEN: '', CONTENTFUL_PREVIEW_ACCESS_TOKEN: ''};
    await withSettings(unset, async (worker, lines) => {
      const confirmation = await get(worker, order);
      expect(confirmation.status).toBe(200);
      expect(confirmation.html).toMatch(/Your order is #1\d{3}/);
      expect((await get(worker, '/search?q=rower')).status).toBe(200);
      const home = await get(worker, '/');
      expect(home.status).toBe(503);
      expect(home.html).toContain('Something went wrong');
      expect(offLine(lines).join('\n')).toMatch(/CMS content.*CONTENTFUL_SPACE_ID not set/);
    });
  });
});

describe('a provider setting that is wrong', () => {
  it('turns off that provider only, and the log names the setting without any secret value', async () => {
    const wrong = {
      GA4_MEASUREMENT_ID: 'UA-123',
      GA4_API_SECRET: 'ga4-secret-value-123',
      REFERRAL_SCRIPT_URL: 'https://referrals.example.com/widget.js',
      PAGE_CACHE_PURGE_SECRET: 'short-purge-secret',
    };
    await withSettings(wrong, async (worker, lines) => {
      expect((await get(worker, '/')).status).toBe(200);
      const log = offLine(lines).join('\n');
      expect(log).toMatch(/analytics.*GA4_MEASUREMENT_ID/);
      expect(log).toMatch(/referral.*REFERRAL_SCRIPT_URL/);
      expect(log).toMatch(/purge.*PAGE_CACHE_PURGE_SECRET/);
      for (const secret of ['ga4-secret-value-123', 'short-purge-secret', 'referrals.example.com'])
        expect(log).not.toContain(secret);
      // Its endpoint is closed (404), not the shop.
      const purge = await worker.dispatchFetch(`${ORIGIN}/api/page-cache/purge`, {
        method: 'POST',
        headers: {Authorization: 'Bearer short-purge-secret', 'Content-Type': 'application/json'},
        body: '{}',
      });
      expect(purge.status).toBe(404);
    });
  });
});

describe('without the Storefront API settings', () => {
  it('answers a clear 503 page (no crash, no stack) and names what is missing', async () => {
    await withSettings({PUBLIC_STOREFRONT_API_TOKEN: ''}, async (worker, lines) => {
      const home = await get(worker, '/');
      expect(home.status).toBe(503);
      expect(home.headers.get('retry-after')).toBeTruthy();
      expect(home.headers.get('cache-control')).toBe('no-store');
      expect(home.html).toContain('back soon');
      expect(offLine(lines).join('\n')).toMatch(/shop closed.*PUBLIC_STOREFRONT_API_TOKEN not set/);
    });
  });
});

describe('the page cache on a workers.dev host (the Cache API stores nothing there)', () => {
  it('says so on every page and once in the log, and renders every time', async () => {
    await withSettings({}, async (worker, lines) => {
      const url = 'https://keel-storefront.example.workers.dev/';
      for (let n = 0; n < 2; n++) {
        const response = await worker.dispatchFetch(url, {headers: HTML});
        await response.text();
        expect(response.status).toBe(200);
        expect(response.headers.get('x-keel-cache')).toBe('BYPASS-NO-CACHE-API');
      }
      expect(lines.filter((line) => line.includes('[page-cache]') && line.includes('workers.dev'))).toHaveLength(1);
    });
  });
});
