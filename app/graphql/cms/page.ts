/** A flexible layout page by slug, with the types and ids of its modules (spec 2; spec 9: page modules limit 15). */
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
        seo {
          seoTitle
          metaDescription
          noindex
          nofollow
          canonicalUrl
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
            __typename
            ... on Entry {
              sys {
                id
              }
            }
          }
        }
      }
    }
  }
` as const;

/** A module as the page lists it: its type and id; app/lib/flexiblePage.server.ts fetches its fields. */
export interface CmsModuleRef {
  __typename: string;
  sys?: {id: string};
}

export interface CmsPageSeo {
  seoTitle: string | null;
  metaDescription: string | null;
  noindex: boolean | null;
  nofollow: boolean | null;
  canonicalUrl: string | null;
  /** spec 3: Organization schema fields (set on the home page's SEO entry). */
  organizationLogoUrl: string | null;
  organizationImageUrl: string | null;
  organizationSupportEmail: string | null;
  organizationDescription: string | null;
  organizationTelephone: string | null;
  organizationRatingValue: number | null;
  organizationRatingCount: number | null;
  /** spec 3: the page's Open Graph images. */
  ogImagesCollection: {items: Array<{url: string | null} | null>} | null;
}

export interface PageBySlugQuery {
  pageFlexibleLayoutCollection: {
    items: Array<{
      sys: {id: string};
      slug: string;
      region: string | null;
      useScrollNavigation: boolean | null;
      title: string | null;
      seo: CmsPageSeo | null;
      modulesCollection: {items: Array<CmsModuleRef | null>} | null;
    } | null>;
  } | null;
}
