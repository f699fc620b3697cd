/** The member products of a package: their default variant, stock and price in the shopper's market. */
export const PACKAGE_MEMBERS_QUERY = `#graphql
  query PackageMembers($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        id
        title
        handle
        productType
        availableForSale
        variants(first: 1) {
          nodes {
            id
            availableForSale
            price {
              amount
            }
          }
        }
      }
    }
  }
` as const;
