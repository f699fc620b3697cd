/**
 * The cart as the storefront reads it (spec 3, Cart line and Cart). Hydrogen's
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
