import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {buildSchema, execute, type GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema} from 'graphql';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {strictFieldResolver} from '../graphql/strict';
import {PACKAGES, packageFullPrice, productByHandle, type SeedPackage} from '../seed/catalog';
import type {CommerceStore} from '../store/db';
import type {MailingAddressRecord, OrderLineRecord, OrderRecord} from '../store/types';
import {formatError, type GraphQLRequestBody, type GraphQLResult} from '../graphql/execute';
import {collectionGid, money, productGid, variantGid} from '../storefront/catalog';

const SCHEMA_FILE = fileURLToPath(new URL('./schema.graphql', import.meta.url));

let schema: GraphQLSchema | undefined;

export function adminSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  return schema;
}

/** Where a package's discount record keeps its products and image (rules:order-fields, Package). */
export const PACKAGE_METAFIELD = {namespace: 'custom', key: 'package'} as const;

export function orderGid(id: number): string {
  return `gid://shopify/Order/${id}`;
}

export function discountGid(pkg: SeedPackage): string {
  return `gid://shopify/DiscountAutomaticNode/${pkg.discountId}`;
}

/** The order status URL carries the order's secret key, as Shopify's does. */
export function statusPageUrl(origin: string, order: Pick<OrderRecord, 'id' | 'key'>): string {
  return `${origin}/orders/${order.id}/authenticate?key=${order.key}`;
}

function bag(amount: number, order: Pick<OrderRecord, 'market'>) {
  // The dev shop sells in each market's own currency; shop and presentment money agree.
  const value = money(amount, order.market);
  return {shopMoney: value, presentmentMoney: value};
}

function addressView(address: MailingAddressRecord) {
  return {
    name: address.name,
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    province: address.province,
    provinceCode: address.provinceCode,
    zip: address.zip,
    country: address.country,
    countryCodeV2: address.countryCode,
    phone: address.phone,
  };
}

function lineItemView(order: OrderRecord, line: OrderLineRecord, index: number) {
  const product = productByHandle(line.productHandle);
  const discount = line.discountAllocations.reduce((sum, allocation) => sum + allocation.amount, 0);
  return {
    id: `gid://shopify/LineItem/${order.id}${index + 1}`,
    title: line.title,
    name: line.variantTitle ? `${line.title} - ${line.variantTitle}` : line.title,
    variantTitle: line.variantTitle,
    sku: line.sku,
    vendor: line.vendor,
    quantity: line.quantity,
    originalUnitPriceSet: bag(line.originalUnitPrice, order),
    discountedUnitPriceSet: bag(Math.round((line.discountedTotal / Math.max(line.quantity, 1)) * 100) / 100, order),
    originalTotalSet: bag(line.originalUnitPrice * line.quantity, order),
    discountedTotalSet: bag(line.discountedTotal, order),
    totalDiscountSet: bag(discount, order),
    discountAllocations: line.discountAllocations.map((allocation, allocationIndex) => ({
      allocatedAmountSet: bag(allocation.amount, order),
      discountApplication: {
        __typename: allocation.code ? 'DiscountCodeApplication' : 'AutomaticDiscountApplication',
        allocationMethod: 'ACROSS',
        index: allocationIndex,
        targetSelection: allocation.code ? 'ALL' : 'EXPLICIT',
        targetType: 'LINE_ITEM',
        value: {__typename: 'MoneyV2', ...money(allocation.amount, order.market)},
        title: allocation.title,
        code: allocation.code ?? '',
      },
    })),
    customAttributes: line.customAttributes,
    product: product
      ? {
          id: productGid(product.id),
          title: product.title,
          handle: product.handle,
          productType: product.productType,
          vendor: line.vendor,
          collections: (args: ConnectionArgs) =>
            connection(
              line.collections.map((title, collectionIndex) => ({
                id: collectionGid(collectionIndex + 1),
                title,
                handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
              })),
              args,
              (collection) => collection.id,
            ),
        }
      : null,
    variant: {
      id: variantGid(line.variantId),
      title: line.variantTitle ?? 'Default Title',
      sku: line.sku,
      barcode: null,
    },
  };
}

