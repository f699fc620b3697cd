/** A flexible layout page by slug, with its modules (spec 2; spec 9: page modules limit 15). */
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
          organizationLogoUrl
          organizationImageUrl
          organizationSupportEmail
          organizationDescription
          organizationTelephone
          organizationRatingValue
          organizationRatingCount
        }
        modulesCollection(limit: 15) {
          items {
            __typename
            ... on ModuleHero {
              sys {
                id
              }
              title
              subtitle
              description
              backgroundColor
              textAlignment
              heroImage {
                url
                title
                description
                width
                height
              }
            }
          }
        }
      }
    }
  }
` as const;

export interface CmsAsset {
  url: string | null;
  title: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

export interface CmsHeroModule {
  __typename: 'ModuleHero';
  sys: {id: string};
  title: string | null;
  subtitle: string | null;
  description: string | null;
  backgroundColor: string | null;
  textAlignment: string | null;
  heroImage: CmsAsset | null;
}

export type CmsModule = CmsHeroModule | {__typename: string};

export interface CmsPageSeo {
  seoTitle: string | null;
  metaDescription: string | null;
  noindex: boolean | null;
  nofollow: boolean | null;
  /** spec 3: Organization schema fields (set on the home page's SEO entry). */
  organizationLogoUrl: string | null;
  organizationImageUrl: string | null;
  organizationSupportEmail: string | null;
  organizationDescription: string | null;
  organizationTelephone: string | null;
  organizationRatingValue: number | null;
  organizationRatingCount: number | null;
}

export interface PageBySlugQuery {
  pageFlexibleLayoutCollection: {
    items: Array<{
      sys: {id: string};
      slug: string;
      region: string | null;
      useScrollNavigation: boolean | null;
      seo: CmsPageSeo | null;
      modulesCollection: {items: Array<CmsModule | null>} | null;
    } | null>;
  } | null;
}
