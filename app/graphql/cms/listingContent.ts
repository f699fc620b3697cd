import {ASSET_FRAGMENT, PAGE_SEO_FRAGMENT} from './contentFragments';
import {BADGE_FRAGMENT, SEO_FRAGMENT} from './pdpContent';
import type {PlpPageQuery} from 'cmsapi.generated';
import type {ItemOf, OfType} from './contentTypes';

/** A listing page (rules:cms: /listings/{category}/) and its product cards. */
export const PLP_PAGE_QUERY = `#graphql
  query PlpPage($slug: String!, $locale: String!, $preview: Boolean!) {
    pagePlpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        title
        description
        seo {
          ...CmsSeo
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
                  ...CmsBadge
                }
              }
              productCategoryCollection(limit: 3) {
                items {
                  slug
                  enabled
                  useToBuildPdpUrl
                }
              }
              thumbnail {
                ...ModuleAsset
              }
              hoverThumbnail {
                ...ModuleAsset
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
                  ...CmsBadge
                }
              }
              thumbnail {
                ...ModuleAsset
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
  ${ASSET_FRAGMENT}
  ${BADGE_FRAGMENT}
  ${SEO_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
` as const;

/** A package's page (rules:cms: /bundles/{slug}/) with its members. */
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
            ...CmsBadge
          }
        }
        image {
          ...ModuleAsset
        }
        productsCollection(limit: 10) {
          items {
            title
            type
            rower
            shopifyId
            shopifyHandle
            thumbnail {
              ...ModuleAsset
            }
          }
        }
        shopifyDiscount {
          productId
          discountModalMessage
        }
        seo {
          ...CmsSeo
        }
      }
    }
  }
  ${ASSET_FRAGMENT}
  ${BADGE_FRAGMENT}
  ${SEO_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
` as const;

type PlpItem = ItemOf<ItemOf<PlpPageQuery['pagePlpCollection']>['productsCollection']>;
/** A rower, accessory or other product on a listing (rules:cms Product listing). */
export type CmsListingProduct = OfType<PlpItem, 'Product'>;
/** A bundle on a listing. */
export type CmsListingPackage = OfType<PlpItem, 'Package'>;
