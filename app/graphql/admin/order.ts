/** spec 3 Order: every field the order confirmation page reads (spec 7 getOrderById). */
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

interface Money {
  amount: string;
  currencyCode?: string;
}

export interface AdminOrder {
  id: string;
  name: string;
  email: string | null;
  discountCode: string | null;
  statusPageUrl: string;
  /** Shopify's per-order confirmation number; null for orders from before it existed. */
  confirmationNumber: string | null;
  subtotalPriceSet: {shopMoney: Money} | null;
  totalDiscountsSet: {shopMoney: Money} | null;
  totalPriceSet: {shopMoney: Money};
  totalTaxSet: {shopMoney: Money} | null;
  shippingAddress: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    zip: string | null;
    country: string | null;
    phone: string | null;
  } | null;
  shippingLines: {nodes: Array<{title: string; discountedPriceSet: {shopMoney: Money}}>};
  transactions: Array<{formattedGateway: string | null}>;
  lineItems: {
    nodes: Array<{
      title: string;
      sku: string | null;
      quantity: number;
      discountedTotalSet: {shopMoney: Money};
      originalUnitPriceSet: {shopMoney: Money};
      discountAllocations: Array<{discountApplication: {value: {amount?: string}}}>;
      product: {productType: string; vendor: string; collections: {nodes: Array<{title: string}>}} | null;
      customAttributes: Array<{key: string; value: string | null}>;
    }>;
  };
}
