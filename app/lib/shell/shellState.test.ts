import {describe, expect, it} from 'vitest';
import {CLOSED_ATTRIBUTE} from '~/components/NavigationBanner/NavigationBanner.css';
import {
  BANNER_CLOSED_ATTRIBUTE,
  BANNER_CLOSED_KEY,
  bannerClosedScript,
  bannerShown,
  bannerVisibility,
  headerReducer,
  INITIAL_HEADER,
} from './shellState';

describe('header state (rules:shell-states)', () => {
  it('starts CLOSED with no subsection open', () => {
    expect(INITIAL_HEADER).toEqual({state: 'CLOSED', section: null});
  });

  it('toggles the menu OPEN and CLOSED; closing also folds the open subsection', () => {
    const open = headerReducer(INITIAL_HEADER, {type: 'menu.toggle'});
    expect(open).toEqual({state: 'OPEN', section: null});
    const withSection = headerReducer(open, {type: 'section.toggle', index: 2});
    expect(withSection).toEqual({state: 'OPEN', section: 2});
    expect(headerReducer(withSection, {type: 'menu.toggle'})).toEqual(INITIAL_HEADER);
    expect(headerReducer(withSection, {type: 'menu.close'})).toEqual(INITIAL_HEADER);
  });

  it('opens one subsection at a time and toggles it shut', () => {
    const first = headerReducer(INITIAL_HEADER, {type: 'section.toggle', index: 0});
    expect(headerReducer(first, {type: 'section.toggle', index: 1}).section).toBe(1);
    expect(headerReducer(first, {type: 'section.toggle', index: 0}).section).toBeNull();
    expect(headerReducer(first, {type: 'section.close'})).toEqual(INITIAL_HEADER);
  });

  it('keeps the same snapshot when closing what is already closed (no re-render)', () => {
    expect(headerReducer(INITIAL_HEADER, {type: 'menu.close'})).toBe(INITIAL_HEADER);
    expect(headerReducer(INITIAL_HEADER, {type: 'section.close'})).toBe(INITIAL_HEADER);
  });
});

describe('banner visibility (rules:shell-fields excludeURLs, excludeCTAURLs)', () => {
  const banner = {excludeURLs: ['/cart', '/cart/', '/order*'], excludeCTAURLs: ['/listings/bundles/']};

  it('hides the banner on excluded paths, in either locale', () => {
    expect(bannerVisibility('/cart', banner).shown).toBe(false);
    expect(bannerVisibility('/en-GB/cart/', banner).shown).toBe(false);
    expect(bannerVisibility('/order/123', banner).shown).toBe(false);
    expect(bannerVisibility('/', banner)).toEqual({shown: true, ctaShown: true});
  });

  it('matches an excluded URL with or without its trailing slash, and a trailing * as a prefix', () => {
    expect(bannerShown('/cart/', ['/cart'])).toBe(false);
    expect(bannerShown('/en-GB/cart', ['/cart'])).toBe(false);
    expect(bannerShown('/checkout/thanks', ['/checkout*'])).toBe(false);
    expect(bannerShown('/', ['/cart'])).toBe(true);
  });

  it('hides only the CTAs on excludeCTAURLs', () => {
    expect(bannerVisibility('/listings/bundles/', banner)).toEqual({shown: true, ctaShown: false});
    expect(bannerVisibility('/en-GB/listings/bundles', banner)).toEqual({shown: true, ctaShown: false});
  });
});

describe('closed banner script', () => {
  it('marks <html> when this visit closed the same banner, and only then', () => {
    const attributes = new Map<string, string>();
    const storage = new Map<string, string>([[BANNER_CLOSED_KEY, 'banner-a']]);
    const sandbox = {
      sessionStorage: {getItem: (key: string) => storage.get(key) ?? null},
      document: {documentElement: {setAttribute: (name: string, value: string) => attributes.set(name, value)}},
    };
    const run = (id: string) =>
      new Function('sessionStorage', 'document', bannerClosedScript(id))(sandbox.sessionStorage, sandbox.document);
    run('banner-b');
    expect(attributes.has(BANNER_CLOSED_ATTRIBUTE)).toBe(false);
    run('banner-a');
    expect(attributes.get(BANNER_CLOSED_ATTRIBUTE)).toBe('');
  });

  it('escapes the id so it cannot close the script element', () => {
    expect(bannerClosedScript('</script><script>alert(1)')).not.toContain('</script>');
  });

  it('uses the attribute the banner stylesheet hides', () => {
    expect(CLOSED_ATTRIBUTE).toBe(BANNER_CLOSED_ATTRIBUTE);
  });
});
