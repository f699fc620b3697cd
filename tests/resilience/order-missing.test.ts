import {beforeEach, describe, expect, it} from 'vitest';
import {placeOrder} from '../worker/placeOrder';
import {ORIGIN, useShop} from './harness';

/**
 * rules:order-missing's "order or its content missing on order confirmation" as the shop
 * answers it (decision 0094): the order without its CMS entry still confirms
 * the order in the shop's own words, a missing order is a 404 that shows
 * nothing personal, and each logs one line in the spec's wording.
 */

const output: string[] = [];
const shop = useShop({}, (line) => output.push(line));
const MISSING = 'Order or its content missing on order confirmation';

async function page(path: string) {
  const response = await shop().worker.dispatchFetch(`${ORIGIN}${path}`, {headers: {Accept: 'text/html'}});
  return {status: response.status, html: await response.text()};
}

beforeEach(() => {
  output.length = 0;
  shop().proxy.answerWith(null);
});

describe('the order confirmation page', () => {
  // First in the file: the CMS answer is not in the worker's cache yet.
  it('confirms the order in the shop’s own words when its CMS entry is missing, and logs it once', async () => {
    const path = await placeOrder();
    shop().proxy.answerWith(({body}) =>
      body.includes('pageOrderConfirmationCollection')
        ? {json: {data: {pageOrderConfirmationCollection: {items: []}}}}
        : undefined,
    );
    const {status, html} = await page(path);
    expect(status).toBe(200);
    expect(html).toMatch(/Your order is #1\d{3}/);
    expect(html).toMatch(/data-testid="order-total">\$258</);
    expect(html).toContain('Questions?');
    const lines = output.filter((line) => line.includes(MISSING));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[order-missing\] Order or its content missing on order confirmation .*"missing":"content"/,
    );
  });

  it('is a 404 without personal data for an unknown order or a wrong key, logging one line each', async () => {
    const [pathname] = (await placeOrder()).split('?');
    for (const [url, reason] of [
      [`/order/999999?key=${'a'.repeat(48)}`, 'not found'],
      [`${pathname}?key=${'0'.repeat(48)}`, 'key does not match'],
    ] as const) {
      output.length = 0;
      const {status, html} = await page(url);
      expect(status, url).toBe(404);
      expect(html).not.toContain('grace@example.com');
      expect(html).not.toContain('1 Navy Way');
      const lines = output.filter((line) => line.includes(MISSING));
      expect(lines, url).toHaveLength(1);
      expect(lines[0]).toContain(`"missing":"order","reason":"${reason}"`);
      // The key is a secret: it never reaches the logs.
      expect(lines[0]).not.toContain('0'.repeat(48));
    }
  });
});
