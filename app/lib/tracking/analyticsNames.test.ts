import {describe, expect, it} from 'vitest';
import {analyticsListName, analyticsPageName, isBundlePdp, viewItemListName} from './analyticsNames';

describe('analytics page names (rules:analytics-page-names)', () => {
  it.each([
    ['/', 'Homepage'],
    ['/en-GB/', 'Homepage'],
    ['/cart/', 'cart page'],
    ['/bundles/keel-pro-complete/', 'Bundle PDP'],
    ['/products/rowers/keel-pro-rower/river/', 'Rower PDP'],
    ['/en-GB/products/accessories/rower-mat/', 'Accessories PDP'],
    ['/products/strength/keel-forge-strength-platform/', 'Strength PDP'],
    ['/listings/rowers/', 'Rower PLP'],
    ['/listings/accessories/', 'Accessories PLP'],
    ['/order/5810001', 'Order Confirmation'],
    ['/about', undefined],
  ])('names each page type: %s is %s', (path, name) => {
    expect(analyticsPageName(path)).toBe(name);
  });
});

describe('analytics list names (rules:analytics-page-names)', () => {
  it.each([
    ['/cart/', 'Home', 'Cart - x'],
    ['/bundles/keel-pro-complete/', 'Home', 'Bundle PDP - x'],
    ['/products/rowers/keel-pro-rower/', 'Home', 'Rower PDP - x'],
    ['/listings/rowers/', 'Home', 'Rower PLP - x'],
    ['/products/accessories/rower-mat/', 'Home', 'Accessories PDP - x'],
    ['/en-GB/about', 'About', 'About - x'],
  ])('ends every list name in " - x": %s (else %s) is %s', (path, fallback, name) => {
    expect(analyticsListName(path, fallback)).toBe(name);
  });
});

describe('bundle pages', () => {
  it('is a bundle PDP by query parameter or path', () => {
    expect(isBundlePdp('/products/rowers/keel-pro-rower/?isBundlePdp=true')).toBe(true);
    expect(isBundlePdp('/bundles/keel-pro-complete/')).toBe(true);
    expect(isBundlePdp('/products/rowers/keel-pro-rower/?isBundlePdp=false')).toBe(false);
  });

  it('names a page opened with ?isBundlePdp=true as the bundle PDP, page and list', () => {
    expect(analyticsPageName('/products/rowers/keel-pro-rower/?isBundlePdp=true')).toBe('Bundle PDP');
    expect(analyticsListName('/en-GB/products/rowers/keel-pro-rower/?isBundlePdp=true', 'PDP')).toBe('Bundle PDP - x');
    expect(analyticsPageName('/products/rowers/keel-pro-rower/?isBundlePdp=false')).toBe('Rower PDP');
  });

  it('reports the bundle listing as Bundle PLP', () => {
    expect(viewItemListName('/listings/bundles/')).toBe('Bundle PLP');
    expect(viewItemListName('/listings/rowers/')).toBe('Rower PLP');
  });
});
