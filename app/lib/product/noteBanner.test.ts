import {describe, expect, it} from 'vitest';
import {palette} from '~/styles/palette';
import {noteBanner} from './noteBanner';

describe('the PDP note banner (rules:product-states "Note background opacity: defaults to 100")', () => {
  it('is fully opaque when the CMS sets no opacity, and takes the CMS’s otherwise', () => {
    expect(
      noteBanner({noteBannerText: 'Ships in 2 weeks', noteBannerBackgroundColor: null, noteBannerOpacity: null})
        ?.opacity,
    ).toBe(100);
    expect(
      noteBanner({noteBannerText: 'Ships in 2 weeks', noteBannerBackgroundColor: null, noteBannerOpacity: 50})?.opacity,
    ).toBe(50);
  });

  it('draws on its CMS colour, Sand by default, and is absent without text', () => {
    expect(
      noteBanner({noteBannerText: 'Ships in 2 weeks', noteBannerBackgroundColor: 'Deep Sea', noteBannerOpacity: null})
        ?.background,
    ).toBe(palette['Deep Sea']);
    expect(
      noteBanner({noteBannerText: 'Ships in 2 weeks', noteBannerBackgroundColor: null, noteBannerOpacity: null})
        ?.background,
    ).toBe(palette.Sand);
    expect(
      noteBanner({noteBannerText: null, noteBannerBackgroundColor: 'Deep Sea', noteBannerOpacity: 100}),
    ).toBeNull();
    expect(noteBanner(null)).toBeNull();
  });
});
