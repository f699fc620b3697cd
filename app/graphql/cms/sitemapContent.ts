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
    pageLocationsCollection(limit: 10, locale: $locale, preview: $preview) {
      items {
        slug
      }
    }
    quizPageCollection(limit: 10, locale: $locale, preview: $preview) {
      items {
        slug
      }
    }
    blogCategoryCollection(limit: 20, locale: $locale, preview: $preview) {
      items {
        slug
      }
    }
    blogArticleCollection(limit: 100, locale: $locale, preview: $preview) {
      items {
        slug
      }
    }
  }
` as const;
