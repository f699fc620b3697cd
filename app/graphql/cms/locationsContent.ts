import {ASSET_FRAGMENT, PAGE_SEO_FRAGMENT} from './contentFragments';
import {HOTEL_FRAGMENT, STORE_FRAGMENT} from './modulesContent';

/** The locations page (rules:cms: /{slug}): its copy, its stores and hotels (rules:cms-constants: 175 each), radius and SEO. */
export const LOCATIONS_PAGE_QUERY = `#graphql
  query LocationsPage($slug: String!, $locale: String!, $preview: Boolean!) {
    pageLocationsCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        slug
        title
        description
        defaultRadiusMiles
        heroImage {
          ...ModuleAsset
        }
        seo {
          ...PageSeo
        }
        storesCollection(limit: 175) {
          items {
            ...ModuleLocationStore
          }
        }
        hotelsCollection(limit: 175) {
          items {
            ...ModuleLocationHotel
          }
        }
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
  ${STORE_FRAGMENT}
  ${HOTEL_FRAGMENT}
` as const;