export function orderView(order: OrderRecord, origin: string) {
  const shippingLine = {
    id: `gid://shopify/ShippingLine/${order.id}`,
    title: 'Standard delivery',
    code: 'STANDARD',
    originalPriceSet: bag(order.shipping, order),
    discountedPriceSet: bag(order.shipping, order),
  };
  const lineItems = order.lineItems.map((line, index) => lineItemView(order, line, index));
  return {
    id: orderGid(order.id),
    name: order.name,
    email: order.email,
    phone: order.phone,
    note: null,
    createdAt: order.createdAt,
    processedAt: order.createdAt,
    currencyCode: order.currency,
    presentmentCurrencyCode: order.currency,
    discountCode: order.discountCode,
    discountCodes: order.discountCode ? [order.discountCode] : [],
    subtotalPriceSet: bag(order.subtotal, order),
    totalDiscountsSet: bag(order.totalDiscounts, order),
    totalPriceSet: bag(order.total, order),
    totalTaxSet: bag(order.totalTax, order),
    totalShippingPriceSet: bag(order.shipping, order),
    shippingAddress: addressView(order.shippingAddress),
    billingAddress: addressView(order.shippingAddress),
    shippingLines: (args: ConnectionArgs) => connection([shippingLine], args, (line) => String(line.id)),
    transactions: () => [
      {
        id: `gid://shopify/OrderTransaction/${order.id}`,
        kind: 'SALE',
        status: 'SUCCESS',
        gateway: order.gateway,
        formattedGateway: order.gateway,
        amountSet: bag(order.total, order),
      },
    ],
    lineItems: (args: ConnectionArgs) => connection(lineItems, args, (line) => line.id),
    customAttributes: order.customAttributes,
    statusPageUrl: statusPageUrl(origin, order),
    // Orders stored before the field existed have none, as Shopify's older orders.
    confirmationNumber: order.confirmationNumber ?? null,
    displayFinancialStatus: 'PAID',
    displayFulfillmentStatus: 'UNFULFILLED',
  };
}

/** The package discount record: its metafield holds the JSON of its products and image. */
export function discountNodeView(pkg: SeedPackage, origin: string) {
  const value = JSON.stringify({
    products: pkg.members.map((handle) => ({productId: productGid(productByHandle(handle)?.id ?? 0)})),
    imageUrl: `${origin}/cdn/shop/packages/${pkg.handle}.svg`,
  });
  const savings = packageFullPrice(pkg, 'US') - pkg.discounted.US;
  return {
    id: discountGid(pkg),
    discount: {
      __typename: 'DiscountAutomaticBasic',
      title: pkg.title,
      status: 'ACTIVE',
      summary: `$${savings}.00 off the ${pkg.title}`,
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: null,
    },
    metafield: (args: {namespace?: string | null; key: string}) =>
      args.namespace === PACKAGE_METAFIELD.namespace && args.key === PACKAGE_METAFIELD.key
        ? {
            id: `gid://shopify/Metafield/${pkg.discountId}`,
            namespace: PACKAGE_METAFIELD.namespace,
            key: PACKAGE_METAFIELD.key,
            type: 'json',
            value,
            jsonValue: JSON.parse(value) as unknown,
          }
        : null,
  };
}

function findPackage(id: string): SeedPackage | undefined {
  const number = /^gid:\/\/shopify\/Discount(?:Automatic)?Node\/(\d+)$/.exec(id)?.[1];
  return PACKAGES.find((pkg) => String(pkg.discountId) === number);
}

export async function executeAdmin(
  body: GraphQLRequestBody,
  {origin, store}: {origin: string; store: CommerceStore},
): Promise<GraphQLResult> {
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return {status: 400, body: {errors: [{message: 'Parameter Missing or Invalid: query'}]}};
  }
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    return {status: 200, body: {errors: [formatError(error as GraphQLError, 'PARSE_ERROR')]}};
  }
  const errors = validate(adminSchema(), document);
  if (errors.length)
    return {status: 200, body: {errors: errors.map((error) => formatError(error, 'GRAPHQL_VALIDATION_FAILED'))}};

  const rootValue = {
    order: async (args: {id: string}) => {
      const id = /^gid:\/\/shopify\/Order\/(\d+)$/.exec(args.id)?.[1];
      const order = id ? await store.getOrder(Number(id)) : null;
      return order ? orderView(order, origin) : null;
    },
    orders: async (args: ConnectionArgs) => {
      const orders = await store.listOrders();
      return connection(
        orders.map((order) => orderView(order, origin)),
        args,
        (order) => order.id,
      );
    },
    discountNode: (args: {id: string}) => {
      const pkg = findPackage(args.id);
      return pkg ? discountNodeView(pkg, origin) : null;
    },
    discountNodes: (args: ConnectionArgs) =>
      connection(
        PACKAGES.map((pkg) => discountNodeView(pkg, origin)),
        args,
        (node) => node.id,
      ),
    shop: {id: 'gid://shopify/Shop/1', name: 'Keel', currencyCode: 'USD', myshopifyDomain: new URL(origin).host},
  };
  const result = await execute({
    schema: adminSchema(),
    document,
    rootValue,
    variableValues:
      body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {},
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    fieldResolver: strictFieldResolver('Admin API'),
  });
  return {
    status: 200,
    body: {
      ...(result.errors ? {errors: result.errors.map((error) => formatError(error))} : {}),
      data: result.data ?? null,
    },
  };
}
