/** The CMS pages and packages the sitemap lists. */
export const SITEMAP_PAGES_QUERY = `#graphql
  query SitemapPages($locale: String!, $preview: Boolean!) {
    pageFlexibleLayoutCollection(limit: 100, locale: $locale, preview: $preview) {
      items {
        slug
      }
    }
    packageCollection(limit: 20, locale: $locale, preview: $preview) {
      items {
        shopifyHandle
      }
    }
  }
` as const;

export interface SitemapPagesQuery {
  pageFlexibleLayoutCollection: {items: Array<{slug: string} | null>} | null;
  packageCollection: {items: Array<{shopifyHandle: string | null} | null>} | null;
}
