import {describe, expect, it} from 'vitest';
import {
  LOCALES,
  canonicalLocaleRedirect,
  getLocaleFromPathname,
  homePath,
  localePath,
  otherLocale,
  stripLocalePrefix,
} from './i18n';

const US = LOCALES['en-US'];
const GB = LOCALES['en-GB'];

describe('localePath (rules:locale-routes, Reading A)', () => {
  it('leaves en-US paths unprefixed', () => {
    expect(localePath('/products/rowers/keel-pro-rower/', US)).toBe('/products/rowers/keel-pro-rower/');
    expect(localePath('/', 'en-US')).toBe('/');
  });

  it('puts /en-GB in front for en-GB', () => {
    expect(localePath('/products/rowers/keel-pro-rower/', GB)).toBe('/en-GB/products/rowers/keel-pro-rower/');
    expect(localePath('/', GB)).toBe('/en-GB/');
    expect(localePath('cart', GB)).toBe('/en-GB/cart');
  });

  it('does not prefix a path that already carries the locale', () => {
    expect(localePath('/en-GB/cart', GB)).toBe('/en-GB/cart');
    expect(localePath('/en-gb/cart', GB)).toBe('/en-gb/cart');
    expect(localePath('/en-GB', GB)).toBe('/en-GB');
  });

  it('does not touch hash links', () => {
    expect(localePath('#reviews', GB)).toBe('#reviews');
    expect(localePath('#', US)).toBe('#');
  });

  it('collapses double slashes', () => {
    expect(localePath('//products//rowers///keel-pro-rower//', GB)).toBe('/en-GB/products/rowers/keel-pro-rower/');
    expect(localePath('/listings//bundles/', US)).toBe('/listings/bundles/');
  });

  it('keeps the query string and hash, and does not collapse slashes inside them', () => {
    expect(localePath('/configure/keel-pro?packages=a//b#top', GB)).toBe('/en-GB/configure/keel-pro?packages=a//b#top');
  });

  it('leaves absolute URLs alone', () => {
    expect(localePath('https://example.com/a', GB)).toBe('https://example.com/a');
    expect(localePath('mailto:press@keel.example', GB)).toBe('mailto:press@keel.example');
  });
});

describe('locale resolution', () => {
  it('reads en-GB from the first segment, case-insensitively', () => {
    expect(getLocaleFromPathname('/en-GB/cart').code).toBe('en-GB');
    expect(getLocaleFromPathname('/en-gb/').code).toBe('en-GB');
  });

  it('falls back to en-US for no or an unknown locale', () => {
    expect(getLocaleFromPathname('/').code).toBe('en-US');
    expect(getLocaleFromPathname('/fr-FR/cart').code).toBe('en-US');
    expect(getLocaleFromPathname('/products/rowers/x').code).toBe('en-US');
  });

  it('has the currency, symbol and buyer country of each locale', () => {
    expect([US.currency, US.currencySymbol, US.country]).toEqual(['USD', '$', 'US']);
    expect([GB.currency, GB.currencySymbol, GB.country]).toEqual(['GBP', '£', 'GB']);
  });
});

describe('canonicalLocaleRedirect', () => {
  it('sends an unknown locale to the en-US path', () => {
    expect(canonicalLocaleRedirect('/fr-FR/products/rowers/keel-pro-rower/')).toBe('/products/rowers/keel-pro-rower/');
    expect(canonicalLocaleRedirect('/de-DE')).toBe('/');
  });

  it('drops an explicit en-US prefix and fixes the case of en-GB', () => {
    expect(canonicalLocaleRedirect('/en-US/cart')).toBe('/cart');
    expect(canonicalLocaleRedirect('/en-gb/cart')).toBe('/en-GB/cart');
  });

  it('leaves canonical paths and ordinary slugs alone', () => {
    expect(canonicalLocaleRedirect('/en-GB/cart')).toBeNull();
    expect(canonicalLocaleRedirect('/cart')).toBeNull();
    expect(canonicalLocaleRedirect('/find-your-rower')).toBeNull();
    expect(canonicalLocaleRedirect('/go-on/')).toBeNull();
    expect(canonicalLocaleRedirect('/')).toBeNull();
  });
});

describe('helpers', () => {
  it('strips the locale prefix', () => {
    expect(stripLocalePrefix('/en-GB/cart')).toBe('/cart');
    expect(stripLocalePrefix('/en-GB')).toBe('/');
    expect(stripLocalePrefix('/cart')).toBe('/cart');
  });

  it('gives each locale its home page and the other locale', () => {
    expect(homePath(US)).toBe('/');
    expect(homePath(GB)).toBe('/en-GB/');
    expect(otherLocale(US).code).toBe('en-GB');
    expect(otherLocale(GB).code).toBe('en-US');
  });
});
