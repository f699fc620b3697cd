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

export const SEARCH_PRODUCT_FRAGMENT = `#graphql
  fragment SearchProduct on Product {
    id
    handle
    title
    productType
    availableForSale
    collections(first: 1) {
      nodes {
        handle
      }
    }
    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {
      ...VariantPrice
    }
  }
  ${VARIANT_PRICE_FRAGMENT}
` as const;
