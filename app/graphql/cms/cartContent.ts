import {ASSET_FRAGMENT, CTA_FRAGMENT, IMAGE_FRAGMENT, INFO_MODAL_FRAGMENT} from './contentFragments';

/** The cart's CMS settings (rules:cms-calls, Cart CMS settings), per locale. */
export const CART_SETTINGS_QUERY = `#graphql
  query CartSettings($locale: String!, $preview: Boolean!) {
    pageCartCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        variant
        title
        errorTitle
        errorText
        financingEnabled
        financingTitle
        financingText
        financingDescription
        financingMessageKey
        financingModal {
          ...InfoModalCopy
          image {
            ...ModuleAsset
          }
        }
        urgencyMessages
        primaryCta {
          ...Cta
        }
        secondaryCta {
          ...Cta
        }
        additionalCtasCollection(limit: 3) {
          items {
            ...Cta
          }
        }
        countdown {
          title
          endDate
        }
        valueProps {
          title
          itemsCollection(limit: 5) {
            items {
              title
              description
            }
          }
        }
        productSlider {
          title
          productsCollection(limit: 15) {
            items {
              __typename
              ... on Product {
                title
                rower
                shopifyHandle
                pdpPrice
                productCategoryCollection(limit: 1) {
                  items {
                    slug
                  }
                }
                thumbnail {
                  ...ContentImage
                }
              }
              ... on Package {
                title
                shopifyHandle
                pdpDiscountedPrice
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
  ${ASSET_FRAGMENT}
  ${CTA_FRAGMENT}
  ${INFO_MODAL_FRAGMENT}
  ${IMAGE_FRAGMENT}
` as const;

/** rules:cms `_cartEditor`: which configurator entries a cart-editor line names, so the CMS can say which still resolve. */
export const CART_EDITOR_CONTENT_QUERY = `#graphql
  query CartEditorContent($ids: [String]!, $locale: String!, $preview: Boolean!) {
    configuratorCollection(where: {sys: {id_in: $ids}}, limit: 20, locale: $locale, preview: $preview) {
      items {
        sys {
          id
        }
      }
    }
  }
` as const;

/** rules:cms-calls normalised cart line: productCMS {image, slug, badges}, cartTitle and description, by the lines' product handles. */
export const CART_LINE_PRODUCTS_QUERY = `#graphql
  query CartLineProducts($handles: [String]!, $locale: String!, $preview: Boolean!) {
    productCollection(where: {shopifyHandle_in: $handles}, limit: 20, locale: $locale, preview: $preview) {
      items {
        shopifyHandle
        cartTitle
        thumbnail {
          url
          description
        }
        badgesCollection(limit: 3) {
          items {
            text
            displayText
            type
            region
          }
        }
        descriptionTeaser {
          json
        }
      }
    }
  }
` as const;
