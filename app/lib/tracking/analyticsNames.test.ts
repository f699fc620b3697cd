import {describe, expect, it} from 'vitest';
import {analyticsListName, analyticsPageName, isBundlePdp, viewItemListName} from './analyticsNames';

describe('analytics page names (rules:analytics-page-names)', () => {
  it('names each page type', () => {
    expect(analyticsPageName('/')).toBe('Homepage');
    expect(analyticsPageName('/en-GB/')).toBe('Homepage');
    expect(analyticsPageName('/cart/')).toBe('cart page');
    expect(analyticsPageName('/bundles/keel-pro-complete/')).toBe('Bundle PDP');
    expect(analyticsPageName('/products/rowers/keel-pro-rower/river/')).toBe('Rower PDP');
    expect(analyticsPageName('/en-GB/products/accessories/rower-mat/')).toBe('Accessories PDP');
    expect(analyticsPageName('/products/strength/keel-forge-strength-platform/')).toBe('Strength PDP');
    expect(analyticsPageName('/listings/rowers/')).toBe('Rower PLP');
    expect(analyticsPageName('/listings/accessories/')).toBe('Accessories PLP');
    expect(analyticsPageName('/order/5810001')).toBe('Order Confirmation');
    expect(analyticsPageName('/about')).toBeUndefined();
  });
});

describe('analytics list names (rules:analytics-page-names)', () => {
  it('ends every list name in " - x"', () => {
    expect(analyticsListName('/cart/', 'Home')).toBe('Cart - x');
    expect(analyticsListName('/bundles/keel-pro-complete/', 'Home')).toBe('Bundle PDP - x');
    expect(analyticsListName('/products/rowers/keel-pro-rower/', 'Home')).toBe('Rower PDP - x');
    expect(analyticsListName('/listings/rowers/', 'Home')).toBe('Rower PLP - x');
    expect(analyticsListName('/products/accessories/rower-mat/', 'Home')).toBe('Accessories PDP - x');
    expect(analyticsListName('/en-GB/about', 'About')).toBe('About - x');
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
