/** Commerce prices of listing cards, in the shopper's market. */
export const LISTING_PRODUCTS_QUERY = `#graphql
  query ListingProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        priceRange {
          minVariantPrice {
            amount
          }
        }
        compareAtPriceRange {
          minVariantPrice {
            amount
          }
        }
      }
    }
  }
` as const;
