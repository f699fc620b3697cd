/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: string; }
  Decimal: { input: string; output: string; }
  JSON: { input: unknown; output: unknown; }
  URL: { input: string; output: string; }
};

export type Attribute = {
  __typename?: 'Attribute';
  key: Scalars['String']['output'];
  value: Maybe<Scalars['String']['output']>;
};

export type AutomaticDiscountApplication = DiscountApplication & {
  __typename?: 'AutomaticDiscountApplication';
  allocationMethod: DiscountApplicationAllocationMethod;
  index: Scalars['Int']['output'];
  targetSelection: DiscountApplicationTargetSelection;
  targetType: DiscountApplicationTargetType;
  title: Scalars['String']['output'];
  value: PricingValue;
};

export type Collection = Node & {
  __typename?: 'Collection';
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

export type CollectionConnection = {
  __typename?: 'CollectionConnection';
  edges: Array<CollectionEdge>;
  nodes: Array<Collection>;
  pageInfo: PageInfo;
};

export type CollectionEdge = {
  __typename?: 'CollectionEdge';
  cursor: Scalars['String']['output'];
  node: Collection;
};

export type CountryCode =
  | 'GB'
  | 'US';

export type CurrencyCode =
  | 'GBP'
  | 'USD';

export type Discount = DiscountAutomaticBasic;

export type DiscountAllocation = {
  __typename?: 'DiscountAllocation';
  allocatedAmountSet: MoneyBag;
  discountApplication: AutomaticDiscountApplication | DiscountCodeApplication;
};

export type DiscountApplication = {
  allocationMethod: DiscountApplicationAllocationMethod;
  index: Scalars['Int']['output'];
  targetSelection: DiscountApplicationTargetSelection;
  targetType: DiscountApplicationTargetType;
  value: PricingValue;
};

export type DiscountApplicationAllocationMethod =
  | 'ACROSS'
  | 'EACH';

export type DiscountApplicationTargetSelection =
  | 'ALL'
  | 'ENTITLED'
  | 'EXPLICIT';

export type DiscountApplicationTargetType =
  | 'LINE_ITEM'
  | 'SHIPPING_LINE';

export type DiscountAutomatic = DiscountAutomaticBasic;

export type DiscountAutomaticBasic = {
  __typename?: 'DiscountAutomaticBasic';
  endsAt: Maybe<Scalars['DateTime']['output']>;
  startsAt: Scalars['DateTime']['output'];
  status: DiscountStatus;
  summary: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type DiscountCodeApplication = DiscountApplication & {
  __typename?: 'DiscountCodeApplication';
  allocationMethod: DiscountApplicationAllocationMethod;
  code: Scalars['String']['output'];
  index: Scalars['Int']['output'];
  targetSelection: DiscountApplicationTargetSelection;
  targetType: DiscountApplicationTargetType;
  value: PricingValue;
};

export type DiscountNode = Node & {
  __typename?: 'DiscountNode';
  discount: Discount;
  id: Scalars['ID']['output'];
  metafield: Maybe<Metafield>;
};


export type DiscountNodeMetafieldArgs = {
  key: Scalars['String']['input'];
  namespace?: InputMaybe<Scalars['String']['input']>;
};

export type DiscountNodeConnection = {
  __typename?: 'DiscountNodeConnection';
  edges: Array<DiscountNodeEdge>;
  nodes: Array<DiscountNode>;
  pageInfo: PageInfo;
};

export type DiscountNodeEdge = {
  __typename?: 'DiscountNodeEdge';
  cursor: Scalars['String']['output'];
  node: DiscountNode;
};

export type DiscountStatus =
  | 'ACTIVE'
  | 'EXPIRED'
  | 'SCHEDULED';

export type LineItem = Node & {
  __typename?: 'LineItem';
  customAttributes: Array<Attribute>;
  discountAllocations: Array<DiscountAllocation>;
  discountedTotalSet: MoneyBag;
  discountedUnitPriceSet: MoneyBag;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  originalTotalSet: MoneyBag;
  originalUnitPriceSet: MoneyBag;
  product: Maybe<Product>;
  quantity: Scalars['Int']['output'];
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  totalDiscountSet: MoneyBag;
  variant: Maybe<ProductVariant>;
  variantTitle: Maybe<Scalars['String']['output']>;
  vendor: Maybe<Scalars['String']['output']>;
};

export type LineItemConnection = {
  __typename?: 'LineItemConnection';
  edges: Array<LineItemEdge>;
  nodes: Array<LineItem>;
  pageInfo: PageInfo;
};

export type LineItemEdge = {
  __typename?: 'LineItemEdge';
  cursor: Scalars['String']['output'];
  node: LineItem;
};

export type MailingAddress = {
  __typename?: 'MailingAddress';
  address1: Maybe<Scalars['String']['output']>;
  address2: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  countryCodeV2: Maybe<CountryCode>;
  firstName: Maybe<Scalars['String']['output']>;
  lastName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  province: Maybe<Scalars['String']['output']>;
  provinceCode: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type Metafield = Node & {
  __typename?: 'Metafield';
  id: Scalars['ID']['output'];
  jsonValue: Scalars['JSON']['output'];
  key: Scalars['String']['output'];
  namespace: Scalars['String']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type MoneyBag = {
  __typename?: 'MoneyBag';
  presentmentMoney: MoneyV2;
  shopMoney: MoneyV2;
};

export type MoneyV2 = {
  __typename?: 'MoneyV2';
  amount: Scalars['Decimal']['output'];
  currencyCode: CurrencyCode;
};

export type Node = {
  id: Scalars['ID']['output'];
};

export type Order = Node & {
  __typename?: 'Order';
  billingAddress: Maybe<MailingAddress>;
  /** A randomly generated alpha-numeric identifier shown to the customer; not guaranteed unique. */
  confirmationNumber: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  currencyCode: CurrencyCode;
  customAttributes: Array<Attribute>;
  discountCode: Maybe<Scalars['String']['output']>;
  discountCodes: Array<Scalars['String']['output']>;
  displayFinancialStatus: Maybe<OrderDisplayFinancialStatus>;
  displayFulfillmentStatus: OrderDisplayFulfillmentStatus;
  email: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  lineItems: LineItemConnection;
  name: Scalars['String']['output'];
  note: Maybe<Scalars['String']['output']>;
  phone: Maybe<Scalars['String']['output']>;
  presentmentCurrencyCode: CurrencyCode;
  processedAt: Scalars['DateTime']['output'];
  shippingAddress: Maybe<MailingAddress>;
  shippingLines: ShippingLineConnection;
  statusPageUrl: Scalars['URL']['output'];
  subtotalPriceSet: Maybe<MoneyBag>;
  totalDiscountsSet: Maybe<MoneyBag>;
  totalPriceSet: MoneyBag;
  totalShippingPriceSet: MoneyBag;
  totalTaxSet: Maybe<MoneyBag>;
  transactions: Array<OrderTransaction>;
};


export type OrderLineItemsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderShippingLinesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type OrderTransactionsArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};

export type OrderConnection = {
  __typename?: 'OrderConnection';
  edges: Array<OrderEdge>;
  nodes: Array<Order>;
  pageInfo: PageInfo;
};

export type OrderDisplayFinancialStatus =
  | 'AUTHORIZED'
  | 'PAID'
  | 'PENDING'
  | 'REFUNDED';

export type OrderDisplayFulfillmentStatus =
  | 'FULFILLED'
  | 'UNFULFILLED';

export type OrderEdge = {
  __typename?: 'OrderEdge';
  cursor: Scalars['String']['output'];
  node: Order;
};

export type OrderTransaction = {
  __typename?: 'OrderTransaction';
  amountSet: MoneyBag;
  formattedGateway: Maybe<Scalars['String']['output']>;
  gateway: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: OrderTransactionKind;
  status: OrderTransactionStatus;
};

export type OrderTransactionKind =
  | 'AUTHORIZATION'
  | 'CAPTURE'
  | 'SALE';

export type OrderTransactionStatus =
  | 'FAILURE'
  | 'PENDING'
  | 'SUCCESS';

export type PageInfo = {
  __typename?: 'PageInfo';
  endCursor: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  hasPreviousPage: Scalars['Boolean']['output'];
  startCursor: Maybe<Scalars['String']['output']>;
};

export type PricingPercentageValue = {
  __typename?: 'PricingPercentageValue';
  percentage: Scalars['Float']['output'];
};

export type PricingValue = MoneyV2 | PricingPercentageValue;

export type Product = Node & {
  __typename?: 'Product';
  collections: CollectionConnection;
  handle: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  productType: Scalars['String']['output'];
  title: Scalars['String']['output'];
  vendor: Scalars['String']['output'];
};


export type ProductCollectionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ProductVariant = Node & {
  __typename?: 'ProductVariant';
  barcode: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  sku: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type QueryRoot = {
  __typename?: 'QueryRoot';
  discountNode: Maybe<DiscountNode>;
  discountNodes: DiscountNodeConnection;
  order: Maybe<Order>;
  orders: OrderConnection;
  shop: Shop;
};


export type QueryRootDiscountNodeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootDiscountNodesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryRootOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRootOrdersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  reverse?: InputMaybe<Scalars['Boolean']['input']>;
};

export type ShippingLine = {
  __typename?: 'ShippingLine';
  code: Maybe<Scalars['String']['output']>;
  discountedPriceSet: MoneyBag;
  id: Maybe<Scalars['ID']['output']>;
  originalPriceSet: MoneyBag;
  title: Scalars['String']['output'];
};

export type ShippingLineConnection = {
  __typename?: 'ShippingLineConnection';
  edges: Array<ShippingLineEdge>;
  nodes: Array<ShippingLine>;
  pageInfo: PageInfo;
};

export type ShippingLineEdge = {
  __typename?: 'ShippingLineEdge';
  cursor: Scalars['String']['output'];
  node: ShippingLine;
};

export type Shop = {
  __typename?: 'Shop';
  currencyCode: CurrencyCode;
  id: Scalars['ID']['output'];
  myshopifyDomain: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type OrderByIdQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OrderByIdQuery = { order: Maybe<(
    Pick<Order, 'id' | 'name' | 'email' | 'discountCode' | 'statusPageUrl' | 'confirmationNumber'>
    & { subtotalPriceSet: Maybe<{ shopMoney: Pick<MoneyV2, 'amount' | 'currencyCode'> }>, totalDiscountsSet: Maybe<{ shopMoney: Pick<MoneyV2, 'amount'> }>, totalPriceSet: { shopMoney: Pick<MoneyV2, 'amount' | 'currencyCode'> }, totalTaxSet: Maybe<{ shopMoney: Pick<MoneyV2, 'amount'> }>, shippingAddress: Maybe<Pick<MailingAddress, 'name' | 'address1' | 'address2' | 'city' | 'provinceCode' | 'zip' | 'country' | 'phone'>>, shippingLines: { nodes: Array<(
        Pick<ShippingLine, 'title'>
        & { discountedPriceSet: { shopMoney: Pick<MoneyV2, 'amount'> } }
      )> }, transactions: Array<Pick<OrderTransaction, 'formattedGateway'>>, lineItems: { nodes: Array<(
        Pick<LineItem, 'title' | 'sku' | 'quantity'>
        & { discountedTotalSet: { shopMoney: Pick<MoneyV2, 'amount'> }, originalUnitPriceSet: { shopMoney: Pick<MoneyV2, 'amount'> }, discountAllocations: Array<{ discountApplication: { value: Pick<MoneyV2, 'amount'> } }>, product: Maybe<(
          Pick<Product, 'productType' | 'vendor'>
          & { collections: { nodes: Array<Pick<Collection, 'title'>> } }
        )>, customAttributes: Array<Pick<Attribute, 'key' | 'value'>> }
      )> } }
  )> };

interface GeneratedQueryTypes {
  "#graphql\n  query OrderById($id: ID!) {\n    order(id: $id) {\n      id\n      name\n      email\n      discountCode\n      statusPageUrl\n      confirmationNumber\n      subtotalPriceSet {\n        shopMoney {\n          amount\n          currencyCode\n        }\n      }\n      totalDiscountsSet {\n        shopMoney {\n          amount\n        }\n      }\n      totalPriceSet {\n        shopMoney {\n          amount\n          currencyCode\n        }\n      }\n      totalTaxSet {\n        shopMoney {\n          amount\n        }\n      }\n      shippingAddress {\n        name\n        address1\n        address2\n        city\n        provinceCode\n        zip\n        country\n        phone\n      }\n      shippingLines(first: 5) {\n        nodes {\n          title\n          discountedPriceSet {\n            shopMoney {\n              amount\n            }\n          }\n        }\n      }\n      transactions(first: 5) {\n        formattedGateway\n      }\n      lineItems(first: 100) {\n        nodes {\n          title\n          sku\n          quantity\n          discountedTotalSet {\n            shopMoney {\n              amount\n            }\n          }\n          originalUnitPriceSet {\n            shopMoney {\n              amount\n            }\n          }\n          discountAllocations {\n            discountApplication {\n              value {\n                ... on MoneyV2 {\n                  amount\n                }\n              }\n            }\n          }\n          product {\n            productType\n            vendor\n            collections(first: 3) {\n              nodes {\n                title\n              }\n            }\n          }\n          customAttributes {\n            key\n            value\n          }\n        }\n      }\n    }\n  }\n": {return: OrderByIdQuery, variables: OrderByIdQueryVariables},
}

interface GeneratedMutationTypes {
}

declare module '~/lib/order/admin.server' {
  interface AdminQueries extends GeneratedQueryTypes {}
}
