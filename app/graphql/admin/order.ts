import type {OrderByIdQuery} from 'adminapi.generated';

/** rules:order-fields Order: every field the order confirmation page reads (rules:order-states getOrderById). */
export const ORDER_QUERY = `#graphql
  query OrderById($id: ID!) {
    order(id: $id) {
      id
      name
      email
      discountCode
      statusPageUrl
      confirmationNumber
      subtotalPriceSet {
        shopMoney {
          amount
          currencyCode
        }
      }
      totalDiscountsSet {
        shopMoney {
          amount
        }
      }
      totalPriceSet {
        shopMoney {
          amount
          currencyCode
        }
      }
      totalTaxSet {
        shopMoney {
          amount
        }
      }
      shippingAddress {
        name
        address1
        address2
        city
        provinceCode
        zip
        country
        phone
      }
      shippingLines(first: 5) {
        nodes {
          title
          discountedPriceSet {
            shopMoney {
              amount
            }
          }
        }
      }
      transactions(first: 5) {
        formattedGateway
      }
      lineItems(first: 100) {
        nodes {
          title
          sku
          quantity
          discountedTotalSet {
            shopMoney {
              amount
            }
          }
          originalUnitPriceSet {
            shopMoney {
              amount
            }
          }
          discountAllocations {
            discountApplication {
              value {
                ... on MoneyV2 {
                  amount
                }
              }
            }
          }
          product {
            productType
            vendor
            collections(first: 3) {
              nodes {
                title
              }
            }
          }
          customAttributes {
            key
            value
          }
        }
      }
    }
  }
` as const;

/** The order as the confirmation page and the pixel read it, typed by codegen from ORDER_QUERY. */
export type AdminOrder = NonNullable<OrderByIdQuery['order']>;
