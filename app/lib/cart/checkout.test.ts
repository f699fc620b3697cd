import {describe, expect, it} from 'vitest';
import {safeCheckoutUrl} from './checkout';

describe('safeCheckoutUrl', () => {
  it('allows the configured checkout host only', () => {
    expect(safeCheckoutUrl('https://checkout.keel.example/cart/c/abc?key=1', 'checkout.keel.example')).toBe(
      'https://checkout.keel.example/cart/c/abc?key=1',
    );
    expect(safeCheckoutUrl('https://evil.example/cart/c/abc', 'checkout.keel.example')).toBeNull();
    expect(safeCheckoutUrl('javascript:alert(1)', 'checkout.keel.example')).toBeNull();
    expect(safeCheckoutUrl(null, 'checkout.keel.example')).toBeNull();
  });

  it('allows plain http only for the local dev backend', () => {
    expect(safeCheckoutUrl('http://127.0.0.1:4000/cart/c/abc?key=1', '127.0.0.1:4000')).toBe(
      'http://127.0.0.1:4000/cart/c/abc?key=1',
    );
    expect(safeCheckoutUrl('http://checkout.keel.example/cart/c/abc', 'checkout.keel.example')).toBeNull();
  });
});
