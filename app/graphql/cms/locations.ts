import {HOTEL_FIELDS, STORE_FIELDS} from './modules';

/** The locations page (spec 2: /{slug}): its copy, its stores and hotels (spec 9: 175 each), radius and SEO. */
export const LOCATIONS_PAGE_QUERY = `#graphql
  query LocationsPage($slug: String!, $locale: String!, $preview: Boolean!) {
    pageLocationsCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        slug
        title
        description
        defaultRadiusMiles
        heroImage { url title description width height }
        seo { seoTitle metaDescription noindex nofollow canonicalUrl }
        storesCollection(limit: 175) { items { ${STORE_FIELDS} } }
        hotelsCollection(limit: 175) { items { ${HOTEL_FIELDS} } }
      }
    }
  }
` as const;
