import {describe, expect, it} from 'vitest';
import {cartClient, ORIGIN, useShop, variant} from './harness';

/** Abuse limits (rules:security-rate-limits, OWASP ASVS 2.4.1): past its limit a client gets 429 with Retry-After, and nothing changes. */

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

/**
 * A browser's fetchers post to React Router's data transport (`/api/cart.data`), not the plain URL. There,
 * React Router keeps only a route's cookies unless the route passes its headers on: every public input
 * route must send the same Retry-After and Cache-Control through either transport.
 */
describe('rate limits through the data transport a browser uses', () => {
  const json = (body: unknown) => ({
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify(body),
  });
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams(fields).toString(),
  });
  it.each([
    ['the cart action', '/api/cart.data', json(add)],
    ['the cart action on the UK site', '/en-GB/api/cart.data', json(add)],
    ['the newsletter', '/api/newsletter.data', form({email: 'rower@example.com', formId: 'footer'})],
    ['predictive search', '/api/search.data?q=rower', {method: 'GET'}],
    ['the held modules', '/api/modules.data?product=keel-pro-rower', {method: 'GET'}],
    ['the configurator content', '/api/contentful/get-configurator.data', json({id: 'x', locale: 'en-US'})],
    ['experiment exposures', '/api/growthbook/process-exposure.data', json({})],
    ['the coaching booking', '/schedule/personal-coaching.data', form({coach: 'maya-okafor'})],
    ['find your rower', '/find-your-rower.data', form({goal: 'x'})],
  ])('%s: the 429 carries Retry-After and no-store', async (_, path, init) => {
    const send = () => shop().worker.dispatchFetch(`${ORIGIN}${path}`, init);
    let response = await send();
    for (let n = 0; n < 5 && response.status !== 429; n++) response = await send();
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('the cart’s own answers are never cached, through either transport', async () => {
    const fresh = useFreshClient();
    const read = await shop().worker.dispatchFetch(`${ORIGIN}/api/cart.data`, {headers: {'oxygen-buyer-ip': fresh}});
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    const changed = await shop().worker.dispatchFetch(`${ORIGIN}/api/cart.data`, {
      ...json(add),
      headers: {'Content-Type': 'application/json', 'oxygen-buyer-ip': fresh},
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('cache-control')).toBe('no-store');
  });
});

let clients = 0;
/** Another client address, with buckets of its own. */
const useFreshClient = () => `203.0.113.${++clients}`;
