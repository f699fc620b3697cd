import {describe, expect, it} from 'vitest';
import {cartClient, ORIGIN, useShop, variant} from './harness';

/** Abuse limits (issue 15, OWASP ASVS 2.4.1): past its limit a client gets 429 with Retry-After, and nothing changes. */

const shop = useShop({RATE_LIMIT_PER_MINUTE: '3'});

const add = {action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: variant(300101), quantity: 1}]};

describe('rate limits', () => {
  it('the fourth cart change in a minute is a 429 with Retry-After, and the cart keeps three', async () => {
    const cart = cartClient(shop().worker);
    for (let n = 0; n < 3; n++) expect((await cart.post(add)).status).toBe(200);
    const response = await shop().worker.dispatchFetch(`${ORIGIN}/api/cart`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Cookie: cart.cookie},
      body: JSON.stringify(add),
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as {error: string}).error).toMatch(/Too many requests/);
    // Reading the cart is not limited; the refused add changed nothing.
    expect((await cart.lines())[0]?.quantity).toBe(3);
  });

  it('each endpoint counts on its own: the newsletter still answers, then is limited too', async () => {
    const signUp = () =>
      shop().worker.dispatchFetch(`${ORIGIN}/api/newsletter`, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded'},
        body: new URLSearchParams({email: 'rower@example.com', formId: 'footer'}).toString(),
      });
    for (let n = 0; n < 3; n++) expect((await signUp()).status).toBe(200);
    const limited = await signUp();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('the booking form shows the limit as its message', async () => {
    const book = () =>
      shop().worker.dispatchFetch(`${ORIGIN}/schedule/personal-coaching`, {
        method: 'POST',
        headers: {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html'},
        body: new URLSearchParams({coach: 'maya-okafor'}).toString(),
      });
    for (let n = 0; n < 3; n++) expect((await book()).status).toBe(400);
    const limited = await book();
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain('Too many requests');
  });
});
