import {describe, expect, it} from 'vitest';
import {LOCALES} from '../i18n';
import {continuePath, parsePermalinkLines, permalinkExtras} from './cartLinks';

const US = LOCALES['en-US'];
const GB = LOCALES['en-GB'];
const continueTo = (query: string, locale = US) => continuePath(new URLSearchParams(query), locale);

describe('continuePath (where a discount link continues)', () => {
  it('goes to the locale’s home page without a redirect', () => {
    expect(continueTo('')).toBe('/');
    expect(continueTo('', GB)).toBe('/en-GB/');
  });

  it('follows a local path, in the link’s locale, with its own query', () => {
    expect(continueTo('redirect=/products/rowers/keel-pro-rower')).toBe('/products/rowers/keel-pro-rower');
    expect(continueTo('redirect=/products/rowers/keel-pro-rower', GB)).toBe('/en-GB/products/rowers/keel-pro-rower');
    expect(continueTo('redirect=/en-GB/cart', GB)).toBe('/en-GB/cart');
    expect(continueTo('redirect=%2Flistings%2Frowers%2F%3Fsort%3Dprice')).toBe('/listings/rowers/?sort=price');
  });

  it('keeps the link’s campaign parameters on the page it continues to', () => {
    expect(continueTo('redirect=/listings/rowers/&utm_source=email&utm_campaign=spring')).toBe(
      '/listings/rowers/?utm_source=email&utm_campaign=spring',
    );
    expect(continueTo('utm_source=email', GB)).toBe('/en-GB/?utm_source=email');
  });

  it('never leaves the shop: other hosts, schemes and look-alikes fall back to the home page', () => {
    for (const attempt of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/%5Cevil.example',
      '/%2F%2Fevil.example',
      'https://evil.example/',
      'https:evil.example',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      ' /products',
      '/\tevil',
      '/products\n/x',
      `/${'a'.repeat(2100)}`,
    ]) {
      expect(continueTo(`redirect=${encodeURIComponent(attempt)}`), attempt).toBe('/');
      expect(continueTo(`redirect=${encodeURIComponent(attempt)}`, GB), attempt).toBe('/en-GB/');
    }
  });

  it('does not let a campaign parameter smuggle a redirect in (return_to is Hydrogen’s other name for it)', () => {
    expect(continueTo('return_to=/cart')).toBe('/cart');
    expect(continueTo('return_to=//evil.example')).toBe('/');
  });
});

describe('parsePermalinkLines (/cart/{variant}:{quantity},…)', () => {
  it('turns numeric variant ids into the cart action’s lines', () => {
    expect(parsePermalinkLines('300101:2,100102:1')).toEqual({
      ok: true,
      input: {
        action: 'LinesAdd',
        location: 'Cart permalink',
        lines: [
          {merchandiseId: 'gid://shopify/ProductVariant/300101', quantity: 2, attributes: []},
          {merchandiseId: 'gid://shopify/ProductVariant/100102', quantity: 1, attributes: []},
        ],
      },
    });
  });

  it('refuses quantities the cart action refuses, in its words', () => {
    expect(parsePermalinkLines('300101:0')).toEqual({ok: false, message: 'Quantity must be at least 1'});
    expect(parsePermalinkLines('300101:-2')).toEqual({ok: false, message: 'Quantity must be at least 1'});
    expect(parsePermalinkLines('300101:11')).toEqual({ok: false, message: 'Quantity can be at most 10'});
    expect(parsePermalinkLines('300101:99999999999999999999999')).toEqual({
      ok: false,
      message: 'Quantity can be at most 10',
    });
  });

  it('refuses a list that is not variant:quantity pairs', () => {
    for (const malformed of [
      '',
      '300101',
      '300101:',
      ':2',
      '300101:2,',
      ',300101:2',
      '300101:2;300201:1',
      'abc:1',
      '300101:1.5',
      '300101:2:3',
      'gid://shopify/ProductVariant/300101:1',
      '1'.repeat(21) + ':1',
    ]) {
      expect(parsePermalinkLines(malformed), malformed).toEqual({
        ok: false,
        message: 'This link’s list of items isn’t one we can read.',
      });
    }
  });

  it('refuses more lines than one cart change takes', () => {
    const many = Array.from({length: 21}, (_, index) => `${300101 + index}:1`).join(',');
    expect(parsePermalinkLines(many)).toEqual({ok: false, message: 'A cart link can hold at most 20 items.'});
  });
});

describe('permalinkExtras (the query Shopify’s permalinks take)', () => {
  it('honours discount, and reads the ones it ignores on purpose without failing', () => {
    expect(
      permalinkExtras(
        new URLSearchParams(
          'discount=KEEL50&payment=shop_pay&note=hi&attributes[gift]=yes&ref=abc&storefront=true&access_token=x',
        ),
      ),
    ).toEqual({ok: true, discount: 'KEEL50'});
    expect(permalinkExtras(new URLSearchParams(''))).toEqual({ok: true, discount: undefined});
  });

  it('refuses a discount code the cart would refuse', () => {
    expect(permalinkExtras(new URLSearchParams('discount=%3Cscript%3E'))).toEqual({
      ok: false,
      message: 'Discount codes use only letters, numbers, spaces, - and _',
    });
  });
});
