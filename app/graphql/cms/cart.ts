/** The cart's CMS settings (spec 3, Cart CMS settings), per locale. */
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
        urgencyMessages
        secondaryCta {
          __typename
          ... on CtaInternal {
            displayText
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
                  url
                  description
                  width
                  height
                }
              }
              ... on Package {
                title
                shopifyHandle
                pdpDiscountedPrice
                thumbnail {
                  url
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
  }
` as const;

export interface CartSettingsQuery {
  pageCartCollection: {
    items: Array<{
      variant: string | null;
      title: string | null;
      errorTitle: string | null;
      errorText: string | null;
      financingEnabled: boolean | null;
      financingTitle: string | null;
      financingText: string | null;
      financingDescription: string | null;
      urgencyMessages: string[] | null;
      secondaryCta: {__typename: string; displayText?: string | null} | null;
      countdown: {title: string | null; endDate: string | null} | null;
      valueProps: {title: string | null; itemsCollection: {items: Array<{title: string | null; description: string | null} | null>} | null} | null;
      productSlider: {
        title: string | null;
        productsCollection: {
          items: Array<{
            __typename: string;
            title?: string | null;
            rower?: boolean | null;
            shopifyHandle?: string | null;
            pdpPrice?: number | null;
            pdpDiscountedPrice?: number | null;
            productCategoryCollection?: {items: Array<{slug: string | null} | null>} | null;
            thumbnail?: {url: string | null; description: string | null; width: number | null; height: number | null} | null;
          } | null>;
        } | null;
      } | null;
    } | null>;
  } | null;
}

/** Just the mini cart's CMS variant (spec 3 Cart CMS settings), for the root loader. */
export const MINI_CART_QUERY = `#graphql
  query MiniCart($locale: String!, $preview: Boolean!) {
    pageCartCollection(limit: 1, locale: $locale, preview: $preview) {
      items {
        variant
      }
    }
  }
` as const;

export interface MiniCartQuery {
  pageCartCollection: {items: Array<{variant: string | null} | null>} | null;
}

/** spec 5 `_cartEditor`: which configurator entries a cart-editor line names, so the CMS can say which still resolve. */
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

export interface CartEditorContentQuery {
  configuratorCollection: {items: Array<{sys: {id: string}} | null>} | null;
}
