import type {CmsTextBlock} from '~/lib/textBlock';
import type {Document} from '@contentful/rich-text-types';
import type {CmsModuleRef} from './page';
/** A product detail page's content (spec 2 Product carousel, spec 3 Product) by slug. */
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
        useScrollNavigation
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
              ... on CtaInternal {
                displayText
                overrideVariant
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
                overrideVariant
                url
                openInNewWindow
              }
              ... on Configurator {
                sys {
                  id
                }
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
                    ...CmsImage
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

  fragment CmsImage on Asset {
    url
    title
    description
    width
    height
  }

  fragment CmsBadge on Badge {
    internalName
    text
    displayText
    type
    region
    backgroundColor
  }

  fragment CmsSeo on Seo {
    seoTitle
    metaDescription
    noindex
    nofollow
    canonicalUrl
    priceOrganizationalSchemaValidFrom
    priceOrganizationalSchemaValidUntil
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
      }
    }
    thumbnail {
      ...CmsImage
    }
    productImagesCollection(limit: 20) {
      items {
        ...CmsImage
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
            ...CmsImage
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
` as const;

export interface CmsImage {
  url: string | null;
  title: string | null;
  description: string | null;
  width: number | null;
  height: number | null;
}

export interface CmsBadge {
  internalName: string | null;
  text: string | null;
  displayText: string | null;
  type: string | null;
  region: string | null;
  backgroundColor: string | null;
}

export interface CmsSeo {
  seoTitle: string | null;
  metaDescription: string | null;
  noindex: boolean | null;
  nofollow: boolean | null;
  canonicalUrl: string | null;
  priceOrganizationalSchemaValidFrom?: string | null;
  priceOrganizationalSchemaValidUntil?: string | null;
}

export interface CmsProductEntry {
  sys: {id: string};
  title: string | null;
  name: string | null;
  altTitle: string | null;
  type: string | null;
  rower: boolean | null;
  featured: boolean | null;
  showWarranty: boolean | null;
  displayReviews: boolean | null;
  shopifyId: string | null;
  shopifyHandle: string | null;
  configuratorPreselectionId: string | null;
  badgesCollection: {items: Array<CmsBadge | null>} | null;
  productCategoryCollection: {items: Array<{internalName: string | null; title: string | null; slug: string | null; useToBuildPdpUrl: boolean | null} | null>} | null;
  thumbnail: CmsImage | null;
  productImagesCollection: {items: Array<CmsImage | null>} | null;
  variantsCollection: {
    items: Array<{
      title: string | null;
      shopifyId: string | null;
      colorSlug: string | null;
      swatchColor: string | null;
      productImagesCollection: {items: Array<CmsImage | null>} | null;
    } | null>;
  } | null;
  plpUrgencyMessage: string | null;
  pdpFinanceMessageKey: string | null;
  financingInactive: boolean | null;
  showFinancing: boolean | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  monthlyPrice: number | null;
  monthlyDiscountPrice: number | null;
  discountAmount: number | null;
  inStockMessage: string | null;
  outOfStockMessage: string | null;
  outOfStockAppearance: string | null;
  descriptionTeaser: CmsRichText | null;
  fullProductDescription: CmsRichText | null;
  orderMessage: CmsRichText | null;
  outOfStockOrderMessage: CmsRichText | null;
  shopifyDiscount: {discountModalMessage: string | null} | null;
}

/** A rich-text field as the content API answers it (spec 3 rich-text document). */
export interface CmsRichText {
  json: Document | null;
}

export interface CmsPackageSummary {
  __typename: 'Package';
  title: string | null;
  shopifyHandle: string | null;
  pdpPrice: number | null;
  pdpDiscountedPrice: number | null;
  thumbnail?: CmsImage | null;
  productsCollection?: {items: Array<{title: string | null; rower: boolean | null} | null>} | null;
}

export interface CmsSidebarValueProps {
  __typename: 'ModuleValueProps';
  itemsCollection: {items: Array<{title: string | null; description: string | null} | null>} | null;
}

export interface CmsSidebarCountdown {
  __typename: 'EventCountdown';
  title: string | null;
  endDate: string | null;
}

export interface CmsSidebarBaseComponent {
  __typename: 'BaseComponent';
  component: string | null;
  displayMode: string | null;
  props: unknown;
}

export type CmsSidebarCta =
  | {
      __typename: 'CtaInternal';
      displayText: string | null;
      overrideVariant: string | null;
      jumpLinkTarget: string | null;
      targetPage: {__typename: string; slug?: string | null} | null;
    }
  | {__typename: 'CtaExternal'; displayText: string | null; overrideVariant: string | null; url: string | null; openInNewWindow: boolean | null};

export interface CmsSidebarConfigurator {
  __typename: 'Configurator';
  sys: {id: string};
}

export interface CmsSidebarItem {
  sys: {id: string};
  blockType: string;
  title: string | null;
  region: string | null;
  displayMode: string | null;
  content:
    | ({__typename: 'Text'} & CmsTextBlock)
    | ({__typename: 'Badge'} & CmsBadge)
    | CmsPackageSummary
    | CmsSidebarValueProps
    | CmsSidebarCountdown
    | CmsSidebarBaseComponent
    | CmsSidebarConfigurator
    | CmsSidebarCta
    | {__typename: string}
    | null;
  itemsCollection: {items: Array<CmsPackageSummary | {__typename: string} | null>} | null;
}

export interface PdpPageQuery {
  pagePdpCollection: {
    items: Array<{
      sys: {id: string};
      slug: string;
      noteBannerText: string | null;
      noteBannerBackgroundColor: string | null;
      noteBannerOpacity: number | null;
      sidebarSpacing: string | null;
      seo: CmsSeo | null;
      product: CmsProductEntry | null;
      sidebarCollection: {items: Array<CmsSidebarItem | null>} | null;
      useScrollNavigation: boolean | null;
      modulesCollection: {items: Array<CmsModuleRef | null>} | null;
    } | null>;
  } | null;
}
