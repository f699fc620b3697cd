import type {ContentImageFragment, ConfiguratorQuery, CtaFragment} from 'cmsapi.generated';
import {CTA_FRAGMENT, IMAGE_FRAGMENT, INFO_MODAL_FRAGMENT} from './contentFragments';
import type {ItemOf, OfType} from './contentTypes';

/**
 * A rower configurator's content (rules:cms-calls, Configurator) by entry id: its
 * product and colours, and its steps with their items, defaults, 'no
 * option', texts and info modal. Commerce facts (variant ids, prices per
 * market, availability) come from the Storefront API, not from here.
 */
export const CONFIGURATOR_QUERY = `#graphql
  query Configurator($id: String!, $locale: String!, $preview: Boolean!) {
    configuratorCollection(where: {sys: {id: $id}}, limit: 1, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
        autoScroll
        mediaInsertPosition
        product {
          title
          shopifyId
          shopifyHandle
          inStockMessage
          outOfStockMessage
          outOfStockAppearance
        }
        stepsCollection(limit: 5) {
          items {
            sys {
              id
            }
            stepId
            type
            subType
            displayMode
            stepTabName
            stepFullName
            stepDescriptionRichText {
              json
            }
            stepDescriptionFontSize
            includeNoOption
            noOption {
              sys {
                id
              }
              shortText
            }
            noOptionPosition
            soldOutText
            collapsible
            hidePrices
            faqLink {
              ...Cta
            }
            warrantyLogo {
              ...ContentImage
            }
            modal {
              ...InfoModalCopy
              image {
                ...ContentImage
              }
              mobileImage {
                ...ContentImage
              }
            }
            defaultProductsCollection(limit: 3) {
              items {
                __typename
                ... on Product {
                  sys {
                    id
                  }
                }
                ... on Package {
                  sys {
                    id
                  }
                }
                ... on ProductVariant {
                  sys {
                    id
                  }
                }
              }
            }
            productsCollection(limit: 10) {
              items {
                __typename
                ... on Product {
                  sys {
                    id
                  }
                  title
                  cartTitle
                  shopifyId
                  shopifyHandle
                  configuratorPreselectionId
                  inStockMessage
                  outOfStockMessage
                  outOfStockAppearance
                  accessoryConfiguratorImage {
                    ...ContentImage
                  }
                  thumbnail {
                    ...ContentImage
                  }
                }
                ... on Package {
                  sys {
                    id
                  }
                  title
                  shopifyHandle
                  description
                  pdpPrice
                  pdpDiscountedPrice
                  thumbnail {
                    ...ContentImage
                  }
                  shopifyDiscount {
                    productId
                  }
                  productsCollection(limit: 10) {
                    items {
                      title
                      type
                      shopifyId
                      rower
                    }
                  }
                }
                ... on ProductVariant {
                  sys {
                    id
                  }
                  title
                  shopifyId
                  colorSlug
                  swatchColor
                  configuratorPreselectionId
                  inStockMessage
                  outOfStockMessage
                  thumbnail {
                    ...ContentImage
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  ${CTA_FRAGMENT}
  ${INFO_MODAL_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** The configurator a rower's detail page links to (the /configure/{model} route finds it this way). */
export const PDP_CONFIGURATOR_ID_QUERY = `#graphql
  query PdpConfiguratorId($slug: String!, $locale: String!, $preview: Boolean!) {
    pagePdpCollection(where: {slug: $slug}, limit: 1, locale: $locale, preview: $preview) {
      items {
        configurator {
          sys {
            id
          }
        }
      }
    }
  }
` as const;

type ConfiguratorEntry = ItemOf<ConfiguratorQuery['configuratorCollection']>;
/** One step of a configurator (rules:cms-calls Configurator step). */
export type CmsConfiguratorStep = ItemOf<ConfiguratorEntry['stepsCollection']>;
export type CmsConfiguratorImage = ContentImageFragment;
export type CmsConfiguratorCta = CtaFragment;
type StepItem = ItemOf<CmsConfiguratorStep['productsCollection']>;
export type CmsConfiguratorProduct = OfType<StepItem, 'Product'>;
export type CmsConfiguratorPackage = OfType<StepItem, 'Package'>;
export type CmsConfiguratorVariant = OfType<StepItem, 'ProductVariant'>;
export type CmsConfiguratorItem = CmsConfiguratorProduct | CmsConfiguratorPackage | CmsConfiguratorVariant;
