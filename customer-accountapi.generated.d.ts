/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as CustomerAccountAPI from '@shopify/hydrogen/customer-account-api-types';

export type AddressFragment = Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'formatted' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'territoryCode' | 'zoneCode' | 'city' | 'zip' | 'phoneNumber'>;

export type CustomerDetailsQueryVariables = CustomerAccountAPI.Exact<{
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerDetailsQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'id' | 'firstName' | 'lastName'>
    & { defaultAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'formatted' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'territoryCode' | 'zoneCode' | 'city' | 'zip' | 'phoneNumber'>>, addresses: { nodes: Array<Pick<CustomerAccountAPI.CustomerAddress, 'id' | 'formatted' | 'firstName' | 'lastName' | 'company' | 'address1' | 'address2' | 'territoryCode' | 'zoneCode' | 'city' | 'zip' | 'phoneNumber'>> } }
  ) };

export type CustomerProfileQueryVariables = CustomerAccountAPI.Exact<{
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerProfileQuery = { customer: (
    Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName'>
    & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress' | 'marketingState'>> }
  ) };

export type CustomerOrdersQueryVariables = CustomerAccountAPI.Exact<{
  endCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  first?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  last?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Int']['input']>;
  startCursor?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  query?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['String']['input']>;
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerOrdersQuery = { customer: { orders: { nodes: Array<(
        Pick<CustomerAccountAPI.Order, 'financialStatus' | 'fulfillmentStatus' | 'id' | 'number' | 'confirmationNumber' | 'processedAt'>
        & { totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, fulfillments: { nodes: Array<Pick<CustomerAccountAPI.Fulfillment, 'status'>> } }
      )>, pageInfo: Pick<CustomerAccountAPI.PageInfo, 'hasPreviousPage' | 'hasNextPage' | 'endCursor' | 'startCursor'> } } };

export type OrderMoneyFragment = Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>;

export type DiscountApplicationFragment = { value: (
    { __typename: 'MoneyV2' }
    & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
  ) | (
    { __typename: 'PricingPercentageValue' }
    & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
  ) };

export type OrderQueryVariables = CustomerAccountAPI.Exact<{
  orderId: CustomerAccountAPI.Scalars['ID']['input'];
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type OrderQuery = { order?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.Order, 'id' | 'name' | 'confirmationNumber' | 'statusPageUrl' | 'fulfillmentStatus' | 'processedAt'>
    & { fulfillments: { nodes: Array<Pick<CustomerAccountAPI.Fulfillment, 'status'>> }, totalTax?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, totalPrice: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, subtotal?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, shippingAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'name' | 'formatted' | 'formattedArea'>>, discountApplications: { nodes: Array<{ value: (
          { __typename: 'MoneyV2' }
          & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
        ) | (
          { __typename: 'PricingPercentageValue' }
          & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
        ) }> }, lineItems: { nodes: Array<(
        Pick<CustomerAccountAPI.LineItem, 'id' | 'title' | 'quantity' | 'variantTitle'>
        & { price?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>>, discountAllocations: Array<{ allocatedAmount: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, discountApplication: { value: (
              { __typename: 'MoneyV2' }
              & Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>
            ) | (
              { __typename: 'PricingPercentageValue' }
              & Pick<CustomerAccountAPI.PricingPercentageValue, 'percentage'>
            ) } }>, totalDiscount: Pick<CustomerAccountAPI.MoneyV2, 'amount' | 'currencyCode'>, image?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.Image, 'altText' | 'height' | 'url' | 'id' | 'width'>> }
      )> } }
  )> };

export type AddressUserErrorFragment = Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>;

export type CustomerAddressCreateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerAddressCreateMutation = { customerAddressCreate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressUpdateMutationVariables = CustomerAccountAPI.Exact<{
  address: CustomerAccountAPI.CustomerAddressInput;
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  defaultAddress?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.Scalars['Boolean']['input']>;
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerAddressUpdateMutation = { customerAddressUpdate?: CustomerAccountAPI.Maybe<{ customerAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerAddress, 'id'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerAddressDeleteMutationVariables = CustomerAccountAPI.Exact<{
  addressId: CustomerAccountAPI.Scalars['ID']['input'];
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerAddressDeleteMutation = { customerAddressDelete?: CustomerAccountAPI.Maybe<(
    Pick<CustomerAccountAPI.CustomerAddressDeletePayload, 'deletedAddressId'>
    & { userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerAddressUserErrors, 'code' | 'field' | 'message'>> }
  )> };

export type CustomerUpdateMutationVariables = CustomerAccountAPI.Exact<{
  customer: CustomerAccountAPI.CustomerUpdateInput;
  language?: CustomerAccountAPI.InputMaybe<CustomerAccountAPI.LanguageCode>;
}>;


export type CustomerUpdateMutation = { customerUpdate?: CustomerAccountAPI.Maybe<{ customer?: CustomerAccountAPI.Maybe<(
      Pick<CustomerAccountAPI.Customer, 'firstName' | 'lastName'>
      & { emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'emailAddress'>>, phoneNumber?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerPhoneNumber, 'phoneNumber'>> }
    )>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerEmailMarketingSubscribeMutationVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerEmailMarketingSubscribeMutation = { customerEmailMarketingSubscribe?: CustomerAccountAPI.Maybe<{ emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors, 'code' | 'field' | 'message'>> }> };

export type CustomerEmailMarketingUnsubscribeMutationVariables = CustomerAccountAPI.Exact<{ [key: string]: never; }>;


export type CustomerEmailMarketingUnsubscribeMutation = { customerEmailMarketingUnsubscribe?: CustomerAccountAPI.Maybe<{ emailAddress?: CustomerAccountAPI.Maybe<Pick<CustomerAccountAPI.CustomerEmailAddress, 'marketingState'>>, userErrors: Array<Pick<CustomerAccountAPI.UserErrorsCustomerEmailMarketingUserErrors, 'code' | 'field' | 'message'>> }> };

interface GeneratedQueryTypes {
  "#graphql\n  query CustomerDetails($language: LanguageCode) @inContext(language: $language) {\n    customer {\n      id\n      firstName\n      lastName\n      defaultAddress {\n        ...Address\n      }\n      addresses(first: 50) {\n        nodes {\n          ...Address\n        }\n      }\n    }\n  }\n  #graphql\n  fragment Address on CustomerAddress {\n    id\n    formatted\n    firstName\n    lastName\n    company\n    address1\n    address2\n    territoryCode\n    zoneCode\n    city\n    zip\n    phoneNumber\n  }\n\n": {return: CustomerDetailsQuery, variables: CustomerDetailsQueryVariables},
  "#graphql\n  query CustomerProfile($language: LanguageCode) @inContext(language: $language) {\n    customer {\n      firstName\n      lastName\n      emailAddress {\n        emailAddress\n        marketingState\n      }\n    }\n  }\n": {return: CustomerProfileQuery, variables: CustomerProfileQueryVariables},
  "#graphql\n  query CustomerOrders(\n    $endCursor: String\n    $first: Int\n    $last: Int\n    $startCursor: String\n    $query: String\n    $language: LanguageCode\n  ) @inContext(language: $language) {\n    customer {\n      orders(\n        sortKey: PROCESSED_AT\n        reverse: true\n        first: $first\n        last: $last\n        before: $startCursor\n        after: $endCursor\n        query: $query\n      ) {\n        nodes {\n          totalPrice {\n            amount\n            currencyCode\n          }\n          financialStatus\n          fulfillmentStatus\n          fulfillments(first: 1) {\n            nodes {\n              status\n            }\n          }\n          id\n          number\n          confirmationNumber\n          processedAt\n        }\n        pageInfo {\n          hasPreviousPage\n          hasNextPage\n          endCursor\n          startCursor\n        }\n      }\n    }\n  }\n": {return: CustomerOrdersQuery, variables: CustomerOrdersQueryVariables},
  "#graphql\n  query Order($orderId: ID!, $language: LanguageCode) @inContext(language: $language) {\n    order(id: $orderId) {\n      ... on Order {\n        id\n        name\n        confirmationNumber\n        statusPageUrl\n        fulfillmentStatus\n        processedAt\n        fulfillments(first: 1) {\n          nodes {\n            status\n          }\n        }\n        totalTax {\n          ...OrderMoney\n        }\n        totalPrice {\n          ...OrderMoney\n        }\n        subtotal {\n          ...OrderMoney\n        }\n        shippingAddress {\n          name\n          formatted(withName: true)\n          formattedArea\n        }\n        discountApplications(first: 100) {\n          nodes {\n            ...DiscountApplication\n          }\n        }\n        lineItems(first: 100) {\n          nodes {\n            id\n            title\n            quantity\n            price {\n              ...OrderMoney\n            }\n            discountAllocations {\n              allocatedAmount {\n                ...OrderMoney\n              }\n              discountApplication {\n                ...DiscountApplication\n              }\n            }\n            totalDiscount {\n              ...OrderMoney\n            }\n            image {\n              altText\n              height\n              url\n              id\n              width\n            }\n            variantTitle\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment OrderMoney on MoneyV2 {\n    amount\n    currencyCode\n  }\n  fragment DiscountApplication on DiscountApplication {\n    value {\n      __typename\n      ... on MoneyV2 {\n        ...OrderMoney\n      }\n      ... on PricingPercentageValue {\n        percentage\n      }\n    }\n  }\n\n": {return: OrderQuery, variables: OrderQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation customerAddressCreate($address: CustomerAddressInput!, $defaultAddress: Boolean, $language: LanguageCode)\n  @inContext(language: $language) {\n    customerAddressCreate(address: $address, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressCreateMutation, variables: CustomerAddressCreateMutationVariables},
  "#graphql\n  mutation customerAddressUpdate($address: CustomerAddressInput!, $addressId: ID!, $defaultAddress: Boolean, $language: LanguageCode)\n  @inContext(language: $language) {\n    customerAddressUpdate(address: $address, addressId: $addressId, defaultAddress: $defaultAddress) {\n      customerAddress {\n        id\n      }\n      userErrors {\n        ...AddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressUpdateMutation, variables: CustomerAddressUpdateMutationVariables},
  "#graphql\n  mutation customerAddressDelete($addressId: ID!, $language: LanguageCode) @inContext(language: $language) {\n    customerAddressDelete(addressId: $addressId) {\n      deletedAddressId\n      userErrors {\n        ...AddressUserError\n      }\n    }\n  }\n  #graphql\n  fragment AddressUserError on UserErrorsCustomerAddressUserErrors {\n    code\n    field\n    message\n  }\n\n": {return: CustomerAddressDeleteMutation, variables: CustomerAddressDeleteMutationVariables},
  "#graphql\n  mutation customerUpdate($customer: CustomerUpdateInput!, $language: LanguageCode) @inContext(language: $language) {\n    customerUpdate(input: $customer) {\n      customer {\n        firstName\n        lastName\n        emailAddress {\n          emailAddress\n        }\n        phoneNumber {\n          phoneNumber\n        }\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerUpdateMutation, variables: CustomerUpdateMutationVariables},
  "#graphql\n  mutation customerEmailMarketingSubscribe {\n    customerEmailMarketingSubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerEmailMarketingSubscribeMutation, variables: CustomerEmailMarketingSubscribeMutationVariables},
  "#graphql\n  mutation customerEmailMarketingUnsubscribe {\n    customerEmailMarketingUnsubscribe {\n      emailAddress {\n        marketingState\n      }\n      userErrors {\n        code\n        field\n        message\n      }\n    }\n  }\n": {return: CustomerEmailMarketingUnsubscribeMutation, variables: CustomerEmailMarketingUnsubscribeMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface CustomerAccountQueries extends GeneratedQueryTypes {}
  interface CustomerAccountMutations extends GeneratedMutationTypes {}
}
