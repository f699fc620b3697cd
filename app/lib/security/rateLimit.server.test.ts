import {describe, expect, it, vi} from 'vitest';
import {readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {
  BUCKET_LIMITS,
  clientKey,
  DEFAULT_LIMIT,
  limitFor,
  MemoryRateLimiter,
  RATE_LIMIT_BINDINGS,
  rateLimit,
} from './rateLimit.server';

const request = (ip: string) =>
  new Request('https://shop.example/api/cart', {method: 'POST', headers: {'cf-connecting-ip': ip}});
const env = (values: Partial<Env> = {}) => values as Env;

describe('MemoryRateLimiter', () => {
  it('allows the limit in a minute, then asks the client to wait until the window ends', () => {
    let now = 0;
    const limiter = new MemoryRateLimiter(() => now);
    for (let n = 0; n < 3; n++) expect(limiter.hit('cart:1', 3)).toBe(0);
    now = 20_000;
    expect(limiter.hit('cart:1', 3)).toBe(40);
    expect(limiter.hit('cart:2', 3)).toBe(0);
    now = 60_000;
    expect(limiter.hit('cart:1', 3)).toBe(0);
  });
});

describe('limits', () => {
  it('per bucket, a default for new buckets, and RATE_LIMIT_PER_MINUTE over all of them', () => {
    expect(limitFor('cart', {})).toBe(BUCKET_LIMITS.cart);
    expect(limitFor('events', {})).toBe(DEFAULT_LIMIT);
    expect(limitFor('cart', {RATE_LIMIT_PER_MINUTE: '5'})).toBe(5);
    expect(limitFor('cart', {RATE_LIMIT_PER_MINUTE: ''})).toBe(BUCKET_LIMITS.cart);
  });

  it('keys clients by the address the platform reports, never by X-Forwarded-For', () => {
    expect(
      clientKey(
        new Request('https://x/', {headers: {'oxygen-buyer-ip': '203.0.113.9', 'cf-connecting-ip': '10.0.0.1'}}),
      ),
    ).toBe('203.0.113.9');
    expect(clientKey(new Request('https://x/', {headers: {'x-forwarded-for': '198.51.100.7'}}))).toBe('anonymous');
  });
});

describe('rateLimit', () => {
  it('answers null while allowed, then a 429 with Retry-After and a JSON message', async () => {
    const context = {env: env({RATE_LIMIT_PER_MINUTE: '2'})};
    expect(await rateLimit(request('192.0.2.1'), context, 'unit-a')).toBeNull();
    expect(await rateLimit(request('192.0.2.1'), context, 'unit-a')).toBeNull();
    const limited = await rateLimit(request('192.0.2.1'), context, 'unit-a');
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await limited?.json()) as {error: string}).error).toMatch(/Too many requests/);
    // Another client, or another bucket, is counted apart.
    expect(await rateLimit(request('192.0.2.2'), context, 'unit-a')).toBeNull();
    expect(await rateLimit(request('192.0.2.1'), context, 'unit-b')).toBeNull();
  });

  it('keeps each bucket’s own limit on the platform: one binding per limit, keyed by bucket and client', async () => {
    const calls: Array<{binding: string; key: string}> = [];
    const binding = (name: string) => ({
      limit: async ({key}: {key: string}) => (calls.push({binding: name, key}), {success: !key.endsWith('192.0.2.9')}),
    });
    const bindings = Object.fromEntries(Object.values(RATE_LIMIT_BINDINGS).map((name) => [name, binding(name)]));
    const context = {env: env(bindings as Partial<Env>)};
    expect(await rateLimit(request('192.0.2.8'), context, 'newsletter')).toBeNull();
    expect((await rateLimit(request('192.0.2.9'), context, 'newsletter'))?.status).toBe(429);
    await rateLimit(request('192.0.2.8'), context, 'cart');
    await rateLimit(request('192.0.2.8'), context, 'find-your-rower');
    await rateLimit(request('192.0.2.8'), context, 'process-exposure');
    expect(calls).toEqual([
      {binding: 'RATE_LIMITER_10', key: 'newsletter:192.0.2.8'},
      {binding: 'RATE_LIMITER_10', key: 'newsletter:192.0.2.9'},
      {binding: 'RATE_LIMITER_60', key: 'cart:192.0.2.8'},
      {binding: 'RATE_LIMITER_30', key: 'find-your-rower:192.0.2.8'},
      {binding: 'RATE_LIMITER_120', key: 'process-exposure:192.0.2.8'},
    ]);
  });

  it('has a binding for every bucket’s limit, and wrangler.jsonc declares each with that limit per 60 s', () => {
    const declared = (
      JSON.parse(readFileSync(resolve(__dirname, '../../../wrangler.jsonc'), 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
        ratelimits: Array<{name: string; namespace_id: string; simple: {limit: number; period: number}}>;
      }
    ).ratelimits;
    for (const limit of new Set([...Object.values(BUCKET_LIMITS), DEFAULT_LIMIT])) {
      const name = RATE_LIMIT_BINDINGS[limit];
      expect(name, `a binding for ${limit}/min`).toBeDefined();
      expect(declared.find((entry) => entry.name === name)?.simple).toEqual({limit, period: 60});
    }
    expect(new Set(declared.map((entry) => entry.namespace_id)).size).toBe(declared.length);
  });

  it('counts in memory when the binding fails, rather than closing the shop', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const context = {env: env({RATE_LIMITER_120: {limit: async () => Promise.reject(new Error('binding down'))}})};
    expect(await rateLimit(request('192.0.2.10'), context, 'unit-c')).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
