import {z} from 'zod';
import {pageCursors} from '../searchParams';

/**
 * The Customer Account API's answers for the account pages (decision 0137), parsed with zod (style:
 * answers are parsed, never cast) into what the pages show. Pure: the routes format money and dates.
 */

const Money = z.object({amount: z.string(), currencyCode: z.string()});
export type Money = z.infer<typeof Money>;

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** Shopify's fulfilment statuses in the shop's words. */
const FULFILMENT: Readonly<Record<string, string>> = {
  FULFILLED: 'Fulfilled',
  UNFULFILLED: 'Unfulfilled',
  PARTIALLY_FULFILLED: 'Partly fulfilled',
  IN_PROGRESS: 'In progress',
  ON_HOLD: 'On hold',
  OPEN: 'Unfulfilled',
  PENDING_FULFILLMENT: 'Being prepared',
  SCHEDULED: 'Scheduled',
  RESTOCKED: 'Restocked',
  REQUEST_DECLINED: 'Unfulfilled',
};
const PAYMENT: Readonly<Record<string, string>> = {
  PAID: 'Paid',
  PENDING: 'Payment pending',
  AUTHORIZED: 'Payment authorised',
  PARTIALLY_PAID: 'Partly paid',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  VOIDED: 'Cancelled',
  EXPIRED: 'Payment expired',
};

const words = (table: Readonly<Record<string, string>>, value: string) =>
  table[value] ?? value.charAt(0) + value.slice(1).toLowerCase().replaceAll('_', ' ');

/** The digits of an order's gid: the account's order URLs use them. */
const orderDigits = (gid: string) => gid.slice(gid.lastIndexOf('/') + 1);

/** An order URL's id (digits only) as the API's gid, or null: nothing else reaches the API. */
export function orderNumber(param: string): string | null {
  return /^\d{1,20}$/.test(param) ? `gid://shopify/Order/${param}` : null;
}

const OrdersAnswer = z.object({
  customer: z.object({
    orders: z.object({
      nodes: z.array(
        z.object({
          id: z.string(),
          number: z.number(),
          processedAt: z.string(),
          financialStatus: z.string().nullish(),
          fulfillmentStatus: z.string(),
          totalPrice: Money,
        }),
      ),
      pageInfo: z.object({
        hasPreviousPage: z.boolean(),
        hasNextPage: z.boolean(),
        startCursor: z.string().nullish(),
        endCursor: z.string().nullish(),
      }),
    }),
  }),
});

export interface OrderSummary {
  id: string;
  name: string;
  processedAt: string;
  status: string;
  payment: string | null;
  total: Money;
}

/** One page of the customer's orders, in the API's order (it is asked newest first). */
export function orderSummaries(answer: unknown) {
  const {orders} = OrdersAnswer.parse(answer).customer;
  return {
    orders: orders.nodes.map((order): OrderSummary => ({
      id: orderDigits(order.id),
      name: `#${order.number}`,
      processedAt: order.processedAt,
      status: words(FULFILMENT, order.fulfillmentStatus),
      payment: order.financialStatus ? words(PAYMENT, order.financialStatus) : null,
      total: order.totalPrice,
    })),
    pageInfo: pageCursors(orders.pageInfo),
  };
}

const DiscountValue = z.discriminatedUnion('__typename', [
  z.object({__typename: z.literal('MoneyV2'), amount: z.string(), currencyCode: z.string()}),
  z.object({__typename: z.literal('PricingPercentageValue'), percentage: z.number()}),
]);

const OrderAnswer = z.object({
  order: z
    .object({
      id: z.string(),
      name: z.string(),
      processedAt: z.string(),
      fulfillmentStatus: z.string(),
      totalTax: Money.nullish(),
      totalPrice: Money,
      subtotal: Money.nullish(),
      shippingAddress: z.object({formatted: z.array(z.string())}).nullish(),
      discountApplications: z.object({nodes: z.array(z.object({value: DiscountValue}))}),
      lineItems: z.object({
        nodes: z.array(
          z.object({
            id: z.string(),
            title: z.string(),
            quantity: z.number(),
            price: Money.nullish(),
            totalDiscount: Money,
            variantTitle: z.string().nullish(),
          }),
        ),
      }),
    })
    .nullable(),
});

export type Discount = {kind: 'amount'; amount: Money} | {kind: 'percentage'; percentage: number};

/** One order's page (the spec's order page style): lines, totals, discounts, where it ships, how far it got. */
export function orderDetails(answer: unknown) {
  const {order} = OrderAnswer.parse(answer);
  if (!order) return null;
  return {
    id: orderDigits(order.id),
    name: order.name,
    processedAt: order.processedAt,
    status: words(FULFILMENT, order.fulfillmentStatus),
    lines: order.lineItems.nodes.map((line) => ({
      id: line.id,
      title: line.title,
      variantTitle: line.variantTitle ?? null,
      quantity: line.quantity,
      price: line.price ?? null,
      discount: Number(line.totalDiscount.amount) > 0 ? line.totalDiscount : null,
    })),
    subtotal: order.subtotal ?? null,
    tax: order.totalTax ?? null,
    total: order.totalPrice,
    discounts: order.discountApplications.nodes.map(({value}): Discount =>
      value.__typename === 'MoneyV2'
        ? {kind: 'amount', amount: {amount: value.amount, currencyCode: value.currencyCode}}
        : {kind: 'percentage', percentage: value.percentage},
    ),
    shippingAddress: order.shippingAddress?.formatted ?? null,
  };
}
export type OrderDetails = NonNullable<ReturnType<typeof orderDetails>>;

const Address = z.object({
  id: z.string(),
  formatted: z.array(z.string()),
  firstName: text,
  lastName: text,
  company: text,
  address1: text,
  address2: text,
  territoryCode: text,
  zoneCode: text,
  city: text,
  zip: text,
  phoneNumber: text,
});

const DetailsAnswer = z.object({
  customer: z.object({defaultAddress: Address.nullish(), addresses: z.object({nodes: z.array(Address)})}),
});

/** The customer's addresses, the default first, each with its fields for its edit form. */
export function addressList(answer: unknown) {
  const {customer} = DetailsAnswer.parse(answer);
  const defaultId = customer.defaultAddress?.id ?? null;
  const ordered = [...customer.addresses.nodes].sort((a, b) => Number(b.id === defaultId) - Number(a.id === defaultId));
  return ordered.map(({id, formatted, ...fields}) => ({id, lines: formatted, isDefault: id === defaultId, fields}));
}
export type AddressEntry = ReturnType<typeof addressList>[number];

const ProfileAnswer = z.object({
  customer: z.object({
    firstName: text,
    lastName: text,
    emailAddress: z.object({emailAddress: text, marketingState: z.string()}).nullish(),
  }),
});

/** The profile form: name, e-mail, and the marketing choice (PENDING: confirmation asked, so chosen). */
export function profileView(answer: unknown) {
  const {customer} = ProfileAnswer.parse(answer);
  const state = customer.emailAddress?.marketingState ?? 'NOT_SUBSCRIBED';
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.emailAddress?.emailAddress ?? '',
    subscribed: state === 'SUBSCRIBED' || state === 'PENDING',
  };
}
