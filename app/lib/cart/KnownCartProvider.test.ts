import {describe, expect, it} from 'vitest';
import {hasCartCookie, toKnownCart} from './KnownCartProvider';

describe('the cart the page fetches after hydration (decision 0070)', () => {
  it('asks only when the browser has a cart cookie', () => {
    expect(hasCartCookie('cart=c1-abc; uuid=x')).toBe(true);
    expect(hasCartCookie('uuid=x; cart=c1-abc')).toBe(true);
    expect(hasCartCookie('uuid=x; mycart=1')).toBe(false);
    expect(hasCartCookie('cart=')).toBe(false);
    expect(hasCartCookie('')).toBe(false);
  });

  it('keeps an /api/cart answer with a known variant, and nothing else', () => {
    expect(toKnownCart({cart: null, variant: 'FULL'})).toEqual({cart: null, variant: 'FULL'});
    expect(toKnownCart({variant: 'REDUCED'})).toEqual({cart: null, variant: 'REDUCED'});
    expect(toKnownCart({cart: null, variant: 'OTHER'})).toBeNull();
    expect(toKnownCart(null)).toBeNull();
    expect(toKnownCart('x')).toBeNull();
  });
});
