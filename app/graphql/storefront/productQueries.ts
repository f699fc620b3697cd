import {PRODUCT_SUMMARY_FRAGMENT, VARIANT_PRICE_FRAGMENT} from './storefrontFragments';

/** The Storefront API product of a detail page: the store fields the product is built from (rules:product-sku). */
export const PRODUCT_QUERY = `#graphql
  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    product(handle: $handle) {
      id
      title
      handle
      description
      descriptionHtml
      vendor
      productType
      availableForSale
      collections(first: 3) {
        nodes {
          title
          handle
        }
      }
      variants(first: 20) {
        nodes {
          id
          title
          sku
          barcode
          availableForSale
          ...VariantPrice
          selectedOptions {
            name
            value
          }
        }
      }
    }
  }
  ${VARIANT_PRICE_FRAGMENT}
` as const;

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

/** The member products of a package: their default variant, stock and price in the shopper's market. */
export const PACKAGE_MEMBERS_QUERY = `#graphql
  query PackageMembers($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on Product {
        ...ProductSummary
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
  ${PRODUCT_SUMMARY_FRAGMENT}
` as const;
