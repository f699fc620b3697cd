import {describe, expect, it} from 'vitest';
import {
  bundleListingLink,
  cartLinePath,
  categorySegment,
  colorFromPath,
  colorSlugFromName,
  configuratorSlug,
  fillRowerModels,
  isRowerPath,
  pathForColor,
  pdpCategory,
  productPath,
  rowerForConfiguratorSlug,
} from './productPaths';

describe('rower colour in the URL (rules:routes-table)', () => {
  it('reads the colour after the rower handle, locale prefix or not', () => {
    expect(colorFromPath('/products/rowers/keel-pro-rower/river/', 'keel-pro-rower')).toBe('river');
    expect(colorFromPath('/en-GB/products/rowers/keel-pro-rower/sunset', 'keel-pro-rower')).toBe('sunset');
  });

  it('preselects pirate-black when the path has no known colour', () => {
    expect(colorFromPath('/products/rowers/keel-pro-rower/', 'keel-pro-rower')).toBe('pirate-black');
    expect(colorFromPath('/products/rowers/keel-pro-rower/magenta/', 'keel-pro-rower')).toBe('pirate-black');
  });

  it('never puts pirate-black in the URL and ends every path with /', () => {
    expect(pathForColor('/products/rowers/keel-pro-rower', 'pirate-black')).toBe('/products/rowers/keel-pro-rower/');
    expect(pathForColor('/products/rowers/keel-pro-rower/', 'river')).toBe('/products/rowers/keel-pro-rower/river/');
  });

  it('maps display names to slugs', () => {
    expect(colorSlugFromName('Pirate Black')).toBe('pirate-black');
    expect(colorSlugFromName('Chartreuse')).toBeUndefined();
  });
});

describe('product paths (rules:routes-table route table)', () => {
  it('puts rowers, packages and other products at their paths', () => {
    expect(productPath({kind: 'ROWER', handle: 'keel-pro-rower'})).toBe('/products/rowers/keel-pro-rower/');
    expect(productPath({kind: 'PACKAGE', handle: 'keel-pro-complete'})).toBe('/bundles/keel-pro-complete/');
    expect(productPath({kind: 'OTHER', handle: 'keel-forge-strength-platform', category: 'Strength'})).toBe(
      '/products/strength/keel-forge-strength-platform/',
    );
  });

  it('defaults the category to accessories and appends a preselection id', () => {
    expect(productPath({kind: 'OTHER', handle: 'rower-mat'})).toBe('/products/accessories/rower-mat/');
    expect(productPath({kind: 'ROWER', handle: 'keel-pro-rower', preselectionId: 'pro-complete'})).toBe(
      '/products/rowers/keel-pro-rower/pro-complete/',
    );
    expect(categorySegment('Personal Services')).toBe('personal-services');
  });
});

describe('cart line links (rules:routes-table)', () => {
  it('normalises rower paths against the known rower slugs', () => {
    expect(cartLinePath('keel-pro-rower/river')).toBe('/products/rowers/keel-pro-rower/');
    expect(cartLinePath('/keel-wave-rower/')).toBe('/products/rowers/keel-wave-rower/');
    expect(cartLinePath('rower-mat')).toBe('/products/accessories/rower-mat/');
    expect(isRowerPath('/products/rowers/keel-vista-rower/')).toBe(true);
    expect(isRowerPath('rower-mat')).toBe(false);
  });
});

describe('bundle listing link (rules:routes-table)', () => {
  it('appends #{model} on a rower page', () => {
    expect(bundleListingLink('/listings/bundles/', '/products/rowers/keel-wave-rower/')).toBe(
      '/listings/bundles/#wave',
    );
    expect(bundleListingLink('/listings/bundles', '/en-GB/products/rowers/keel-pro-rower/river/')).toBe(
      '/listings/bundles#pro',
    );
  });

  it('leaves other links and other pages alone', () => {
    expect(bundleListingLink('/listings/bundles/', '/products/accessories/rower-mat/')).toBe('/listings/bundles/');
    expect(bundleListingLink('/listings/rowers/', '/products/rowers/keel-pro-rower/')).toBe('/listings/rowers/');
  });
});

describe('configurator paths (rules:routes-table)', () => {
  it('takes the first two hyphen-separated parts of the rower slug', () => {
    expect(configuratorSlug('keel-pro-rower')).toBe('keel-pro');
    expect(configuratorSlug('keel-vista-rower')).toBe('keel-vista');
  });

  it('finds the rower a /configure slug names, and nothing for anything else', () => {
    expect(rowerForConfiguratorSlug('keel-pro')).toBe('keel-pro-rower');
    expect(rowerForConfiguratorSlug('keel-wave')).toBe('keel-wave-rower');
    expect(rowerForConfiguratorSlug('keel-pro-rower')).toBeUndefined();
    expect(rowerForConfiguratorSlug('keel')).toBeUndefined();
  });
});

describe('the rower-models placeholder (rules:routes-product-paths)', () => {
  it("replaces '---' with the models in display order, as '(A, B, or C)'", () => {
    expect(fillRowerModels('Just the Keel --- rower')).toBe('Just the Keel (Pro, Wave, or Vista) rower');
    expect(fillRowerModels('--- or --- ?')).toBe('(Pro, Wave, or Vista) or (Pro, Wave, or Vista) ?');
  });

  it('leaves other text, and no text, alone', () => {
    expect(fillRowerModels('Rower only - two dashes -- stay')).toBe('Rower only - two dashes -- stay');
    expect(fillRowerModels(null)).toBeNull();
    expect(fillRowerModels(undefined)).toBeUndefined();
  });
});

describe('the category that builds the PDP URL (rules:routes-product-paths Product category)', () => {
  it('takes the first enabled one marked useToBuildPdpUrl, else the first enabled one; never a disabled one', () => {
    const studio = {slug: 'studio', enabled: false, useToBuildPdpUrl: true};
    const strength = {slug: 'strength', enabled: true, useToBuildPdpUrl: true};
    const accessories = {slug: 'accessories', enabled: null, useToBuildPdpUrl: false};
    expect(pdpCategory([studio, accessories, strength])?.slug).toBe('strength');
    expect(pdpCategory([null, studio, accessories])?.slug).toBe('accessories');
    expect(pdpCategory([studio])).toBeUndefined();
    expect(pdpCategory(null)).toBeUndefined();
  });
});
