/* eslint-disable eslint-comments/disable-enable-pair */
/* eslint-disable eslint-comments/no-unlimited-disable */
/* eslint-disable */
import type * as StorefrontAPI from '@shopify/hydrogen/storefront-api-types';

export type MoneyFragment = Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>;

export type CartLineFragment = (
  Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
  & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'>
    & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
      Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType'>
      & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'title'>> } }
    ), components: { edges: Array<{ node: (
          Pick<StorefrontAPI.ProductVariantComponent, 'quantity'>
          & { productVariant: (
            Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
            & { price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description'>, metafield?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<{ fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }> }> }> }
          ) }
        ) }> } }
  ) }
);

export type CartApiQueryFragment = (
  Pick<StorefrontAPI.Cart, 'id' | 'checkoutUrl' | 'totalQuantity'>
  & { buyerIdentity: Pick<StorefrontAPI.CartBuyerIdentity, 'countryCode'>, attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }, lines: { nodes: Array<(
      Pick<StorefrontAPI.CartLine, 'id' | 'quantity'>
      & { attributes: Array<Pick<StorefrontAPI.Attribute, 'key' | 'value'>>, cost: { totalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, subtotalAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, amountPerQuantity: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtAmountPerQuantity?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>> }, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }>, merchandise: (
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title' | 'sku'>
        & { image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, product: (
          Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'vendor' | 'productType'>
          & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'title'>> } }
        ), components: { edges: Array<{ node: (
              Pick<StorefrontAPI.ProductVariantComponent, 'quantity'>
              & { productVariant: (
                Pick<StorefrontAPI.ProductVariant, 'id' | 'title'>
                & { price: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>>, product: Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description'>, metafield?: StorefrontAPI.Maybe<{ references?: StorefrontAPI.Maybe<{ nodes: Array<{ fields: Array<Pick<StorefrontAPI.MetaobjectField, 'key' | 'value'>> }> }> }> }
              ) }
            ) }> } }
      ) }
    )> }, discountCodes: Array<Pick<StorefrontAPI.CartDiscountCode, 'code' | 'applicable'>>, discountAllocations: Array<{ discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> } | (
    Pick<StorefrontAPI.CartCodeDiscountAllocation, 'code'>
    & { discountedAmount: Pick<StorefrontAPI.MoneyV2, 'currencyCode' | 'amount'> }
  )> }
);

export type WarrantyBandQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type WarrantyBandQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id'>
    & { price: Pick<StorefrontAPI.MoneyV2, 'amount'>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
  )>> };

export type CartMergeLinesMutationVariables = StorefrontAPI.Exact<{
  cartId: StorefrontAPI.Scalars['ID']['input'];
  trail: Array<StorefrontAPI.CartLineUpdateInput> | StorefrontAPI.CartLineUpdateInput;
  merge: Array<StorefrontAPI.CartLineInput> | StorefrontAPI.CartLineInput;
}>;


export type CartMergeLinesMutation = { trail?: StorefrontAPI.Maybe<{ userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'message'>> }>, merge?: StorefrontAPI.Maybe<{ userErrors: Array<Pick<StorefrontAPI.CartUserError, 'code' | 'message'>> }> };

export type PermalinkVariantsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PermalinkVariantsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale' | 'title'>
    & { product: Pick<StorefrontAPI.Product, 'title'> }
  )>> };

export type ConfiguratorProductsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ConfiguratorProductsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
    & { variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>> }
      )> } }
  )>> };

export type ProductDetailQueryVariables = StorefrontAPI.Exact<{
  handle: StorefrontAPI.Scalars['String']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ProductDetailQuery = { product?: StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'title' | 'handle' | 'description' | 'descriptionHtml' | 'vendor' | 'productType' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'title' | 'handle'>> }, variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'title' | 'sku' | 'barcode' | 'availableForSale'>
        & { selectedOptions: Array<Pick<StorefrontAPI.SelectedOption, 'name' | 'value'>>, price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }
      )> } }
  )> };

export type ListingProductsQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type ListingProductsQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id'>
    & { priceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'> }, compareAtPriceRange: { minVariantPrice: Pick<StorefrontAPI.MoneyV2, 'amount'> } }
  )>> };

export type PackageMembersQueryVariables = StorefrontAPI.Exact<{
  ids: Array<StorefrontAPI.Scalars['ID']['input']> | StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PackageMembersQuery = { nodes: Array<StorefrontAPI.Maybe<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
    & { variants: { nodes: Array<(
        Pick<StorefrontAPI.ProductVariant, 'id' | 'availableForSale'>
        & { price: Pick<StorefrontAPI.MoneyV2, 'amount'> }
      )> } }
  )>> };

