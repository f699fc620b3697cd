import type {CmsBadge, CmsImage, CmsSeo} from './pdp';

/** A listing page (spec 2: /listings/{category}/) and its product cards. */
export const PLP_PAGE_QUERY = `#graphql
  query PlpPage($slug: String!, $locale: String!, $preview: Boolean!) {
    pagePlpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        title
        description
        seo {
          seoTitle
          metaDescription
          noindex
          nofollow
          canonicalUrl
        }
        productsCollection(limit: 20) {
          items {
            __typename
            ... on Product {
              sys {
                id
              }
              title
              rower
              shopifyId
              shopifyHandle
              plpUrgencyMessage
              pdpPrice
              pdpDiscountedPrice
              badgesCollection(limit: 1) {
                items {
                  internalName
                  text
                  displayText
                  type
                  region
                  backgroundColor
                }
              }
              productCategoryCollection(limit: 1) {
                items {
                  slug
                }
              }
              thumbnail {
                url
                title
                description
                width
                height
              }
              hoverThumbnail {
                url
                title
                description
                width
                height
              }
            }
            ... on Package {
              sys {
                id
              }
              title
              altTitle
              shopifyHandle
              pdpPrice
              pdpDiscountedPrice
              badgesCollection(limit: 1) {
                items {
                  internalName
                  text
                  displayText
                  type
                  region
                  backgroundColor
                }
              }
              thumbnail {
                url
                title
                description
                width
                height
              }
              productsCollection(limit: 10) {
                items {
                  shopifyHandle
                  rower
                }
              }
            }
          }
        }
      }
    }
  }
` as const;

export interface CmsListingProduct {
  __typename: 'Product';
  sys: {id: string};
  title: string | null;
  rower: boolean | null;
  shopifyId: string | null;
  shopifyHandle: string | null;
  plpUrgencyMessage: string | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  badgesCollection: {items: Array<CmsBadge | null>} | null;
  productCategoryCollection: {items: Array<{slug: string | null} | null>} | null;
  thumbnail: CmsImage | null;
  hoverThumbnail: CmsImage | null;
}

export interface CmsListingPackage {
  __typename: 'Package';
  sys: {id: string};
  title: string | null;
  altTitle: string | null;
  shopifyHandle: string | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  badgesCollection: {items: Array<CmsBadge | null>} | null;
  thumbnail: CmsImage | null;
  productsCollection: {items: Array<{shopifyHandle: string | null; rower: boolean | null} | null>} | null;
}

export interface PlpPageQuery {
  pagePlpCollection: {
    items: Array<{
      title: string | null;
      description: string | null;
      seo: CmsSeo | null;
      productsCollection: {items: Array<CmsListingProduct | CmsListingPackage | {__typename: string} | null>} | null;
    } | null>;
  } | null;
}

/** A package's page (spec 2: /bundles/{slug}/) with its members. */
export const PACKAGE_PAGE_QUERY = `#graphql
  query PackagePage($handle: String!, $locale: String!, $preview: Boolean!) {
    packageCollection(where: {shopifyHandle: $handle}, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        title
        altTitle
        description
        shopifyHandle
        pdpPrice
        pdpDiscountedPrice
        badgesCollection(limit: 3) {
          items {
            internalName
            text
            displayText
            type
            region
            backgroundColor
          }
        }
        image {
          url
          title
          description
          width
          height
        }
        productsCollection(limit: 10) {
          items {
            title
            rower
            shopifyId
            shopifyHandle
            thumbnail {
              url
              title
              description
              width
              height
            }
          }
        }
        shopifyDiscount {
          productId
          discountModalMessage
        }
        seo {
          seoTitle
          metaDescription
          noindex
          nofollow
          canonicalUrl
        }
      }
    }
  }
` as const;

export interface PackagePageQuery {
  packageCollection: {
    items: Array<{
      sys: {id: string};
      title: string | null;
      altTitle: string | null;
      description: string | null;
      shopifyHandle: string | null;
      pdpPrice: number | null;
      pdpDiscountedPrice: number | null;
      badgesCollection: {items: Array<CmsBadge | null>} | null;
      image: CmsImage | null;
      productsCollection: {
        items: Array<{title: string | null; rower: boolean | null; shopifyId: string | null; shopifyHandle: string | null; thumbnail: CmsImage | null} | null>;
      } | null;
      shopifyDiscount: {productId: string | null; discountModalMessage: string | null} | null;
      seo: CmsSeo | null;
    } | null>;
  } | null;
}
