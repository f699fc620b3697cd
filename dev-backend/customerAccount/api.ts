import {createRequire} from 'node:module';
import {
  buildClientSchema,
  GraphQLError,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import {executeGraphQL, type GraphQLRequestBody, type GraphQLResult} from '../graphql/execute';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {variantById} from '../seed/catalog';
import type {OrderRecord} from '../store/types';
import {imageView, money, parseGid, variantImageUrl} from '../storefront/catalog';
import {addressView, sameAddress, validateAddress, type AddressInput, type AddressUserError} from './addresses';
import type {CustomerRecord, CustomerStore, MarketingState} from './store';

/** The Customer Account API version Hydrogen 2026.4 calls. */
export const CUSTOMER_ACCOUNT_API_VERSION = '2026-04';

const require = createRequire(import.meta.url);
let schema: GraphQLSchema | undefined;

/** Shopify's published Customer Account API schema, as Hydrogen ships it. */
export function customerAccountSchema(): GraphQLSchema {
  schema ??= buildClientSchema(require('@shopify/hydrogen/customer-account.schema.json') as IntrospectionQuery);
  return schema;
}

export interface CustomerAccountContext {
  customerId: number;
  store: CustomerStore;
  /** The backend's origin (product images) and the storefront's (an order's status page). */
  origin: string;
  storefrontUrl: string;
  /** The shop's consent reaches the CRM as Klaviyo's Shopify integration syncs it (decision 0134). */
  onMarketingChange: (email: string, state: MarketingState) => void;
}

const MAX_NAME = 255;

/** Runs one request for the signed-in customer. */
export function executeCustomerAccount(body: GraphQLRequestBody, ctx: CustomerAccountContext): Promise<GraphQLResult> {
  return executeGraphQL(
    customerAccountSchema(),
    'Customer Account API',
    body,
    (operation: OperationDefinitionNode | undefined) => ({
      rootValue: operation?.operation === 'mutation' ? mutations(ctx) : queries(ctx),
      contextValue: ctx,
    }),
  );
}

async function customerOf(ctx: CustomerAccountContext): Promise<CustomerRecord> {
  const customer = await ctx.store.byId(ctx.customerId);
  if (!customer) throw new GraphQLError('Customer not found', {extensions: {code: 'NOT_FOUND'}});
  return customer;
}

function queries(ctx: CustomerAccountContext) {
  return {
    customer: async () => customerView(await customerOf(ctx), ctx),
    order: async ({id}: {id: string}) => {
      const customer = await customerOf(ctx);
      const orderId = parseGid(id, 'Order');
      const order = (await ctx.store.orders(customer)).find((candidate) => candidate.id === orderId);
      return order ? orderView(order, ctx) : null;
    },
  };
}

function customerView(customer: CustomerRecord, ctx: CustomerAccountContext) {
  const addresses = () => ctx.store.addresses(customer.id);
  return {
    id: `gid://shopify/Customer/${customer.id}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: [customer.firstName, customer.lastName].filter(Boolean).join(' ') || customer.email,
    emailAddress: {emailAddress: customer.email, marketingState: customer.marketingState},
    phoneNumber: null,
    createdAt: customer.createdAt,
    creationDate: customer.createdAt,
    tags: [],
    defaultAddress: async () => {
      const address = (await addresses()).find((candidate) => candidate.id === customer.defaultAddressId);
      return address ? addressView(address) : null;
    },
    addresses: async (args: ConnectionArgs & {skipDefault?: boolean}) => {
      const list = (await addresses()).filter(
        (address) => !args.skipDefault || address.id !== customer.defaultAddressId,
      );
      return connection(list.map(addressView), args, (address) => address.id);
    },
    orders: async (args: ConnectionArgs & {sortKey?: string; query?: string | null}) => {
      const orders = filterOrders(await ctx.store.orders(customer), args.query ?? null);
      return connection(
        sortOrders(orders, args.sortKey ?? 'ID').map((order) => orderView(order, ctx)),
        args,
        (order) => order.id,
      );
    },
  };
}

/** Shopify's search syntax as the starter uses it: `name:1001 AND confirmation_number:ABC`, or a bare term. */
export function filterOrders(orders: OrderRecord[], query: string | null): OrderRecord[] {
  const terms = (query ?? '').split(/\s+/).filter((term) => term && term.toUpperCase() !== 'AND');
  return orders.filter((order) =>
    terms.every((term) => {
      const [field, ...rest] = term.split(':');
      const value = rest
        .join(':')
        .replace(/^["']|["']$/g, '')
        .toLowerCase();
      if (rest.length === 0) return order.name.toLowerCase().includes(term.toLowerCase().replace(/^#?/, '#'));
      if (field === 'name') return order.name.toLowerCase() === `#${value.replace(/^#/, '')}`;
      if (field === 'confirmation_number') return (order.confirmationNumber ?? '').toLowerCase() === value;
      return false;
    }),
  );
}