export type CartRecommendationsQueryVariables = StorefrontAPI.Exact<{
  productId: StorefrontAPI.Scalars['ID']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type CartRecommendationsQuery = { complementary?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }> }
  )>>, related?: StorefrontAPI.Maybe<Array<(
    Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
    & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }> }
  )>> };

export type SearchProductsQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  sortKey?: StorefrontAPI.InputMaybe<StorefrontAPI.SearchSortKeys>;
  reverse?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Boolean']['input']>;
  first?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  last?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['Int']['input']>;
  after?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  before?: StorefrontAPI.InputMaybe<StorefrontAPI.Scalars['String']['input']>;
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SearchProductsQuery = { search: (
    Pick<StorefrontAPI.SearchResultItemConnection, 'totalCount'>
    & { nodes: Array<{ __typename: 'Article' | 'Page' } | (
      { __typename: 'Product' }
      & Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
      & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }> }
    )>, pageInfo: Pick<StorefrontAPI.PageInfo, 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | 'endCursor'> }
  ) };

export type PredictiveProductsQueryVariables = StorefrontAPI.Exact<{
  term: StorefrontAPI.Scalars['String']['input'];
  limit: StorefrontAPI.Scalars['Int']['input'];
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type PredictiveProductsQuery = { predictiveSearch?: StorefrontAPI.Maybe<{ products: Array<(
      Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
      & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }> }
    )> }> };

export type SitemapProductsQueryVariables = StorefrontAPI.Exact<{
  country?: StorefrontAPI.InputMaybe<StorefrontAPI.CountryCode>;
  language?: StorefrontAPI.InputMaybe<StorefrontAPI.LanguageCode>;
}>;


export type SitemapProductsQuery = { products: { nodes: Array<(
      Pick<StorefrontAPI.Product, 'handle' | 'productType'>
      & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> } }
    )> } };

export type VariantPriceFragment = { price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> };

export type ProductSummaryFragment = Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>;

export type SearchProductFragment = (
  Pick<StorefrontAPI.Product, 'id' | 'handle' | 'title' | 'productType' | 'availableForSale'>
  & { collections: { nodes: Array<Pick<StorefrontAPI.Collection, 'handle'>> }, selectedOrFirstAvailableVariant?: StorefrontAPI.Maybe<{ price: Pick<StorefrontAPI.MoneyV2, 'amount' | 'currencyCode'>, compareAtPrice?: StorefrontAPI.Maybe<Pick<StorefrontAPI.MoneyV2, 'amount'>>, image?: StorefrontAPI.Maybe<Pick<StorefrontAPI.Image, 'url' | 'altText' | 'width' | 'height'>> }> }
);

