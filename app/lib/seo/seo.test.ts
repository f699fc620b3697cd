import {describe, expect, it} from 'vitest';
import {LOCALES} from '../i18n';
import {cmsPageMeta, cmsSeo, seoMeta} from './seo';

describe('seoMeta', () => {
  const meta = seoMeta({
    origin: 'https://keel.example',
    pathname: '/en-GB/products/rowers/keel-pro-rower/',
    locale: LOCALES['en-GB'],
    title: 'Keel Pro Rower | Keel',
    description: 'Our flagship rower',
    noindex: true,
  });

  it('points the canonical URL at the page in its locale and lists both locales', () => {
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://keel.example/en-GB/products/rowers/keel-pro-rower/',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-US',
      href: 'https://keel.example/products/rowers/keel-pro-rower/',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'en-GB',
      href: 'https://keel.example/en-GB/products/rowers/keel-pro-rower/',
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://keel.example/products/rowers/keel-pro-rower/',
    });
  });

  it('takes noindex and nofollow from the CMS', () => {
    expect(meta).toContainEqual({name: 'robots', content: 'noindex,follow'});
  });

  it('uses a CMS canonical URL when there is one', () => {
    const custom = seoMeta({
      origin: 'https://keel.example',
      pathname: '/compare',
      locale: LOCALES['en-US'],
      title: 'Compare',
      canonicalUrl: 'https://keel.example/rowers',
    });
    expect(custom).toContainEqual({tagName: 'link', rel: 'canonical', href: 'https://keel.example/rowers'});
  });
});

describe('cmsSeo', () => {
  it('takes the SEO entry’s title, description, canonical URL and robots where set', () => {
    expect(
      cmsSeo(
        {
          seoTitle: 'Rowers | Keel',
          metaDescription: 'Three rowers',
          canonicalUrl: 'https://keel.example/rowers',
          noindex: true,
          nofollow: false,
        },
        {title: 'Shop | Keel', description: 'All of it'},
      ),
    ).toEqual({
      title: 'Rowers | Keel',
      description: 'Three rowers',
      canonicalUrl: 'https://keel.example/rowers',
      noindex: true,
      nofollow: false,
    });
  });

  it('falls back to the page’s own title and description without an entry or its fields', () => {
    expect(cmsSeo(null, {title: 'Keel'})).toEqual({
      title: 'Keel',
      description: undefined,
      canonicalUrl: undefined,
      noindex: undefined,
      nofollow: undefined,
    });
    expect(
      cmsSeo({seoTitle: null, metaDescription: null}, {title: 'Blog | Keel', description: 'Articles'}),
    ).toMatchObject({title: 'Blog | Keel', description: 'Articles'});
  });
});

describe('cmsPageMeta', () => {
  const location = {pathname: '/en-GB/blog/'};

  it('builds the tags from the loader’s origin and locale and the page’s fields', () => {
    const meta = cmsPageMeta(
      {data: {origin: 'https://keel.example', locale: LOCALES['en-GB'], title: 'The blog'}, location},
      (data) => ({title: data.title, type: 'article'}),
    );
    expect(meta).toContainEqual({title: 'The blog'});
    expect(meta).toContainEqual({property: 'og:type', content: 'article'});
    expect(meta).toContainEqual({tagName: 'link', rel: 'canonical', href: 'https://keel.example/en-GB/blog/'});
  });

  it('gives the not-found title when the loader threw', () => {
    expect(cmsPageMeta({data: undefined, location}, () => ({title: 'unused'}))).toEqual([
      {title: 'Page not found | Keel'},
    ]);
  });
});
