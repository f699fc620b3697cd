import {SEARCH_PRODUCT_FRAGMENT} from './storefrontFragments';

/** Both kinds of Shopify recommendation for one product; the cart slider takes COMPLEMENTARY first. */
export const CART_RECOMMENDATIONS_QUERY = `#graphql
  query CartRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    complementary: productRecommendations(productId: $productId, intent: COMPLEMENTARY) {
      ...SearchProduct
    }
    related: productRecommendations(productId: $productId, intent: RELATED) {
      ...SearchProduct
    }
  }
  ${SEARCH_PRODUCT_FRAGMENT}
` as const;
