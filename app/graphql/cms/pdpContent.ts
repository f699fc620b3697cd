import {ASSET_FRAGMENT, CTA_FRAGMENT, PAGE_SEO_FRAGMENT} from './contentFragments';
import type {
  CmsBadgeFragment,
  ModuleAssetFragment,
  CmsProductFragment,
  CmsSeoFragment,
  PdpPageQuery,
} from 'cmsapi.generated';
import type {ItemOf, OfType} from './contentTypes';
import {MODULE_REF_FRAGMENT} from './modulesContent';
/** A product badge (rules:cms-calls Badge). */
export const BADGE_FRAGMENT = `#graphql
  fragment CmsBadge on Badge {
    internalName
    text
    displayText
    type
    region
    backgroundColor
    size
  }
` as const;

/** A page's SEO entry (rules:cms-calls SEO), with the product schema's price window. */
export const SEO_FRAGMENT = `#graphql
  fragment CmsSeo on Seo {
    ...PageSeo
    priceOrganizationalSchemaValidFrom
    priceOrganizationalSchemaValidUntil
  }
` as const;

/** A product detail page's content (rules:cms Product carousel, rules:cms-calls Product) by slug. */
export const PDP_PAGE_QUERY = `#graphql
  query PdpPage($slug: String!, $locale: String!, $preview: Boolean!) {
    pagePdpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        slug
        noteBannerText
        noteBannerBackgroundColor
        noteBannerOpacity
        sidebarSpacing
        scrollType
        useScrollNavigation
        modulesCollection(limit: 15) {
          items {
            ...ModuleRef
          }
        }
        seo {
          ...CmsSeo
        }
        product {
          ...CmsProduct
        }
        sidebarCollection(limit: 20) {
          items {
            sys {
              id
            }
            blockType
            title
            region
            displayMode
            content {
              __typename
              ... on Text {
                type
                displayMode
                shortText
                richText {
                  json
                }
                color
                fontStyle {
                  paragraphTextStyle
                }
              }
              ... on ModuleValueProps {
                itemsCollection(limit: 5) {
                  items {
                    title
                    description
                  }
                }
              }
              ... on EventCountdown {
                title
                endDate
              }
              ... on BaseComponent {
                component
                displayMode
                props
              }
              ... on Badge {
                ...CmsBadge
              }
              ... on Package {
                title
                shopifyHandle
                pdpPrice
                pdpDiscountedPrice
                productsCollection(limit: 10) {
                  items {
                    title
                    rower
                  }
                }
              }
              ...Cta
              ... on Configurator {
                sys {
                  id
                }
                mediaInsertPosition
              }
            }
            itemsCollection(limit: 5) {
              items {
                __typename
                ... on Package {
                  title
                  shopifyHandle
                  pdpPrice
                  pdpDiscountedPrice
                  thumbnail {
                    ...ModuleAsset
                  }
                  productsCollection(limit: 10) {
                    items {
                      title
                      rower
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  fragment CmsProduct on Product {
    sys {
      id
    }
    title
    name
    altTitle
    type
    rower
    featured
    showWarranty
    displayReviews
    shopifyId
    shopifyHandle
    configuratorPreselectionId
    badgesCollection(limit: 2) {
      items {
        ...CmsBadge
      }
    }
    productCategoryCollection(limit: 3) {
      items {
        internalName
        title
        slug
        useToBuildPdpUrl
        enabled
      }
    }
    thumbnail {
      ...ModuleAsset
    }
    productImagesCollection(limit: 20) {
      items {
        ...ModuleAsset
      }
    }
    variantsCollection(limit: 10) {
      items {
        title
        shopifyId
        colorSlug
        swatchColor
        productImagesCollection(limit: 10) {
          items {
            ...ModuleAsset
          }
        }
      }
    }
    plpUrgencyMessage
    pdpFinanceMessageKey
    financingInactive
    showFinancing
    pdpPrice
    pdpDiscountedPrice
    monthlyPrice
    monthlyDiscountPrice
    discountAmount
    inStockMessage
    outOfStockMessage
    outOfStockAppearance
    descriptionTeaser {
      json
    }
    fullProductDescription {
      json
    }
    orderMessage {
      json
    }
    outOfStockOrderMessage {
      json
    }
    shopifyDiscount {
      discountModalMessage
    }
  }
  ${ASSET_FRAGMENT}
  ${BADGE_FRAGMENT}
  ${SEO_FRAGMENT}
  ${PAGE_SEO_FRAGMENT}
  ${CTA_FRAGMENT}
  ${MODULE_REF_FRAGMENT}
` as const;

export type CmsImage = ModuleAssetFragment;
export type CmsBadge = CmsBadgeFragment;
export type CmsSeo = CmsSeoFragment;
export type CmsProductEntry = CmsProductFragment;

type PdpSidebarItem = ItemOf<NonNullable<ItemOf<PdpPageQuery['pagePdpCollection']>['sidebarCollection']>>;
/** One block of a product page's sidebar (rules:cms-calls Sidebar), with its content entry. */
export type CmsSidebarItem = PdpSidebarItem;
/** A package in a sidebar block, as its content or one of its items. */
export type CmsPackageSummary =
  OfType<PdpSidebarItem['content'], 'Package'> | OfType<ItemOf<PdpSidebarItem['itemsCollection']>, 'Package'>;
