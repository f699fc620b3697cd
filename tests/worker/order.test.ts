import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';
import {placeOrder} from './placeOrder';

const worker = workerForFile();

describe('order confirmation in workerd', () => {
  it('shows the order with its total and address to the holder of the key', async () => {
    const path = await placeOrder();
    const response = await worker.dispatchFetch(`${ORIGIN}${path}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toMatch(/Your order is #1\d{3}/);
    expect(html).toMatch(/data-testid="order-total">\$258</);
    expect(html).toContain('grace@example.com');
    expect(html).toContain('1 Navy Way');
    expect(html).toMatch(/name="skuList"[^>]*value="KEEL-ACC-MAT"/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('shows a GB order in pounds on the en-GB page', async () => {
    const path = await placeOrder('GB');
    expect(path.startsWith('/en-GB/order/')).toBe(true);
    const html = await (await worker.dispatchFetch(`${ORIGIN}${path}`)).text();
    expect(html).toMatch(/data-testid="order-total">£230</);
    expect(html).not.toContain('data-testid="order-id"');
  });

  it('is a 404 without personal data for a wrong or missing key, or an unknown order', async () => {
    const path = await placeOrder();
    const [pathname] = path.split('?');
    for (const url of [
      `${pathname}?key=${'0'.repeat(48)}`,
      pathname,
      '/order/999999?key=' + 'a'.repeat(48),
      '/order/abc?key=x',
    ]) {
      const response = await worker.dispatchFetch(`${ORIGIN}${url}`);
      const html = await response.text();
      expect(response.status, url).toBe(404);
      expect(html).not.toContain('grace@example.com');
      expect(html).not.toContain('1 Navy Way');
    }
  });
});