function sortOrders(orders: OrderRecord[], sortKey: string): OrderRecord[] {
  const key: Record<string, (order: OrderRecord) => number> = {
    CREATED_AT: (order) => Date.parse(order.createdAt),
    PROCESSED_AT: (order) => Date.parse(order.createdAt),
    UPDATED_AT: (order) => Date.parse(order.createdAt),
    TOTAL_PRICE: (order) => order.total,
    ORDER_NUMBER: (order) => order.number,
    ID: (order) => order.id,
  };
  const by = key[sortKey] ?? key.ID!;
  return [...orders].sort((a, b) => by(a) - by(b) || a.id - b.id);
}

function orderView(order: OrderRecord, ctx: CustomerAccountContext) {
  const cash = (amount: number) => money(amount, order.market);
  const applications = new Map<string, {title: string; code?: string; amount: number}>();
  for (const allocation of order.lineItems.flatMap((line) => line.discountAllocations)) {
    const key = allocation.code ?? allocation.title;
    const application = applications.get(key) ?? {
      title: allocation.title,
      ...(allocation.code ? {code: allocation.code} : {}),
      amount: 0,
    };
    application.amount = Math.round((application.amount + allocation.amount) * 100) / 100;
    applications.set(key, application);
  }
  const applicationView = (key: string) => {
    const application = applications.get(key);
    if (!application) throw new GraphQLError(`No discount application ${key}`);
    return {
      key,
      __typename: application.code ? 'DiscountCodeApplication' : 'AutomaticDiscountApplication',
      ...(application.code ? {code: application.code} : {title: application.title}),
      value: {__typename: 'MoneyV2', ...cash(application.amount)},
      allocationMethod: 'ACROSS',
      targetSelection: application.code ? 'ALL' : 'ENTITLED',
      targetType: 'LINE_ITEM',
    };
  };
  const lineItems = order.lineItems.map((line, index) => {
    const ref = variantById(line.variantId);
    const discount = line.discountAllocations.reduce((sum, allocation) => sum + allocation.amount, 0);
    return {
      id: `gid://shopify/LineItem/${order.id}${String(index + 1).padStart(3, '0')}`,
      title: line.title,
      name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
      variantTitle: line.variantTitle,
      sku: line.sku,
      vendor: line.vendor,
      productType: line.productType,
      quantity: line.quantity,
      productId: `gid://shopify/Product/${line.productId}`,
      variantId: `gid://shopify/ProductVariant/${line.variantId}`,
      price: cash(line.originalUnitPrice),
      totalDiscount: cash(Math.round(discount * 100) / 100),
      totalPriceBeforeDiscounts: cash(Math.round(line.originalUnitPrice * line.quantity * 100) / 100),
      totalPriceWithDiscounts: cash(line.discountedTotal),
      customAttributes: line.customAttributes,
      discountAllocations: line.discountAllocations.map((allocation) => ({
        allocatedAmount: cash(allocation.amount),
        discountApplication: applicationView(allocation.code ?? allocation.title),
      })),
      image: ref
        ? imageView(
            variantImageUrl(ref.product, ref.variant, ctx),
            line.title,
            `gid://shopify/ProductImage/${line.variantId}`,
          )
        : null,
    };
  });
  const {countryCode, provinceCode, phone, ...shipping} = order.shippingAddress;
  const localePrefix = order.market === 'GB' ? '/en-GB' : '';
  return {
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    number: order.number,
    confirmationNumber: order.confirmationNumber ?? null,
    email: order.email,
    statusPageUrl: `${ctx.storefrontUrl.replace(/\/$/, '')}${localePrefix}/order/${order.id}?key=${order.key}`,
    processedAt: order.createdAt,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
    currencyCode: order.currency,
    // The dev gateway captures at checkout and nothing ships from the dev backend.
    financialStatus: 'PAID',
    fulfillmentStatus: 'UNFULFILLED',
    fulfillments: (args: ConnectionArgs) => connection([], args, () => ''),
    requiresShipping: true,
    edited: false,
    subtotal: cash(order.subtotal),
    subtotalBeforeDiscounts: cash(Math.round((order.subtotal + order.totalDiscounts) * 100) / 100),
    totalTax: cash(order.totalTax),
    totalShipping: cash(order.shipping),
    totalPrice: cash(order.total),
    totalRefunded: cash(0),
    shippingAddress: addressView({
      ...shipping,
      id: `gid://shopify/CustomerAddress/${order.id}`,
      company: null,
      territoryCode: countryCode,
      zoneCode: provinceCode,
      phoneNumber: phone,
    }),
    discountApplications: (args: ConnectionArgs) =>
      connection([...applications.keys()].map(applicationView), args, (application) => application.key),
    lineItems: (args: ConnectionArgs) => connection(lineItems, args, (line) => line.id),
  };
}

const addressError = (code: string, field: string[], message: string): AddressUserError => ({code, field, message});

