/**
 * Site search's CMS half (decision 0078): blog articles whose title or teaser,
 * and flexible pages whose title, contain the query.
 */
export const SITE_SEARCH_QUERY = `#graphql
  query SiteSearch($term: String!, $limit: Int!, $locale: String!, $preview: Boolean!) {
    blogArticleCollection(
      limit: $limit
      locale: $locale
      preview: $preview
      where: {OR: [{title_contains: $term}, {articleTeaser_contains: $term}]}
    ) {
      items {
        sys {
          id
        }
        title
        slug
        articleTeaser
      }
    }
    pageFlexibleLayoutCollection(limit: $limit, locale: $locale, preview: $preview, where: {title_contains: $term}) {
      items {
        sys {
          id
        }
        title
        slug
      }
    }
  }
` as const;
