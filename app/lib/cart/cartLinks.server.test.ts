import type {HydrogenCart, Storefront} from '@shopify/hydrogen';
import {describe, expect, it, vi} from 'vitest';
import {parsePermalinkLines} from './cartLinks';
import {buildPermalinkCart} from './cartLinks.server';

const lines = parsePermalinkLines('300101:2');
if (!lines.ok) throw new Error('the permalink should parse');

/** A link's context whose Storefront API fails as `query` says; its cart must never be touched. */
function contextWith(query: () => Promise<unknown>) {
  const cart = {getCartId: vi.fn(), get: vi.fn(), addLines: vi.fn(), setCartId: vi.fn()};
  const storefront = {query, mutate: vi.fn(), CacheNone: () => ({mode: 'no-store'})};
  return {
    cart,
    storefront,
    context: {
      cart: cart as unknown as HydrogenCart,
      storefront: storefront as unknown as Storefront,
      env: {RATE_LIMIT_PER_MINUTE: '1000'} as Env,
      errors: {capture: vi.fn()} as never,
      locale: {country: 'US' as const},
    },
  };
}

describe('buildPermalinkCart when Shopify cannot say what the link holds', () => {
  it('answers 503 with Retry-After in plain words, and makes no cart', async () => {
    const {context, cart, storefront} = contextWith(() =>
      Promise.reject(new Error('The Storefront API did not answer in 8000 ms')),
    );
    const outcome = await buildPermalinkCart(
      new Request('https://shop.example/cart/300101:2'),
      context,
      lines.input,
      undefined,
    );
    expect(outcome).toMatchObject({
      ok: false,
      status: 503,
      messages: [
        'We couldn’t check the items in this link just now. Nothing was changed. Please try again in a moment.',
      ],
    });
    expect(outcome.headers.get('Retry-After')).toBe('30');
    expect(outcome.headers.has('Set-Cookie')).toBe(false);
    expect(storefront.mutate).not.toHaveBeenCalled();
    expect(cart.addLines).not.toHaveBeenCalled();
    expect(vi.mocked(console.error).mock.calls).toEqual([
      ['[cart] permalink refused: The Storefront API did not answer in 8000 ms'],
    ]);
    vi.mocked(console.error).mockClear();
  });
});
