import {describe, expect, it, vi} from 'vitest';
import {payLaterShown, purchaseAmountCents} from './payLater';
import {refreshFailedMessage, refreshPayLater} from './payLaterRefresh';

describe('pay-later messaging rules (rules:pricing-pay-later, rules:pricing-financing)', () => {
  it('passes the amount in cents (x100), rounded to a whole cent', () => {
    expect(purchaseAmountCents(2495)).toBe(249500);
    expect(purchaseAmountCents(49.99)).toBe(4999);
    expect(purchaseAmountCents(0.1 + 0.2)).toBe(30);
  });
  it('has no amount for nothing to pay', () => {
    expect(purchaseAmountCents(0)).toBeNull();
    expect(purchaseAmountCents(-5)).toBeNull();
    expect(purchaseAmountCents(Number.NaN)).toBeNull();
  });
  it('shows in en-US only, and only with a provider configured', () => {
    expect(payLaterShown('en-US', 'https://js.klarna.com/web-sdk/v1/klarna.js')).toBe(true);
    expect(payLaterShown('en-GB', 'https://js.klarna.com/web-sdk/v1/klarna.js')).toBe(false);
    expect(payLaterShown('en-US', '')).toBe(false);
    expect(payLaterShown('en-US', null)).toBe(false);
  });
  it("words a failed refresh as rules:pricing-pay-later's HY-S5030", () => {
    expect(refreshFailedMessage('/cart', 'abc-123')).toBe(
      'HY-S5030 [Klarna API] - Refresh failed on /cart for user abc-123',
    );
  });
});

describe('refreshPayLater (rules:pricing-pay-later HY-S5030)', () => {
  const base = {path: '/products/rowers/keel-pro-rower/', uuid: 'u-1', hasPlacements: true, load: async () => {}};

  it('loads the script and refreshes the placements', async () => {
    let refreshed = 0;
    const log = vi.fn();
    expect(await refreshPayLater({...base, messaging: () => ({refresh: () => void refreshed++}), log})).toBe(
      'refreshed',
    );
    expect(refreshed).toBe(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('does nothing on a page without placements', async () => {
    const load = vi.fn(async () => {});
    expect(await refreshPayLater({...base, hasPlacements: false, load, messaging: () => undefined, log: vi.fn()})).toBe(
      'none',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('logs HY-S5030 with the path and uuid when the refresh throws, the script fails or the SDK is missing', async () => {
    for (const failing of [
      {messaging: () => ({refresh: () => Promise.reject(new Error('boom'))})},
      {load: () => Promise.reject(new Error('script blocked')), messaging: () => undefined},
      {messaging: () => undefined},
    ]) {
      const log = vi.fn();
      expect(await refreshPayLater({...base, ...failing, log})).toBe('failed');
      expect(log).toHaveBeenCalledWith(
        'HY-S5030 [Klarna API] - Refresh failed on /products/rowers/keel-pro-rower/ for user u-1',
        expect.any(Error),
      );
    }
  });
});
