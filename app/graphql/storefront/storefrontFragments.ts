/** A variant's price, compare-at price and image: what a product page and a search result show of it. */
export const VARIANT_PRICE_FRAGMENT = `#graphql
  fragment VariantPrice on ProductVariant {
    price {
      amount
      currencyCode
    }
    compareAtPrice {
      amount
    }
    image {
      url
      altText
      width
      height
    }
  }
` as const;

/** A product as the configurator, a package page and a search result name it: id, handle, title, type, whether it sells. */
export const PRODUCT_SUMMARY_FRAGMENT = `#graphql
  fragment ProductSummary on Product {
    id
    handle
    title
    productType
    availableForSale
  }
` as const;

/** A product as a search result shows it (sent with the fragments it spreads). */
export const SEARCH_PRODUCT_FRAGMENT = `#graphql
  fragment SearchProduct on Product {
    ...ProductSummary
    collections(first: 1) {
      nodes {
        handle
      }
    }
    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      ...VariantPrice
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
  ${VARIANT_PRICE_FRAGMENT}
` as const;
