import {describe, expect, it} from 'vitest';
import {internalHref, normalizeCta, targetPagePath, type CmsTargetPage} from './cta';

describe('CTA target paths (rules:content-fields route table)', () => {
  it.each<[CmsTargetPage | null, string | null]>([
    [{__typename: 'PageFlexibleLayout', slug: 'home'}, '/'],
    [{__typename: 'PageFlexibleLayout', slug: 'about'}, '/about'],
    [{__typename: 'PageFlexibleLayout', slug: 'compare'}, '/compare'],
    [{__typename: 'PageFlexibleLayout', slug: 'personal-coaching'}, '/products/services/personal-coaching'],
    [{__typename: 'PagePlp', slug: 'bundles'}, '/listings/bundles/'],
    [{__typename: 'PageBlogLanding', slug: 'blog'}, '/blog'],
    [{__typename: 'BlogArticle', slug: 'the-catch'}, '/blog/the-catch/'],
    [{__typename: 'BlogArticle', slug: 'why-we-build-in-ash'}, '/blog/why-we-build-in-ash/'],
    [{__typename: 'PageLocations', slug: 'locations'}, '/locations'],
    [{__typename: 'QuizPage', slug: 'find-your-rower'}, '/find-your-rower'],
    [{__typename: 'PageCart', slug: 'cart'}, '/cart'],
    [{__typename: 'Unknown', slug: 'x'}, null],
    [{__typename: 'Unknown'}, null],
    [null, null],
  ])('maps each page type to its path: %j is %s', (target, path) => {
    expect(targetPagePath(target)).toBe(path);
  });

  it('builds PDP paths from the product: rowers, packages, other categories (default accessories)', () => {
    const pdp = (product: Record<string, unknown>) => targetPagePath({__typename: 'PagePdp', slug: 'x', product});
    expect(pdp({shopifyHandle: 'keel-pro-rower', rower: true, type: 'ROWER'})).toBe('/products/rowers/keel-pro-rower/');
    expect(pdp({shopifyHandle: 'row-and-strength', rower: false, type: 'PACKAGE'})).toBe('/bundles/row-and-strength/');
    expect(
      pdp({
        shopifyHandle: 'forge',
        type: 'STRENGTH_PLATFORM',
        productCategoryCollection: {items: [{slug: 'strength'}]},
      }),
    ).toBe('/products/strength/forge/');
    expect(pdp({shopifyHandle: 'rower-mat', type: 'ACCESSORY'})).toBe('/products/accessories/rower-mat/');
    // The same with the rower flag always given and an empty category list, as the CMS answers.
    const none = {items: []};
    expect(pdp({shopifyHandle: 'keel-pro-rower', rower: true, type: 'ROWER', productCategoryCollection: none})).toBe(
      '/products/rowers/keel-pro-rower/',
    );
    expect(
      pdp({
        shopifyHandle: 'keel-forge-strength-platform',
        rower: false,
        type: 'STRENGTH_PLATFORM',
        productCategoryCollection: {items: [{slug: 'strength'}]},
      }),
    ).toBe('/products/strength/keel-forge-strength-platform/');
    expect(pdp({shopifyHandle: 'rower-mat', rower: false, type: 'ACCESSORY', productCategoryCollection: none})).toBe(
      '/products/accessories/rower-mat/',
    );
  });
});

describe('internal hrefs', () => {
  it('appends query parameters and a single jump-link target', () => {
    expect(internalHref('/listings/bundles/', {jumpLinkTarget: 'keel-row-and-strength'})).toBe(
      '/listings/bundles/#keel-row-and-strength',
    );
    expect(internalHref('/about', {queryParameters: 'ref=nav&x=1', jumpLinkTarget: '#careers'})).toBe(
      '/about?ref=nav&x=1#careers',
    );
  });

  it('keeps no hash for several targets (they make a jump-link list)', () => {
    expect(internalHref('/compare', {jumpLinkTarget: 'specs, reviews'})).toBe('/compare');
  });

  it('is a bare anchor without a page, and nothing without either', () => {
    expect(internalHref(null, {jumpLinkTarget: 'faq'})).toBe('#faq');
    expect(internalHref(null)).toBeNull();
  });
});

describe('normalizeCta (rules:content-fields, rules:layout-constants CTA kinds)', () => {
  it('normalises an internal CTA with its variant and modifiers', () => {
    expect(
      normalizeCta({
        __typename: 'CtaInternal',
        displayText: ' Shop rowers ',
        overrideVariant: 'Secondary - Outline',
        modifiers: ['SHORT', 'UPPERCASE'],
        region: 'US Only',
        targetPage: {__typename: 'PagePlp', slug: 'rowers'},
      }),
    ).toEqual({
      kind: 'INTERNAL',
      text: 'Shop rowers',
      href: '/listings/rowers/',
      variant: 'Secondary - Outline',
      modifiers: ['SHORT', 'UPPERCASE'],
      region: 'US Only',
    });
  });

  it('normalises an external CTA, opening a new window only when asked', () => {
    expect(
      normalizeCta({
        __typename: 'CtaExternal',
        displayText: 'Help',
        url: 'https://help.keel.example/',
        openInNewWindow: true,
      }),
    ).toEqual({
      kind: 'EXTERNAL',
      text: 'Help',
      href: 'https://help.keel.example/',
      newWindow: true,
    });
  });

  it('makes an internal CTA with a videoModal a FUNCTION that plays it', () => {
    expect(
      normalizeCta({
        __typename: 'CtaInternal',
        displayText: 'Watch a class',
        videoModal: {url: 'http://127.0.0.1:4000/media/video/rowing/index.m3u8'},
      }),
    ).toEqual({
      kind: 'FUNCTION',
      text: 'Watch a class',
      href: null,
      videoUrl: 'http://127.0.0.1:4000/media/video/rowing/index.m3u8',
    });
  });

  it('drops CTAs without text or destination', () => {
    expect(
      normalizeCta({__typename: 'CtaInternal', displayText: '', targetPage: {__typename: 'PagePlp', slug: 'rowers'}}),
    ).toBeNull();
    expect(normalizeCta({__typename: 'CtaInternal', displayText: 'Nowhere'})).toBeNull();
    expect(normalizeCta({__typename: 'CtaExternal', displayText: 'No URL'})).toBeNull();
    expect(normalizeCta(null)).toBeNull();
  });

  it('turns several jump-link targets into a jump-link list (rules:content-fields)', () => {
    expect(
      normalizeCta({
        __typename: 'CtaInternal',
        displayText: 'On this page',
        jumpLinkTarget: 'specs, reviews,faq-and-delivery',
      }),
    ).toEqual({
      kind: 'INTERNAL',
      text: 'On this page',
      href: '#',
      jumpLinks: [
        {href: '#specs', label: 'Specs'},
        {href: '#reviews', label: 'Reviews'},
        {href: '#faq-and-delivery', label: 'Faq And Delivery'},
      ],
    });
    expect(
      normalizeCta({
        __typename: 'CtaInternal',
        displayText: 'Compare',
        jumpLinkTarget: 'a,b',
        targetPage: {__typename: 'PageFlexibleLayout', slug: 'compare'},
      })?.href,
    ).toBe('/compare');
  });
});