interface GeneratedQueryTypes {
  "#graphql\n  query WarrantyBand($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        price {\n          amount\n        }\n        selectedOptions {\n          name\n          value\n        }\n      }\n    }\n  }\n": {return: WarrantyBandQuery, variables: WarrantyBandQueryVariables},
  "#graphql\n  query PermalinkVariants($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on ProductVariant {\n        id\n        availableForSale\n        title\n        product {\n          title\n        }\n      }\n    }\n  }\n": {return: PermalinkVariantsQuery, variables: PermalinkVariantsQueryVariables},
  "#graphql\n  query ConfiguratorProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductSummary\n        variants(first: 20) {\n          nodes {\n            id\n            title\n            sku\n            availableForSale\n            price {\n              amount\n            }\n            compareAtPrice {\n              amount\n            }\n            selectedOptions {\n              name\n              value\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    availableForSale\n  }\n\n": {return: ConfiguratorProductsQuery, variables: ConfiguratorProductsQueryVariables},
  "#graphql\n  query ProductDetail($handle: String!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    product(handle: $handle) {\n      id\n      title\n      handle\n      description\n      descriptionHtml\n      vendor\n      productType\n      availableForSale\n      collections(first: 3) {\n        nodes {\n          title\n          handle\n        }\n      }\n      variants(first: 20) {\n        nodes {\n          id\n          title\n          sku\n          barcode\n          availableForSale\n          ...VariantPrice\n          selectedOptions {\n            name\n            value\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment VariantPrice on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n": {return: ProductDetailQuery, variables: ProductDetailQueryVariables},
  "#graphql\n  query ListingProducts($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        id\n        priceRange {\n          minVariantPrice {\n            amount\n          }\n        }\n        compareAtPriceRange {\n          minVariantPrice {\n            amount\n          }\n        }\n      }\n    }\n  }\n": {return: ListingProductsQuery, variables: ListingProductsQueryVariables},
  "#graphql\n  query PackageMembers($ids: [ID!]!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    nodes(ids: $ids) {\n      ... on Product {\n        ...ProductSummary\n        variants(first: 1) {\n          nodes {\n            id\n            availableForSale\n            price {\n              amount\n            }\n          }\n        }\n      }\n    }\n  }\n  #graphql\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    availableForSale\n  }\n\n": {return: PackageMembersQuery, variables: PackageMembersQueryVariables},
  "#graphql\n  query CartRecommendations($productId: ID!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    complementary: productRecommendations(productId: $productId, intent: COMPLEMENTARY) {\n      ...SearchProduct\n    }\n    related: productRecommendations(productId: $productId, intent: RELATED) {\n      ...SearchProduct\n    }\n  }\n  #graphql\n  fragment SearchProduct on Product {\n    ...ProductSummary\n    collections(first: 1) {\n      nodes {\n        handle\n      }\n    }\n    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n      ...VariantPrice\n    }\n  }\n  #graphql\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    availableForSale\n  }\n\n  #graphql\n  fragment VariantPrice on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n\n": {return: CartRecommendationsQuery, variables: CartRecommendationsQueryVariables},
  "#graphql\n  query SearchProducts(\n    $term: String!\n    $sortKey: SearchSortKeys\n    $reverse: Boolean\n    $first: Int\n    $last: Int\n    $after: String\n    $before: String\n    $country: CountryCode\n    $language: LanguageCode\n  ) @inContext(country: $country, language: $language) {\n    search(\n      query: $term\n      types: [PRODUCT]\n      sortKey: $sortKey\n      reverse: $reverse\n      first: $first\n      last: $last\n      after: $after\n      before: $before\n      unavailableProducts: LAST\n    ) {\n      totalCount\n      nodes {\n        __typename\n        ...SearchProduct\n      }\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n    }\n  }\n  #graphql\n  fragment SearchProduct on Product {\n    ...ProductSummary\n    collections(first: 1) {\n      nodes {\n        handle\n      }\n    }\n    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n      ...VariantPrice\n    }\n  }\n  #graphql\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    availableForSale\n  }\n\n  #graphql\n  fragment VariantPrice on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n\n": {return: SearchProductsQuery, variables: SearchProductsQueryVariables},
  "#graphql\n  query PredictiveProducts($term: String!, $limit: Int!, $country: CountryCode, $language: LanguageCode)\n  @inContext(country: $country, language: $language) {\n    predictiveSearch(query: $term, limit: $limit, limitScope: EACH, types: [PRODUCT], unavailableProducts: LAST) {\n      products {\n        ...SearchProduct\n      }\n    }\n  }\n  #graphql\n  fragment SearchProduct on Product {\n    ...ProductSummary\n    collections(first: 1) {\n      nodes {\n        handle\n      }\n    }\n    selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) {\n      ...VariantPrice\n    }\n  }\n  #graphql\n  fragment ProductSummary on Product {\n    id\n    handle\n    title\n    productType\n    availableForSale\n  }\n\n  #graphql\n  fragment VariantPrice on ProductVariant {\n    price {\n      amount\n      currencyCode\n    }\n    compareAtPrice {\n      amount\n    }\n    image {\n      url\n      altText\n      width\n      height\n    }\n  }\n\n\n": {return: PredictiveProductsQuery, variables: PredictiveProductsQueryVariables},
  "#graphql\n  query SitemapProducts($country: CountryCode, $language: LanguageCode) @inContext(country: $country, language: $language) {\n    products(first: 100) {\n      nodes {\n        handle\n        productType\n        collections(first: 1) {\n          nodes {\n            handle\n          }\n        }\n      }\n    }\n  }\n": {return: SitemapProductsQuery, variables: SitemapProductsQueryVariables},
}

interface GeneratedMutationTypes {
  "#graphql\n  mutation CartMergeLines($cartId: ID!, $trail: [CartLineUpdateInput!]!, $merge: [CartLineInput!]!) {\n    trail: cartLinesUpdate(cartId: $cartId, lines: $trail) {\n      userErrors {\n        code\n        message\n      }\n    }\n    merge: cartLinesAdd(cartId: $cartId, lines: $merge) {\n      userErrors {\n        code\n        message\n      }\n    }\n  }\n": {return: CartMergeLinesMutation, variables: CartMergeLinesMutationVariables},
}

declare module '@shopify/hydrogen' {
  interface StorefrontQueries extends GeneratedQueryTypes {}
  interface StorefrontMutations extends GeneratedMutationTypes {}
}
