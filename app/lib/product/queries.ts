import {VARIANT_PRICE_FRAGMENT} from './fragments';

/** The Storefront API product of a detail page (spec 3: commerce variant fields read). */
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
