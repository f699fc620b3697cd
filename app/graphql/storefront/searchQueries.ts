import {SEARCH_PRODUCT_FRAGMENT} from './storefrontFragments';

/** One page of the search page's products, unavailable ones last. */
export const SEARCH_PRODUCTS_QUERY = `#graphql
  query SearchProducts(
    $term: String!
    $sortKey: SearchSortKeys
    $reverse: Boolean
    $first: Int
    $last: Int
    $after: String
    $before: String
    $country: CountryCode
    $language: LanguageCode
  ) @inContext(country: $country, language: $language) {
    search(
      query: $term
      types: [PRODUCT]
      sortKey: $sortKey
      reverse: $reverse
      first: $first
      last: $last
      after: $after
      before: $before
      unavailableProducts: LAST
    ) {
      totalCount
      nodes {
        __typename
        ...SearchProduct
      }
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;

/** The few products the predictive search shows as the shopper types. */
export const PREDICTIVE_PRODUCTS_QUERY = `#graphql
  query PredictiveProducts($term: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT], unavailableProducts: LAST) {
      products {
        ...SearchProduct
      }
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;
