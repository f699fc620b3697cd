import {LOCALES, localePath, stripLocalePrefix, type Locale} from '../i18n';

/**
 * Search and sharing tags of a page (rules:content-flexible-page SEO): title, description,
 * canonical URL per locale with hreflang alternates, robots from the CMS,
 * Open Graph. Returned as React Router meta descriptors.
 */
export function seoMeta(options: {
  origin: string;
  pathname: string;
  locale: Locale;
  title: string;
  description?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean | null;
  nofollow?: boolean | null;
  image?: string | null;
  type?: 'website' | 'product' | 'article';
}) {
  const path = stripLocalePrefix(options.pathname);
  const canonical = options.canonicalUrl ?? `${options.origin}${localePath(path, options.locale)}`;
  const robots = [options.noindex ? 'noindex' : 'index', options.nofollow ? 'nofollow' : 'follow'].join(',');
  return [
    {title: options.title},
    ...(options.description ? [{name: 'description', content: options.description}] : []),
    {name: 'robots', content: robots},
    {tagName: 'link', rel: 'canonical', href: canonical},
    ...Object.values(LOCALES).map((locale) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale.code,
      href: `${options.origin}${localePath(path, locale)}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${options.origin}${localePath(path, LOCALES['en-US'])}`,
    },
    {property: 'og:title', content: options.title},
    {property: 'og:type', content: options.type ?? 'website'},
    {property: 'og:url', content: canonical},
    {property: 'og:locale', content: options.locale.code.replace('-', '_')},
    ...(options.description ? [{property: 'og:description', content: options.description}] : []),
    ...(options.image ? [{property: 'og:image', content: options.image}] : []),
  ];
}

/** A CMS SEO entry (rules:content-fields SEO) as the content queries read it. */
export interface CmsSeo {
  seoTitle?: string | null;
  metaDescription?: string | null;
  canonicalUrl?: string | null;
  noindex?: boolean | null;
  nofollow?: boolean | null;
}

/**
 * The seoMeta fields of a CMS page: its SEO entry's title and description
 * where set, else the page's own, and the entry's canonical URL and robots.
 */
export function cmsSeo(seo: CmsSeo | null | undefined, page: {title: string; description?: string | null}) {
  return {
    title: seo?.seoTitle ?? page.title,
    description: seo?.metaDescription ?? page.description,
    canonicalUrl: seo?.canonicalUrl,
    noindex: seo?.noindex,
    nofollow: seo?.nofollow,
  };
}

type SeoFields = Omit<Parameters<typeof seoMeta>[0], 'origin' | 'pathname' | 'locale'>;

/**
 * A CMS page route's meta: its tags from the loader's data (which carries the origin and the
 * locale), or the not-found title when the loader threw (a 404 has no data).
 */
export function cmsPageMeta<D extends {origin: string; locale: Locale}>(
  {data, location}: {data: D | undefined; location: {pathname: string}},
  fields: (data: D) => SeoFields,
) {
  return data
    ? seoMeta({origin: data.origin, pathname: location.pathname, locale: data.locale, ...fields(data)})
    : [{title: 'Page not found | Keel'}];
}
