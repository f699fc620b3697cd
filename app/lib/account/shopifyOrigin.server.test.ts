import {describe, expect, it, vi} from 'vitest';
import {accountOriginFetch, toAccountOrigin, withAccountOrigin} from './shopifyOrigin.server';

const STAND_IN = 'http://127.0.0.1:4000';

describe('toAccountOrigin (decision 0135)', () => {
  it('moves https://shopify.com URLs to the deployment’s origin, path and query kept', () => {
    expect(
      toAccountOrigin('https://shopify.com/authentication/80000000001/oauth/authorize?client_id=a&state=b', STAND_IN),
    ).toBe('http://127.0.0.1:4000/authentication/80000000001/oauth/authorize?client_id=a&state=b');
    expect(toAccountOrigin('https://shopify.com/80000000001/account/customer/api/2026-04/graphql', STAND_IN)).toBe(
      'http://127.0.0.1:4000/80000000001/account/customer/api/2026-04/graphql',
    );
  });

  it('leaves every other origin alone, look-alikes included', () => {
    for (const url of [
      'https://shopify.com.evil.example/x',
      'http://shopify.com/x',
      'https://accounts.shopify.com/x',
      'https://keel.example/account',
      '/account/login',
    ]) {
      expect(toAccountOrigin(url, STAND_IN)).toBe(url);
    }
  });

  it('changes nothing when no origin is set (production: Shopify itself)', () => {
    expect(toAccountOrigin('https://shopify.com/authentication/1/logout', '')).toBe(
      'https://shopify.com/authentication/1/logout',
    );
    expect(toAccountOrigin('https://shopify.com/authentication/1/logout', undefined)).toBe(
      'https://shopify.com/authentication/1/logout',
    );
  });
});

describe('withAccountOrigin', () => {
  it('rewrites a sign-in redirect’s Location and keeps its cookies', () => {
    const headers = new Headers({Location: 'https://shopify.com/authentication/1/oauth/authorize?x=1'});
    headers.append('Set-Cookie', 'session=abc; Path=/');
    const moved = withAccountOrigin(new Response(null, {status: 302, headers}), STAND_IN);
    expect(moved.status).toBe(302);
    expect(moved.headers.get('Location')).toBe('http://127.0.0.1:4000/authentication/1/oauth/authorize?x=1');
    expect(moved.headers.get('Set-Cookie')).toBe('session=abc; Path=/');
  });

  it('leaves a local redirect as it is', () => {
    const response = new Response(null, {status: 302, headers: {Location: '/en-GB/'}});
    expect(withAccountOrigin(response, STAND_IN).headers.get('Location')).toBe('/en-GB/');
  });
});

describe('accountOriginFetch', () => {
  it('sends Shopify’s calls to the origin set now, and any other call untouched', async () => {
    const calls: string[] = [];
    const base = vi.fn(async (input: RequestInfo | URL) => {
      calls.push(input instanceof Request ? input.url : String(input));
      return new Response('ok');
    });
    let origin = STAND_IN;
    const wrapped = accountOriginFetch(base as typeof fetch, () => origin);
    await wrapped('https://shopify.com/authentication/1/oauth/token', {method: 'POST', body: 'a=b'});
    await wrapped(
      new Request('https://shopify.com/1/account/customer/api/2026-04/graphql', {method: 'POST', body: '{}'}),
    );
    await wrapped('https://cdn.shopify.com/s/files/x.png');
    origin = '';
    await wrapped('https://shopify.com/authentication/1/oauth/token');
    expect(calls).toEqual([
      'http://127.0.0.1:4000/authentication/1/oauth/token',
      'http://127.0.0.1:4000/1/account/customer/api/2026-04/graphql',
      'https://cdn.shopify.com/s/files/x.png',
      'https://shopify.com/authentication/1/oauth/token',
    ]);
  });
});
