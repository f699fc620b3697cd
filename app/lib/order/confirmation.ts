import type {AdminOrder} from '~/graphql/admin/order';
import type {PurchaseInput} from '../tracking/ga4';
import {categoryOfType, itemName, type TrackedItem} from '../tracking/items';

/** The order confirmation page's rules (rules:order-fields, rules:order-states), as pure functions. */

/** rules:order-fields: the order id is the last '/' segment of the order identifier. */
export function orderIdOf(gid: string): string {
  return gid.split('/').at(-1) ?? gid;
}

/** The key of an order status URL (…/authenticate?key=…). */
export function statusKey(statusPageUrl: string): string | null {
  try {
    return new URL(statusPageUrl).searchParams.get('key');
  } catch {
    return null;
  }
}

/** Compares two secrets in time independent of where they differ. */
export function sameSecret(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1) diff |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return diff === 0;
}

/** Shopify's confirmation numbers: upper-case letters and digits ("XPAV284CT"). */
const CONFIRMATION_NUMBER = /^[A-Z0-9]{6,16}$/;

/** The URL keys the order page opens on: a status page's key, or a confirmation number. */
export const ORDER_KEY = /^(?:[0-9a-f]{16,128}|[A-Z0-9]{6,16})$/;

/**
 * Which of the order's secrets the URL's key is (decision 0123): the status page's key (the spec's
 * redirect from checkout, e-mails) or the confirmation number, the one secret Shopify gives the
 * Thank you page's extension. Null: neither, the page is a 404.
 */
export function orderKeyKind(
  order: Pick<AdminOrder, 'statusPageUrl' | 'confirmationNumber'>,
  key: string,
): 'status' | 'confirmation' | null {
  const status = statusKey(order.statusPageUrl);
  if (status && sameSecret(status, key)) return 'status';
  const confirmation = order.confirmationNumber;
  if (confirmation && CONFIRMATION_NUMBER.test(confirmation) && sameSecret(confirmation, key)) return 'confirmation';
  return null;
}

export interface TrackingFields {
  orderName: string;
  totalDiscount: string;
  currency: string;
  subtotalPrice: string;
  discountCode?: string;
  skuList: string;
  priceList: string;
  quantityList: string;
  nameList: string;
  typeList: string;
  customerEmail: string;
}

/**
 * rules:order-fields hidden tracking fields: lists comma-joined, leaving out line items
 * whose title contains '_bundle'; the e-mail is hashed (SHA-256, given).
 * A line's 'Term' attribute goes in front of its name (rules:order-fields).
 */
export function trackingFields(order: AdminOrder, hashedEmail: string): TrackingFields {
  const lines = order.lineItems.nodes.filter((line) => !line.title.includes('_bundle'));
  const name = (line: (typeof lines)[number]) =>
    itemName(line.title, line.customAttributes.find((attribute) => attribute.key === 'Term')?.value);
  return {
    orderName: order.name,
    totalDiscount: order.totalDiscountsSet?.shopMoney.amount ?? '0.0',
    // rules:order-fields: the order currency defaults to USD.
    currency: order.totalPriceSet.shopMoney.currencyCode ?? 'USD',
    subtotalPrice: order.subtotalPriceSet?.shopMoney.amount ?? order.totalPriceSet.shopMoney.amount,
    ...(order.discountCode ? {discountCode: order.discountCode} : {}),
    skuList: lines.map((line) => line.sku ?? '').join(','),
    priceList: lines.map((line) => line.discountedTotalSet.shopMoney.amount).join(','),
    quantityList: lines.map((line) => String(line.quantity)).join(','),
    nameList: lines.map(name).join(','),
    typeList: lines.map((line) => line.product?.productType ?? '').join(','),
    customerEmail: hashedEmail,
  };
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value.trim().toLowerCase()));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * rules:order-states: purchase tracking (and the referral registration) run only when
 * the page was not reloaded and the shopper came from the checkout host.
 */
export function shouldTrackPurchase(
  navigationType: string | undefined,
  referrer: string,
  checkoutHost: string,
): boolean {
  if (navigationType === 'reload' || navigationType === 'back_forward') return false;
  try {
    return referrer !== '' && new URL(referrer).host === checkoutHost;
  } catch {
    return false;
  }
}

const TRACKED_TYPES = ['ROWER', 'ACCESSORY', 'WARRANTY', 'STRENGTH_PLATFORM', 'PACKAGE'] as const;

/** One ordered line as the order page and the checkout pixel both read it. */
export interface OrderedLine {
  title: string;
  sku: string | null;
  quantity: number;
  /** What the line cost after its discounts. */
  lineTotal: number;
  /** The unit price before discounts. */
  unitFull: number;
  productType: string | null;
  /** The product's first collection, when the source has one. */
  collection?: string | null;
  /** rules:order-fields: the line's 'Term' attribute. */
  term?: string | null;
}

/**
 * rules:order-states: the purchase event's lines, leaving out '_bundle' lines (as the
 * tracking fields do), each named with its 'Term' in front (rules:order-fields).
 */
export function purchaseItems(lines: readonly OrderedLine[]): TrackedItem[] {
  return lines
    .filter((line) => !line.title.includes('_bundle'))
    .map((line) => {
      const type = TRACKED_TYPES.find((candidate) => candidate === line.productType) ?? 'ACCESSORY';
      return {
        sku: line.sku ?? '',
        name: itemName(line.title, line.term ?? undefined),
        variant: '',
        category: line.collection ?? categoryOfType(type),
        type,
        quantity: line.quantity,
        price: line.quantity ? line.lineTotal / line.quantity : 0,
        full: line.unitFull,
      };
    });
}

/** rules:order-states: the purchase event's order: transaction id (the order name), total, currency and its lines. */
export function purchaseInput(order: AdminOrder): PurchaseInput {
  const items = purchaseItems(
    order.lineItems.nodes.map((line) => ({
      title: line.title,
      sku: line.sku,
      quantity: line.quantity,
      lineTotal: Number(line.discountedTotalSet.shopMoney.amount),
      unitFull: Number(line.originalUnitPriceSet.shopMoney.amount),
      productType: line.product?.productType ?? null,
      collection: line.product?.collections.nodes[0]?.title ?? null,
      term: line.customAttributes.find((attribute) => attribute.key === 'Term')?.value ?? null,
    })),
  );
  return {
    transactionId: order.name,
    currency: order.totalPriceSet.shopMoney.currencyCode ?? 'USD',
    value: Number(order.totalPriceSet.shopMoney.amount),
    items,
  };
}
