import {createHash, randomUUID} from 'node:crypto';
import {createServer, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';

/**
 * A small Customer Account API for the worker tests, standing in for the dev backend's until it has
 * one: the OAuth endpoints at Shopify's paths (authorize signs `email` in at once; token checks the
 * client, the redirect URI and PKCE as Shopify does) and the GraphQL operations the account pages send.
 */
export const SHOP_ID = '80000000001';
export const CLIENT_ID = 'shp_keel-test-customer-account-client';

interface Address {
  id: string;
  firstName: string;
  lastName: string;
  address1: string;
  city: string;
  zip: string;
  territoryCode: string;
  zoneCode: string;
}

const money = (amount: string, currencyCode: string) => ({amount, currencyCode});

/** Two orders, the newer in pounds, as the API answers them (newest first when asked with reverse: true). */
const ORDERS = [
  {
    id: 'gid://shopify/Order/5002',
    number: 1002,
    name: '#1002',
    confirmationNumber: 'KEEL1002',
    processedAt: '2026-11-20T10:00:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'FULFILLED',
    total: money('1199.0', 'GBP'),
  },
  {
    id: 'gid://shopify/Order/5001',
    number: 1001,
    name: '#1001',
    confirmationNumber: 'KEEL1001',
    processedAt: '2026-10-02T09:00:00Z',
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    total: money('2495.0', 'USD'),
  },
];

export interface FakeCustomerAccount {
  origin: string;
  /** Every request the fake received: path, headers and body (the tests look for leaks and PKCE). */
  requests: {path: string; headers: Record<string, string | string[] | undefined>; body: string}[];
  /** Access tokens issued so far. */
  tokens: string[];
  /** Operation names received at the GraphQL endpoint, with their variables. */
  operations: {name: string; variables: Record<string, unknown>}[];
  addresses: Address[];
  marketingState: 'SUBSCRIBED' | 'NOT_SUBSCRIBED' | 'UNSUBSCRIBED';
  close(): Promise<void>;
}

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += String(chunk)));
    request.on('end', () => resolve(body));
  });

