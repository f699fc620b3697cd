import {PAGE_SEO_FRAGMENT} from './contentFragments';
import {MODULE_REF_FRAGMENT} from './modulesContent';
import type {PageBySlugQuery} from 'cmsapi.generated';
import type {ItemOf} from './contentTypes';
/** A flexible layout page by slug, with the types and ids of its modules (rules:cms; rules:cms-constants: page modules limit 15). */
export const PAGE_BY_SLUG_QUERY = `#graphql
  query PageBySlug($slug: String!, $locale: String!, $preview: Boolean!) {
    pageFlexibleLayoutCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        slug
        region
        useScrollNavigation
        analyticsPageVariantId
        seo {
          ...PageSeo
          organizationLogoUrl
          organizationImageUrl
          organizationSupportEmail
          organizationDescription
          organizationTelephone
          organizationRatingValue
          organizationRatingCount
          ogImagesCollection(limit: 5) {
            items {
              url
            }
          }
        }
        title
        modulesCollection(limit: 15) {
          items {
            ...ModuleRef
          }
        }
      }
    }
  }
  ${PAGE_SEO_FRAGMENT}
  ${MODULE_REF_FRAGMENT}
` as const;

/** A page's SEO entry (rules:cms-calls), with the Organization schema fields on the home page's. */
export type CmsPageSeo = NonNullable<ItemOf<PageBySlugQuery['pageFlexibleLayoutCollection']>['seo']>;