function mutations(ctx: CustomerAccountContext) {
  const {store} = ctx;
  const owned = async (customer: CustomerRecord, addressId: string) => {
    const id = parseGid(addressId, 'CustomerAddress');
    return (await store.addresses(customer.id)).find((address) => address.id === id) ?? null;
  };
  const missing = {
    customerAddress: null,
    userErrors: [addressError('ADDRESS_ID_DOES_NOT_EXIST', ['addressId'], 'Address does not exist.')],
  };

  return {
    customerAddressCreate: async ({
      address,
      defaultAddress,
    }: {
      address: AddressInput;
      defaultAddress?: boolean | null;
    }) => {
      const customer = await customerOf(ctx);
      const checked = validateAddress(address, null);
      if (!checked.ok) return {customerAddress: null, userErrors: checked.errors};
      if ((await store.addresses(customer.id)).some((existing) => sameAddress(existing, checked.fields))) {
        return {
          customerAddress: null,
          userErrors: [addressError('CUSTOMER_ADDRESS_ALREADY_EXISTS', ['address'], 'Address already exists.')],
        };
      }
      const created = await store.addAddress(customer, checked.fields, defaultAddress === true);
      return {customerAddress: addressView(created), userErrors: []};
    },
    customerAddressUpdate: async ({
      address,
      addressId,
      defaultAddress,
    }: {
      address?: AddressInput | null;
      addressId: string;
      defaultAddress?: boolean | null;
    }) => {
      const customer = await customerOf(ctx);
      const existing = await owned(customer, addressId);
      if (!existing) return missing;
      if (defaultAddress === false && customer.defaultAddressId === existing.id) {
        return {
          customerAddress: null,
          userErrors: [
            addressError(
              'DEMOTING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
              ['defaultAddress'],
              'The default address cannot be demoted; make another address the default instead.',
            ),
          ],
        };
      }
      let next = existing;
      if (address) {
        const checked = validateAddress(address, existing);
        if (!checked.ok) return {customerAddress: null, userErrors: checked.errors};
        next = {...existing, ...checked.fields};
        await store.saveAddress(next);
      } else if (defaultAddress == null) {
        return {
          customerAddress: null,
          userErrors: [addressError('ADDRESS_ARGUMENT_EMPTY', ['address'], 'Address argument is empty.')],
        };
      }
      if (defaultAddress === true) await store.save({...customer, defaultAddressId: existing.id});
      return {customerAddress: addressView(next), userErrors: []};
    },
    customerAddressDelete: async ({addressId}: {addressId: string}) => {
      const customer = await customerOf(ctx);
      const existing = await owned(customer, addressId);
      if (!existing) return {deletedAddressId: null, userErrors: missing.userErrors};
      if (customer.defaultAddressId === existing.id) {
        return {
          deletedAddressId: null,
          userErrors: [
            addressError(
              'DELETING_CUSTOMER_DEFAULT_ADDRESS_NOT_ALLOWED',
              ['addressId'],
              'The default address cannot be deleted.',
            ),
          ],
        };
      }
      await store.deleteAddress(existing);
      return {deletedAddressId: addressId, userErrors: []};
    },
    customerUpdate: async ({input}: {input: {firstName?: string | null; lastName?: string | null}}) => {
      const customer = await customerOf(ctx);
      const fields = (['firstName', 'lastName'] as const).filter((field) => input[field] !== undefined);
      if (fields.length === 0)
        return {
          customer: null,
          userErrors: [{code: 'CUSTOMER_INPUT_ARGUMENT_EMPTY', field: ['input'], message: 'Input is empty.'}],
        };
      const userErrors = fields.flatMap((field) => {
        const value = input[field] ?? '';
        if (/<[^>]*>/.test(value))
          return [{code: 'CONTAINS_HTML_TAGS', field: ['input', field], message: `${field} cannot contain HTML tags.`}];
        if (/(https?:\/\/|www\.)/i.test(value))
          return [{code: 'CONTAINS_URL', field: ['input', field], message: `${field} cannot contain a URL.`}];
        if (value.length > MAX_NAME)
          return [
            {
              code: 'TOO_LONG',
              field: ['input', field],
              message: `${field} is too long (maximum is ${MAX_NAME} characters).`,
            },
          ];
        return [];
      });
      if (userErrors.length > 0) return {customer: null, userErrors};
      const next = {...customer};
      for (const field of fields) next[field] = input[field]?.trim() || null;
      await store.save(next);
      return {customer: customerView(next, ctx), userErrors: []};
    },
    customerEmailMarketingSubscribe: async () => {
      const customer = await customerOf(ctx);
      if (customer.marketingState === 'SUBSCRIBED') {
        return {
          emailAddress: null,
          userErrors: [{code: 'CUSTOMER_ALREADY_SUBSCRIBED', field: null, message: 'Customer is already subscribed.'}],
        };
      }
      return changeMarketing(customer, 'SUBSCRIBED');
    },
    customerEmailMarketingUnsubscribe: async () => changeMarketing(await customerOf(ctx), 'UNSUBSCRIBED'),
  };

  async function changeMarketing(customer: CustomerRecord, state: MarketingState) {
    if (customer.marketingState !== state) {
      await store.save({...customer, marketingState: state});
      ctx.onMarketingChange(customer.email, state);
    }
    return {emailAddress: {emailAddress: customer.email, marketingState: state}, userErrors: []};
  }
}
