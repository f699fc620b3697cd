/**
 * The cart as the storefront reads it (rules:cart-line-read). Hydrogen's
 * cart handler uses this fragment for cart.get() and every cart mutation.
 */
export const CART_QUERY_FRAGMENT = `#graphql
  fragment Money on MoneyV2 {
    currencyCode
    amount
  }
  fragment CartLine on CartLine {
    id
    quantity
    attributes {
      key
      value
    }
    cost {
      totalAmount {
        ...Money
      }
      subtotalAmount {
        ...Money
      }
      amountPerQuantity {
        ...Money
      }
      compareAtAmountPerQuantity {
        ...Money
      }
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
    }
    merchandise {
      ... on ProductVariant {
        id
        availableForSale
        title
        sku
        image {
          url
          altText
          width
          height
        }
        selectedOptions {
          name
          value
        }
        product {
          id
          title
          handle
          vendor
          productType
          collections(first: 3) {
            nodes {
              title
            }
          }
        }
        components(first: 10) {
          edges {
            node {
              quantity
              productVariant {
                id
                title
                price {
                  ...Money
                }
                compareAtPrice {
                  ...Money
                }
                image {
                  url
                  altText
                  width
                  height
                }
                product {
                  id
                  title
                  handle
                  description
                }
                metafield(namespace: "custom", key: "bundle_discounts") {
                  references(first: 10) {
                    nodes {
                      ... on Metaobject {
                        fields {
                          key
                          value
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
    }
  }
  fragment CartApiQuery on Cart {
    id
    checkoutUrl
    totalQuantity
    buyerIdentity {
      countryCode
    }
    attributes {
      key
      value
    }
    cost {
      subtotalAmount {
        ...Money
      }
      totalAmount {
        ...Money
      }
    }
    lines(first: $numCartLines) {
      nodes {
        ...CartLine
      }
    }
    discountCodes {
      code
      applicable
    }
    discountAllocations {
      discountedAmount {
        ...Money
      }
      ... on CartCodeDiscountAllocation {
        code
      }
    }
  }
` as const;

/** The rowers a protection plan covers: their price in the shopper's market picks the plan's band (decision 0082). */
export const WARRANTY_BAND_QUERY = `#graphql
  query WarrantyBand($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        price {
          amount
        }
        selectedOptions {
          name
          value
        }
      }
    }
  }
` as const;

// Top-level mutation fields run one after another (GraphQL spec 6.2.2): the trail, then the merge.
export const CART_MERGE_MUTATION = `#graphql
  mutation CartMergeLines($cartId: ID!, $trail: [CartLineUpdateInput!]!, $merge: [CartLineInput!]!) {
    trail: cartLinesUpdate(cartId: $cartId, lines: $trail) {
      userErrors {
        code
        message
      }
    }
    merge: cartLinesAdd(cartId: $cartId, lines: $merge) {
      userErrors {
        code
        message
      }
    }
  }
` as const;

/** The variants a cart permalink names: whether each is still sold, and its name for the message when not. */
export const PERMALINK_VARIANTS_QUERY = `#graphql
  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)
  @inContext(country: $country, language: $language) {
    nodes(ids: $ids) {
      ... on ProductVariant {
        id
        availableForSale
        title
        product {
          title
        }
      }
    }
  }
` as const;