const base64Url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export async function startFakeCustomerAccount(): Promise<FakeCustomerAccount> {
  const codes = new Map<string, {challenge: string; redirectUri: string; nonce: string}>();
  const fake: FakeCustomerAccount = {
    origin: '',
    requests: [],
    tokens: [],
    operations: [],
    addresses: [
      {
        id: 'gid://shopify/CustomerAddress/7001',
        firstName: 'Rowan',
        lastName: 'Ash',
        address1: '1 River Road',
        city: 'Portland',
        zip: '97201',
        territoryCode: 'US',
        zoneCode: 'OR',
      },
    ],
    marketingState: 'NOT_SUBSCRIBED',
    close: async () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = await read(request);
    fake.requests.push({path: url.pathname + url.search, headers: request.headers, body});
    const json = (status: number, value: unknown) =>
      response.writeHead(status, {'Content-Type': 'application/json'}).end(JSON.stringify(value));
    const auth = `/authentication/${SHOP_ID}`;

    if (url.pathname === `${auth}/oauth/authorize`) {
      const params = url.searchParams;
      const redirectUri = params.get('redirect_uri') ?? '';
      if (
        params.get('client_id') !== CLIENT_ID ||
        params.get('response_type') !== 'code' ||
        params.get('code_challenge_method') !== 'S256' ||
        !redirectUri.startsWith('https://')
      ) {
        return response.writeHead(400).end('invalid_request');
      }
      const code = randomUUID();
      codes.set(code, {challenge: params.get('code_challenge') ?? '', redirectUri, nonce: params.get('nonce') ?? ''});
      return response
        .writeHead(302, {Location: `${redirectUri}?${new URLSearchParams({code, state: params.get('state') ?? ''})}`})
        .end();
    }
    if (url.pathname === `${auth}/oauth/token` && request.method === 'POST') {
      const form = new URLSearchParams(body);
      const grant = codes.get(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const pkce = grant && base64Url(createHash('sha256').update(verifier).digest()) === grant.challenge;
      if (
        form.get('grant_type') !== 'authorization_code' ||
        form.get('client_id') !== CLIENT_ID ||
        !grant ||
        grant.redirectUri !== form.get('redirect_uri') ||
        !pkce
      ) {
        return json(400, {error: 'invalid_grant'});
      }
      codes.delete(form.get('code') ?? '');
      const accessToken = `shcat_${randomUUID()}`;
      fake.tokens.push(accessToken);
      const idToken = [
        base64Url('{"alg":"none"}'),
        base64Url(JSON.stringify({nonce: grant.nonce, sub: 'rowan'})),
        'sig',
      ].join('.');
      return json(200, {
        access_token: accessToken,
        expires_in: 3600,
        id_token: idToken,
        refresh_token: `shcrt_${randomUUID()}`,
        token_type: 'Bearer',
      });
    }
    if (url.pathname === `${auth}/logout`) {
      return response.writeHead(302, {Location: url.searchParams.get('post_logout_redirect_uri') ?? '/'}).end();
    }
    if (
      new RegExp(`^/${SHOP_ID}/account/customer/api/[\\w-]+/graphql$`).test(url.pathname) &&
      request.method === 'POST'
    ) {
      if (!fake.tokens.includes(String(request.headers.authorization)))
        return json(401, {errors: [{message: 'Unauthorized'}]});
      const {query, variables} = JSON.parse(body) as {query: string; variables: Record<string, unknown>};
      const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '';
      fake.operations.push({name, variables});
      return json(200, {data: answer(fake, name, variables)});
    }
    response.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

const addressNode = (address: Address) => ({
  ...address,
  company: null,
  address2: null,
  phoneNumber: null,
  formatted: [
    `${address.firstName} ${address.lastName}`,
    address.address1,
    `${address.city} ${address.zoneCode} ${address.zip}`,
    address.territoryCode === 'GB' ? 'United Kingdom' : 'United States',
  ],
});

/** userErrors as the real API words them (codes of UserErrorsCustomerAddressUserErrorsCode). */
function addressErrors(input: Partial<Address>) {
  if (!input.territoryCode)
    return [
      {code: 'TERRITORY_CODE_MISSING', field: ['address', 'territoryCode'], message: 'Territory code is missing'},
    ];
  if (input.territoryCode === 'US' && !/^\d{5}(-\d{4})?$/.test(input.zip ?? ''))
    return [{code: 'INVALID_FOR_COUNTRY', field: ['address', 'zip'], message: 'Zip is invalid for United States'}];
  return [];
}

function answer(fake: FakeCustomerAccount, name: string, variables: Record<string, unknown>): unknown {
  const customer = {id: 'gid://shopify/Customer/9001', firstName: 'Rowan', lastName: 'Ash'};
  switch (name) {
    case 'CustomerProfile':
      return {
        customer: {
          firstName: customer.firstName,
          lastName: customer.lastName,
          emailAddress: {emailAddress: 'rowan@example.com', marketingState: fake.marketingState},
        },
      };
    case 'CustomerDetails':
      return {
        customer: {
          ...customer,
          defaultAddress: fake.addresses[0] ? addressNode(fake.addresses[0]) : null,
          addresses: {nodes: fake.addresses.map(addressNode)},
        },
      };
    case 'CustomerOrders':
      return {
        customer: {
          orders: {
            nodes: ORDERS.map(({total, name: _name, ...order}) => ({
              ...order,
              totalPrice: total,
              fulfillments: {nodes: [{status: order.fulfillmentStatus === 'FULFILLED' ? 'SUCCESS' : 'OPEN'}]},
            })),
            pageInfo: {hasPreviousPage: false, hasNextPage: true, startCursor: 'c-start', endCursor: 'c-end'},
          },
        },
      };
    case 'Order': {
      const order = ORDERS.find((candidate) => candidate.id === variables.orderId);
      if (!order) return {order: null};
      const currency = order.total.currencyCode;
      return {
        order: {
          id: order.id,
          name: order.name,
          confirmationNumber: order.confirmationNumber,
          statusPageUrl: `https://shopify.com/${SHOP_ID}/account/orders/${order.number}`,
          fulfillmentStatus: order.fulfillmentStatus,
          processedAt: order.processedAt,
          fulfillments: {nodes: [{status: 'SUCCESS'}]},
          totalTax: money('199.83', currency),
          totalPrice: order.total,
          subtotal: money('1249.0', currency),
          shippingAddress: {
            name: 'Imogen Hale',
            formatted: ['Imogen Hale', '2 Quay Street', 'Bristol', 'BS1 4DJ', 'United Kingdom'],
            formattedArea: 'Bristol, United Kingdom',
          },
          discountApplications: {nodes: [{value: {__typename: 'MoneyV2', ...money('50.0', currency)}}]},
          lineItems: {
            nodes: [
              {
                id: 'gid://shopify/LineItem/1',
                title: 'Keel Pro Rower',
                quantity: 1,
                price: money('1249.0', currency),
                discountAllocations: [
                  {
                    allocatedAmount: money('50.0', currency),
                    discountApplication: {value: {__typename: 'MoneyV2', ...money('50.0', currency)}},
                  },
                ],
                totalDiscount: money('50.0', currency),
                image: null,
                variantTitle: 'Walnut',
              },
            ],
          },
        },
      };
    }
    case 'customerAddressCreate': {
      const input = variables.address as Partial<Address>;
      const userErrors = addressErrors(input);
      if (userErrors.length) return {customerAddressCreate: {customerAddress: null, userErrors}};
      const created = {...(input as Address), id: `gid://shopify/CustomerAddress/${7001 + fake.addresses.length}`};
      fake.addresses.push(created);
      return {customerAddressCreate: {customerAddress: {id: created.id}, userErrors: []}};
    }
    case 'customerAddressUpdate': {
      const index = fake.addresses.findIndex((address) => address.id === variables.addressId);
      const input = variables.address as Partial<Address>;
      const userErrors =
        index < 0
          ? [{code: 'ADDRESS_ID_DOES_NOT_EXIST', field: ['addressId'], message: 'Address does not exist'}]
          : addressErrors(input);
      if (userErrors.length) return {customerAddressUpdate: {customerAddress: null, userErrors}};
      fake.addresses[index] = {...fake.addresses[index], ...input} as Address;
      return {customerAddressUpdate: {customerAddress: {id: variables.addressId}, userErrors: []}};
    }
    case 'customerAddressDelete':
      fake.addresses = fake.addresses.filter((address) => address.id !== variables.addressId);
      return {customerAddressDelete: {deletedAddressId: variables.addressId, userErrors: []}};
    case 'customerUpdate':
      return {
        customerUpdate: {
          customer: {
            ...(variables.customer as object),
            emailAddress: {emailAddress: 'rowan@example.com'},
            phoneNumber: null,
          },
          userErrors: [],
        },
      };
    case 'customerEmailMarketingSubscribe':
      fake.marketingState = 'SUBSCRIBED';
      return {
        customerEmailMarketingSubscribe: {
          emailAddress: {emailAddress: 'rowan@example.com', marketingState: 'SUBSCRIBED'},
          userErrors: [],
        },
      };
    case 'customerEmailMarketingUnsubscribe':
      fake.marketingState = 'UNSUBSCRIBED';
      return {
        customerEmailMarketingUnsubscribe: {
          emailAddress: {emailAddress: 'rowan@example.com', marketingState: 'UNSUBSCRIBED'},
          userErrors: [],
        },
      };
    default:
      return null;
  }
}
