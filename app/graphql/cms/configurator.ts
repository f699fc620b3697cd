import type {Document} from '@contentful/rich-text-types';

/**
 * A rower configurator's content (spec 3, Configurator) by entry id: its
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
              ...ConfiguratorCta
            }
            warrantyLogo {
              ...ConfiguratorImage
            }
            modal {
              title
              description {
                json
              }
              ctasCollection(limit: 3) {
                items {
                  ...ConfiguratorCta
                }
              }
              image {
                ...ConfiguratorImage
              }
              mobileImage {
                ...ConfiguratorImage
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
                    ...ConfiguratorImage
                  }
                  thumbnail {
                    ...ConfiguratorImage
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
                    ...ConfiguratorImage
                  }
                  shopifyDiscount {
                    productId
                  }
                  productsCollection(limit: 10) {
                    items {
                      title
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
                    ...ConfiguratorImage
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  fragment ConfiguratorImage on Asset {
    url
    description
    width
    height
  }

  fragment ConfiguratorCta on Entry {
    __typename
    ... on CtaInternal {
      displayText
      jumpLinkTarget
      targetPage {
        __typename
        ... on PageFlexibleLayout {
          slug
        }
        ... on PagePlp {
          slug
        }
      }
    }
    ... on CtaExternal {
      displayText
      url
      openInNewWindow
    }
  }
`;

export interface CmsConfiguratorImage {
  url: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

export type CmsConfiguratorCta =
  | {
      __typename: 'CtaInternal';
      displayText: string | null;
      jumpLinkTarget: string | null;
      targetPage: {__typename: string; slug?: string | null} | null;
    }
  | {__typename: 'CtaExternal'; displayText: string | null; url: string | null; openInNewWindow: boolean | null}
  | {__typename: string};

export interface CmsConfiguratorProduct {
  __typename: 'Product';
  sys: {id: string};
  title: string | null;
  cartTitle: string | null;
  shopifyId: string | null;
  shopifyHandle: string | null;
  configuratorPreselectionId: string | null;
  inStockMessage: string | null;
  outOfStockMessage: string | null;
  outOfStockAppearance: string | null;
  accessoryConfiguratorImage: CmsConfiguratorImage | null;
  thumbnail: CmsConfiguratorImage | null;
}

export interface CmsConfiguratorPackage {
  __typename: 'Package';
  sys: {id: string};
  title: string | null;
  shopifyHandle: string | null;
  description: string | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  thumbnail: CmsConfiguratorImage | null;
  shopifyDiscount: {productId: string | null} | null;
  productsCollection: {items: Array<{title: string | null; shopifyId: string | null; rower: boolean | null} | null>} | null;
}

export interface CmsConfiguratorVariant {
  __typename: 'ProductVariant';
  sys: {id: string};
  title: string | null;
  shopifyId: string | null;
  colorSlug: string | null;
  swatchColor: string | null;
  configuratorPreselectionId: string | null;
  inStockMessage: string | null;
  outOfStockMessage: string | null;
  thumbnail: CmsConfiguratorImage | null;
}

export type CmsConfiguratorItem = CmsConfiguratorProduct | CmsConfiguratorPackage | CmsConfiguratorVariant;

export interface CmsConfiguratorStep {
  sys: {id: string};
  stepId: string | null;
  type: string | null;
  subType: string | null;
  displayMode: string | null;
  stepTabName: string | null;
  stepFullName: string | null;
  stepDescriptionRichText: {json: Document} | null;
  stepDescriptionFontSize: string | null;
  includeNoOption: boolean | null;
  noOption: {sys: {id: string}; shortText: string | null} | null;
  noOptionPosition: string | null;
  soldOutText: string | null;
  collapsible: boolean | null;
  hidePrices: boolean | null;
  faqLink: CmsConfiguratorCta | null;
  warrantyLogo: CmsConfiguratorImage | null;
  modal: {
    title: string | null;
    description: {json: Document} | null;
    ctasCollection: {items: Array<CmsConfiguratorCta | null>} | null;
    image: CmsConfiguratorImage | null;
    mobileImage: CmsConfiguratorImage | null;
  } | null;
  defaultProductsCollection: {items: Array<{__typename: string; sys?: {id: string}} | null>} | null;
  productsCollection: {items: Array<CmsConfiguratorItem | {__typename: string} | null>} | null;
}

export interface ConfiguratorQuery {
  configuratorCollection: {
    items: Array<{
      sys: {id: string};
      autoScroll: boolean | null;
      mediaInsertPosition: number | null;
      product: {
        title: string | null;
        shopifyId: string | null;
        shopifyHandle: string | null;
        inStockMessage: string | null;
        outOfStockMessage: string | null;
        outOfStockAppearance: string | null;
      } | null;
      stepsCollection: {items: Array<CmsConfiguratorStep | null>} | null;
    } | null>;
  } | null;
}

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
`;

export interface PdpConfiguratorIdQuery {
  pagePdpCollection: {items: Array<{configurator: {sys: {id: string}} | null} | null>} | null;
}
