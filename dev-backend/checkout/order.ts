import {randomBytes} from 'node:crypto';
import {MARKET_CURRENCY, VENDOR} from '../seed/catalog';
import type {CartRecord, MailingAddressRecord, OrderLineRecord, OrderRecord} from '../store/types';
import {allocate, priceCart} from '../storefront/cartPricing';
import {applyDiscountCode} from '../storefront/discountCodes';

/** The payment type of the commerce backend's own gateway (rules:order-checkout). */
export const GATEWAY = 'Credit Card';

/**
 * Turns a cart into an order: prices from the catalog (never from the
 * client), package discounts and a discount code allocated to the lines,
 * custom attributes kept on every line item.
 */
export function buildOrder(
  cart: CartRecord,
  ids: {id: number; number: number},
  details: {email: string; phone: string | null; shippingAddress: MailingAddressRecord; cardLast4: string},
): OrderRecord {
  const priced = priceCart(cart);
  const lines = priced.lines.filter((line) => line.line.quantity > 0);
  const code = applyDiscountCode(cart.discountCodes, priced.total, cart.market);
  const codeShares =
    code.amount > 0
      ? allocate(
          code.amount,
          lines.map((line) => line.total),
        )
      : lines.map(() => 0);

  const lineItems: OrderLineRecord[] = lines.map((line, index) => {
    const codeShare = codeShares[index] ?? 0;
    const allocations = [
      ...line.allocations.map((allocation) => ({amount: allocation.amount, title: allocation.title})),
      ...(codeShare > 0 ? [{amount: codeShare, title: code.code, code: code.code}] : []),
    ];
    return {
      title: line.ref.product.title,
      variantTitle: line.ref.variant.title === 'Default Title' ? null : line.ref.variant.title,
      sku: line.ref.variant.sku,
      quantity: line.line.quantity,
      variantId: line.ref.variant.id,
      productId: line.ref.product.id,
      productHandle: line.ref.product.handle,
      productType: line.ref.product.productType,
      vendor: VENDOR,
      collections: [line.ref.product.category],
      originalUnitPrice: line.unitPrice,
      discountedTotal: round(line.total - codeShare),
      discountAllocations: allocations,
      customAttributes: line.line.attributes,
    };
  });
  const subtotal = round(lineItems.reduce((sum, line) => sum + line.discountedTotal, 0));
  const totalDiscounts = round(
    lineItems.reduce((sum, line) => sum + line.discountAllocations.reduce((inner, a) => inner + a.amount, 0), 0),
  );
  return {
    id: ids.id,
    number: ids.number,
    name: `#${ids.number}`,
    key: randomBytes(24).toString('hex'),
    confirmationNumber: confirmationNumber(),
    cartToken: cart.token,
    email: details.email,
    phone: details.phone,
    currency: MARKET_CURRENCY[cart.market],
    market: cart.market,
    shippingAddress: details.shippingAddress,
    lineItems,
    subtotal,
    totalDiscounts,
    totalTax: 0,
    shipping: 0,
    total: subtotal,
    discountCode: code.amount > 0 ? code.code : null,
    gateway: GATEWAY,
    cardLast4: details.cardLast4,
    customAttributes: cart.attributes,
    createdAt: new Date().toISOString(),
  };
}

const CONFIRMATION_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Nine upper-case letters and digits, as Shopify's ("XPAV284CT"). */
function confirmationNumber(): string {
  return [...randomBytes(9)].map((byte) => CONFIRMATION_ALPHABET[byte % CONFIRMATION_ALPHABET.length]).join('');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
