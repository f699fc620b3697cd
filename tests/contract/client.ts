import {expect, inject} from 'vitest';

export const contract = () => inject('contract');

/** Response shapes the assertions check field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

export interface GraphQLResponse<T> {
  status: number;
  data: T;
  errors?: Array<{message: string; extensions?: Record<string, unknown>; path?: unknown[]}>;
}

async function post<T>(
  url: string,
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: JSON.stringify({query, variables}),
  });
  const body = (await response.json()) as {data: T; errors?: GraphQLResponse<T>['errors']};
  return {status: response.status, data: body.data, errors: body.errors} satisfies GraphQLResponse<T>;
}

/** A Storefront API request; `country` goes into @inContext as Hydrogen sends it. */
export function storefront<T = Loose>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const {storeOrigin, storefrontToken} = contract();
  return post<T>(
    `${storeOrigin}/api/2026-04/graphql.json`,
    {'X-Shopify-Storefront-Access-Token': token ?? storefrontToken},
    query,
    variables,
  );
}

export function admin<T = Loose>(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const {storeOrigin, adminToken} = contract();
  return post<T>(
    `${storeOrigin}/admin/api/2026-04/graphql.json`,
    {'X-Shopify-Access-Token': token ?? adminToken},
    query,
    variables,
  );
}

/** Fails with the GraphQL errors, for requests that must succeed. */
export function ok<T>(response: GraphQLResponse<T>): T {
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  expect(response.status).toBe(200);
  return response.data;
}

export const variantGid = (id: number) => `gid://shopify/ProductVariant/${id}`;

/** Looks up a variant id by product handle and colour name (or the first variant). */
export async function variantId(handle: string, color?: string): Promise<string> {
  const data = ok(
    await storefront<{
      product: {variants: {nodes: Array<{id: string; selectedOptions: Array<{name: string; value: string}>}>}};
    }>(
      `query V($handle: String!) { product(handle: $handle) { variants(first: 20) { nodes { id selectedOptions { name value } } } } }`,
      {handle},
    ),
  );
  const variants = data.product.variants.nodes;
  const found = color
    ? variants.find((variant) =>
        variant.selectedOptions.some((option) => option.name === 'Color' && option.value === color),
      )
    : variants[0];
  if (!found) throw new Error(`No variant ${handle} ${color ?? ''}`);
  return found.id;
}

export const CART_FIELDS = `
  id
  checkoutUrl
  totalQuantity
  buyerIdentity { countryCode }
  attributes { key value }
  discountCodes { code applicable }
  cost { subtotalAmount { amount currencyCode } totalAmount { amount currencyCode } }
  lines(first: 50) {
    nodes {
      id
      quantity
      attributes { key value }
      cost {
        amountPerQuantity { amount currencyCode }
        compareAtAmountPerQuantity { amount }
        subtotalAmount { amount }
        totalAmount { amount currencyCode }
      }
      discountAllocations { discountedAmount { amount } ... on CartAutomaticDiscountAllocation { title } }
      merchandise { ... on ProductVariant { id title sku product { handle title collections(first: 3) { nodes { title } } } } }
    }
  }
`;

export interface CartLine {
  id: string;
  quantity: number;
  attributes: Array<{key: string; value: string}>;
  cost: {
    amountPerQuantity: {amount: string; currencyCode: string};
    compareAtAmountPerQuantity: {amount: string} | null;
    subtotalAmount: {amount: string};
    totalAmount: {amount: string; currencyCode: string};
  };
  discountAllocations: Array<{discountedAmount: {amount: string}; title?: string}>;
  merchandise: {
    id: string;
    title: string;
    sku: string;
    product: {handle: string; title: string; collections: {nodes: Array<{title: string}>}};
  };
}

export interface Cart {
  id: string;
  checkoutUrl: string;
  totalQuantity: number;
  buyerIdentity: {countryCode: string};
  attributes: Array<{key: string; value: string}>;
  discountCodes: Array<{code: string; applicable: boolean}>;
  cost: {subtotalAmount: {amount: string; currencyCode: string}; totalAmount: {amount: string; currencyCode: string}};
  lines: {nodes: CartLine[]};
}

export interface CartPayload {
  cart: Cart | null;
  userErrors: Array<{code: string; field: string[] | null; message: string}>;
  warnings: Array<{code: string; message: string; target: string}>;
}

export async function createCart(
  lines: Array<{merchandiseId: string; quantity?: number; attributes?: Array<{key: string; value: string}>}>,
  country: 'US' | 'GB' = 'US',
): Promise<CartPayload> {
  const data = ok(
    await storefront<{cartCreate: CartPayload}>(
      `mutation Create($input: CartInput!, $country: CountryCode) @inContext(country: $country) {
        cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { code field message } warnings { code message target } }
      }`,
      {input: {lines, buyerIdentity: {countryCode: country}}, country},
    ),
  );
  return data.cartCreate;
}

export async function getCart(id: string): Promise<Cart | null> {
  const data = ok(
    await storefront<{cart: Cart | null}>(`query Get($id: ID!) { cart(id: $id) { ${CART_FIELDS} } }`, {id}),
  );
  return data.cart;
}

export async function cartMutation(
  name: string,
  args: string,
  variables: Record<string, unknown>,
): Promise<CartPayload> {
  const data = ok(
    await storefront<Record<string, CartPayload>>(
      `mutation M(${args}) { ${name}(${Object.keys(variables)
        .map((key) => `${key}: $${key}`)
        .join(', ')}) { cart { ${CART_FIELDS} } userErrors { code field message } warnings { code message target } } }`,
      variables,
    ),
  );
  const payload = data[name];
  if (!payload) throw new Error(`No ${name} in the response`);
  return payload;
}

export const amount = (money: {amount: string}) => Number(money.amount);
