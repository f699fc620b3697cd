import type {Checkout} from '@shopify/web-pixels-extension';
import {orderIdOf, purchaseItems} from '../../../app/lib/order/confirmation';
import type {PurchaseInput} from '../../../app/lib/tracking/ga4';
import {referralPurchase, type ReferralPurchase} from '../../../app/lib/referral/referral';

/**
 * Shopify's checkout_completed `checkout` read as the order page reads an order (decision 0122), so
 * the storefront's own builders make the purchase event, the marketing event and the referral
 * purchase. The event carries the order's id, not its name: the id is the order's key here.
 */

/** The order's id (gid or bare), or null when the checkout made no order. */
export function checkoutOrderId(checkout: Checkout): string | null {
  const id = checkout.order?.id;
  return id ? orderIdOf(id) : null;
}

export function checkoutPurchase(checkout: Checkout, orderId: string): PurchaseInput {
  const items = purchaseItems(
    checkout.lineItems.map((line) => ({
      title: line.variant?.product.title ?? line.title ?? '',
      sku: line.variant?.sku ?? null,
      quantity: line.quantity,
      lineTotal: line.finalLinePrice.amount,
      unitFull: line.variant?.price.amount ?? 0,
      productType: line.variant?.product.type ?? null,
      term: line.properties.find((property) => property.key === 'Term')?.value ?? null,
    })),
  );
  const total = checkout.totalPrice;
  return {
    transactionId: orderId,
    currency: total?.currencyCode ?? checkout.currencyCode ?? 'USD',
    value: total?.amount ?? 0,
    items,
  };
}

export function checkoutReferralPurchase(checkout: Checkout, orderId: string): ReferralPurchase {
  const address = checkout.shippingAddress;
  const currencyCode = checkout.currencyCode ?? undefined;
  const money = (amount: number | undefined) => ({shopMoney: {amount: String(amount ?? 0), currencyCode}});
  const code = checkout.discountApplications.find((discount) => discount.type === 'DISCOUNT_CODE')?.title ?? null;
  return referralPurchase({
    name: orderId,
    email: checkout.email,
    discountCode: code,
    subtotalPriceSet: checkout.subtotalPrice ? money(checkout.subtotalPrice.amount) : null,
    totalPriceSet: money(checkout.totalPrice?.amount),
    shippingAddress: address
      ? {
          name: [address.firstName, address.lastName].filter(Boolean).join(' '),
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          provinceCode: address.provinceCode,
          zip: address.zip,
          country: address.country,
          phone: address.phone,
        }
      : null,
  });
}
