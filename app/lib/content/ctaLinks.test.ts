import {describe, expect, it} from 'vitest';
import {ctaLink, resolveCtas} from './ctaLinks';

describe('ctaLink (rules:content-fields CTA)', () => {
  const internal = {
    __typename: 'CtaInternal' as const,
    displayText: 'Compare rowers',
    overrideVariant: 'Secondary - Outline',
    modifiers: ['INVERSE'],
    queryParameters: null,
    jumpLinkTarget: null,
    targetPage: {__typename: 'PageFlexibleLayout', slug: 'compare'},
  };

  it('resolves an internal CTA to its page, variant and modifiers', () => {
    expect(ctaLink(internal)).toEqual({
      kind: 'internal',
      to: '/compare',
      label: 'Compare rowers',
      variant: 'SECONDARY_OUTLINE',
      modifiers: {inverse: true},
    });
  });

  it('adds query parameters and a jump target', () => {
    expect(ctaLink({...internal, queryParameters: 'ref=hero', jumpLinkTarget: '#faq'})).toMatchObject({
      to: '/compare?ref=hero#faq',
    });
    expect(ctaLink({...internal, targetPage: null, jumpLinkTarget: 'reviews'})).toMatchObject({to: '#reviews'});
  });

  it('turns several comma-separated jump targets into a jump-link list (rules:content-fields)', () => {
    expect(ctaLink({...internal, jumpLinkTarget: 'rower-care, delivery-and-setup'})).toEqual({
      kind: 'jump-list',
      links: [
        {href: '#rower-care', label: 'Rower Care'},
        {href: '#delivery-and-setup', label: 'Delivery And Setup'},
      ],
      label: 'Compare rowers',
      variant: 'SECONDARY_OUTLINE',
      modifiers: {inverse: true},
    });
  });

  it('resolves an external CTA, new window included, and defaults the variant to PRIMARY', () => {
    expect(
      ctaLink({
        __typename: 'CtaExternal',
        displayText: 'Jobs',
        overrideVariant: null,
        url: 'https://jobs.keel.example',
        openInNewWindow: true,
      }),
    ).toEqual({
      kind: 'external',
      href: 'https://jobs.keel.example',
      newWindow: true,
      label: 'Jobs',
      variant: 'PRIMARY',
      modifiers: {},
    });
  });

  it('makes a CTA with a videoModal a video CTA, wherever else it points (rules:content-fields)', () => {
    expect(
      ctaLink({...internal, targetPage: null, videoModal: {url: 'https://cdn.example/rowing/index.m3u8'}}),
    ).toEqual({
      kind: 'video',
      url: 'https://cdn.example/rowing/index.m3u8',
      label: 'Compare rowers',
      variant: 'SECONDARY_OUTLINE',
      modifiers: {inverse: true},
    });
    expect(ctaLink({...internal, videoModal: {url: null}})).toMatchObject({kind: 'internal'});
  });

  it('renders nothing for a CTA without a label or a destination', () => {
    expect(ctaLink({...internal, displayText: null})).toBeNull();
    expect(ctaLink({...internal, targetPage: null})).toBeNull();
    expect(
      ctaLink({__typename: 'CtaExternal', displayText: 'x', overrideVariant: null, url: null, openInNewWindow: null}),
    ).toBeNull();
    expect(ctaLink(null)).toBeNull();
  });
});

describe('resolveCtas', () => {
  it('adds `link` to every CTA however deep, and leaves the rest as it was', () => {
    const module = {
      __typename: 'ModuleHero',
      title: 'Calm water',
      ctasCollection: {
        items: [
          {
            __typename: 'CtaInternal',
            displayText: 'Shop',
            overrideVariant: 'Primary',
            queryParameters: null,
            jumpLinkTarget: null,
            targetPage: {__typename: 'PagePlp', slug: 'rowers'},
          },
          null,
        ],
      },
    };
    const resolved = resolveCtas(module);
    expect(resolved.title).toBe('Calm water');
    expect(resolved.ctasCollection.items[1]).toBeNull();
    expect((resolved.ctasCollection.items[0] as {link?: unknown}).link).toEqual({
      kind: 'internal',
      to: '/listings/rowers/',
      label: 'Shop',
      variant: 'PRIMARY',
      modifiers: {},
    });
    expect(module.ctasCollection.items[0]).not.toHaveProperty('link');
  });

  it('gives anything else with a target page its path', () => {
    expect(
      resolveCtas({
        name: 'Technique drills',
        targetPage: {__typename: 'BlogArticle', slug: 'how-to-row-with-good-form'},
      }),
    ).toMatchObject({targetPath: '/blog/how-to-row-with-good-form/'});
  });

  it('gives a jump button its variant from the CMS label', () => {
    expect(resolveCtas({__typename: 'ModuleJumpButton', variant: 'Secondary - Outline'})).toMatchObject({
      buttonVariant: 'SECONDARY_OUTLINE',
    });
  });
});
