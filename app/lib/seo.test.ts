import {describe, expect, it} from 'vitest';
import {LOCALES} from './i18n';
import {seoMeta} from './seo';

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
    expect(meta).toContainEqual({tagName: 'link', rel: 'canonical', href: 'https://keel.example/en-GB/products/rowers/keel-pro-rower/'});
    expect(meta).toContainEqual({tagName: 'link', rel: 'alternate', hrefLang: 'en-US', href: 'https://keel.example/products/rowers/keel-pro-rower/'});
    expect(meta).toContainEqual({tagName: 'link', rel: 'alternate', hrefLang: 'en-GB', href: 'https://keel.example/en-GB/products/rowers/keel-pro-rower/'});
    expect(meta).toContainEqual({tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://keel.example/products/rowers/keel-pro-rower/'});
  });

  it('takes noindex and nofollow from the CMS', () => {
    expect(meta).toContainEqual({name: 'robots', content: 'noindex,follow'});
  });

  it('uses a CMS canonical URL when there is one', () => {
    const custom = seoMeta({origin: 'https://keel.example', pathname: '/compare', locale: LOCALES['en-US'], title: 'Compare', canonicalUrl: 'https://keel.example/rowers'});
    expect(custom).toContainEqual({tagName: 'link', rel: 'canonical', href: 'https://keel.example/rowers'});
  });
});
