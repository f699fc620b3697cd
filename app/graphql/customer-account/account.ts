/**
 * The Customer Account API's documents (decision 0137): the starter's (CustomerDetails, CustomerOrders,
 * Order, the address mutations, customerUpdate) and, for the profile, the e-mail marketing state and
 * its two mutations. Answers are parsed with zod in app/lib/account/accountViews.ts, never cast.
 */

const ADDRESS_FRAGMENT = `#graphql
  fragment Address on CustomerAddress {
    id
    formatted
    firstName
    lastName
    company
    address1
    address2
    territoryCode
    zoneCode
    city
    zip
    phoneNumber
  }
` as const;

// https://shopify.dev/docs/api/customer/latest/queries/customer
export const CUSTOMER_DETAILS_QUERY = `#graphql
  query CustomerDetails($language: LanguageCode) @inContext(language: $language) {
    customer {
      id
      firstName
      lastName
      defaultAddress {
        ...Address
      }
      addresses(first: 50) {
        nodes {
          ...Address
        }
      }
    }
  }
  ${ADDRESS_FRAGMENT}
` as const;

export const CUSTOMER_PROFILE_QUERY = `#graphql
  query CustomerProfile($language: LanguageCode) @inContext(language: $language) {
    customer {
      firstName
      lastName
      emailAddress {
        emailAddress
        marketingState
      }
    }
  }
` as const;

// spec: newest first (PROCESSED_AT, reversed), a page at a time.
export const CUSTOMER_ORDERS_QUERY = `#graphql
  query CustomerOrders(
    $endCursor: String
    $first: Int
    $last: Int
    $startCursor: String
    $query: String
    $language: LanguageCode
  ) @inContext(language: $language) {
    customer {
      orders(
        sortKey: PROCESSED_AT
        reverse: true
        first: $first
        last: $last
        before: $startCursor
        after: $endCursor
        query: $query
      ) {
        nodes {
          totalPrice {
            amount
            currencyCode
          }
          financialStatus
          fulfillmentStatus
          fulfillments(first: 1) {
            nodes {
              status
            }
          }
          id
          number
          confirmationNumber
          processedAt
        }
        pageInfo {
          hasPreviousPage
          hasNextPage
          endCursor
          startCursor
        }
      }
    }
  }
` as const;

const ORDER_MONEY = `#graphql
  fragment OrderMoney on MoneyV2 {
    amount
    currencyCode
  }
  fragment DiscountApplication on DiscountApplication {
    value {
      __typename
      ... on MoneyV2 {
        ...OrderMoney
      }
      ... on PricingPercentageValue {
        percentage
      }
    }
  }
` as const;

// https://shopify.dev/docs/api/customer/latest/queries/order
export const CUSTOMER_ORDER_QUERY = `#graphql
  query Order($orderId: ID!, $language: LanguageCode) @inContext(language: $language) {
    order(id: $orderId) {
      ... on Order {
        id
        name
        confirmationNumber
        statusPageUrl
        fulfillmentStatus
        processedAt
        fulfillments(first: 1) {
          nodes {
            status
          }
        }
        totalTax {
          ...OrderMoney
        }
        totalPrice {
          ...OrderMoney
        }
        subtotal {
          ...OrderMoney
        }
        shippingAddress {
          name
          formatted(withName: true)
          formattedArea
        }
        discountApplications(first: 100) {
          nodes {
            ...DiscountApplication
          }
        }
        lineItems(first: 100) {
          nodes {
            id
            title
            quantity
            price {
              ...OrderMoney
            }
            discountAllocations {
              allocatedAmount {
                ...OrderMoney
              }
              discountApplication {
                ...DiscountApplication
              }
            }
            totalDiscount {
              ...OrderMoney
            }
            image {
              altText
              height
              url
              id
              width
            }
            variantTitle
          }
        }
      }
    }
  }
  ${ORDER_MONEY}
` as const;

/** An address mutation's userErrors, as addressUserErrors (app/lib/account/addressForm.ts) puts each next to its field. */
const ADDRESS_USER_ERROR_FRAGMENT = `#graphql
  fragment AddressUserError on UserErrorsCustomerAddressUserErrors {
    code
    field
    message
  }
` as const;

// https://shopify.dev/docs/api/customer/latest/mutations/customerAddressCreate
export const CREATE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean, $language: LanguageCode)
  @inContext(language: $language) {
    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AddressUserError
      }
    }
  }
  ${ADDRESS_USER_ERROR_FRAGMENT}
` as const;

export const UPDATE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressUpdate($address: CustomerAddressInput!, $addressId: ID!, $defaultAddress: Boolean, $language: LanguageCode)
  @inContext(language: $language) {
    customerAddressUpdate(address: $address, addressId: $addressId, defaultAddress: $defaultAddress) {
      customerAddress {
        id
      }
      userErrors {
        ...AddressUserError
      }
    }
  }
  ${ADDRESS_USER_ERROR_FRAGMENT}
` as const;

export const DELETE_ADDRESS_MUTATION = `#graphql
  mutation customerAddressDelete($addressId: ID!, $language: LanguageCode) @inContext(language: $language) {
    customerAddressDelete(addressId: $addressId) {
      deletedAddressId
      userErrors {
        ...AddressUserError
      }
    }
  }
  ${ADDRESS_USER_ERROR_FRAGMENT}
` as const;

// https://shopify.dev/docs/api/customer/latest/mutations/customerUpdate
export const CUSTOMER_UPDATE_MUTATION = `#graphql
  mutation customerUpdate($customer: CustomerUpdateInput!, $language: LanguageCode) @inContext(language: $language) {
    customerUpdate(input: $customer) {
      customer {
        firstName
        lastName
        emailAddress {
          emailAddress
        }
        phoneNumber {
          phoneNumber
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const EMAIL_MARKETING_SUBSCRIBE_MUTATION = `#graphql
  mutation customerEmailMarketingSubscribe {
    customerEmailMarketingSubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;

export const EMAIL_MARKETING_UNSUBSCRIBE_MUTATION = `#graphql
  mutation customerEmailMarketingUnsubscribe {
    customerEmailMarketingUnsubscribe {
      emailAddress {
        marketingState
      }
      userErrors {
        code
        field
        message
      }
    }
  }
` as const;
