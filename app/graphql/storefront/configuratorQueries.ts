import {PRODUCT_SUMMARY_FRAGMENT} from './storefrontFragments';

/**
 * The commerce side of a configurator (rules:configurator-fields-read): for every product its items
 * point at, the variants with their ids, prices in the shopper's market and
 * availability. The CMS says what is offered; this says what it costs and
 * whether it can be bought.
 */
export const CONFIGURATOR_PRODUCTS_QUERY = `#graphql
  query ConfiguratorProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductSummary
        variants(first: 20) {
          nodes {
            id
            title
            sku
            availableForSale
            price {
              amount
            }
            compareAtPrice {
              amount
            }
            selectedOptions {
              name
              value
            }
          }
        }
      }
    }
  }
  ${PRODUCT_SUMMARY_FRAGMENT}
` as const;
