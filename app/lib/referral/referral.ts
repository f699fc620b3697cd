/**
 * rules:order-states: the referral provider's script is loaded per locale. The
 * environment holds a template (REFERRAL_SCRIPT_URL) in which `{locale}`
 * stands for the locale code; a referral module that asks for the provider
 * (useReferralApi, on unless the CMS turns it off) gets its locale's URL.
 * Null: no provider form, the module shows its copy and terms link.
 */
export function referralScriptUrl(
  module: {useReferralApi: boolean | null},
  template: string | undefined,
  locale: string,
): string | null {
  if (module.useReferralApi === false || !template?.includes('{locale}')) return null;
  return template.replaceAll('{locale}', encodeURIComponent(locale));
}

/** The purchase registered with the referral provider (rules:order-states: Talkable-style register_purchase). */
export interface ReferralPurchase {
  purchase: {
    order_number: string;
    subtotal: string;
    coupon_code: string | null;
    currency_iso_code: string;
    shipping_zip: string | null;
    shipping_address: string | null;
  };
  customer: {email: string | null; phone: string | null; first_name: string | null; last_name: string | null};
}

interface OrderForReferral {
  name: string;
  email: string | null;
  discountCode: string | null;
  subtotalPriceSet: {shopMoney: {amount: string; currencyCode?: string}} | null;
  totalPriceSet: {shopMoney: {amount: string; currencyCode?: string}};
  shippingAddress: {
    name: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    provinceCode: string | null;
    zip: string | null;
    country: string | null;
    phone: string | null;
  } | null;
}

/** rules:order-states: first and last name split from the shipping name: the first word, and the rest. */
export function splitName(name: string | null | undefined): {first_name: string | null; last_name: string | null} {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return {first_name: null, last_name: null};
  return {first_name: words[0] ?? null, last_name: words.slice(1).join(' ') || null};
}

/**
 * rules:order-states: the order as the referral provider's purchase registration reads
 * it: order_number, subtotal, coupon_code, currency_iso_code (default USD),
 * shipping_zip, shipping_address, and the customer's e-mail, phone and name.
 */
export function referralPurchase(order: OrderForReferral): ReferralPurchase {
  const address = order.shippingAddress;
  const subtotal = order.subtotalPriceSet?.shopMoney ?? order.totalPriceSet.shopMoney;
  const street = [address?.address1, address?.address2, address?.city, address?.provinceCode, address?.country]
    .map((part) => part?.trim())
    .filter(Boolean);
  return {
    purchase: {
      order_number: order.name.replace(/^#/, ''),
      subtotal: Number(subtotal.amount).toFixed(2),
      coupon_code: order.discountCode?.trim() || null,
      currency_iso_code: subtotal.currencyCode || order.totalPriceSet.shopMoney.currencyCode || 'USD',
      shipping_zip: address?.zip?.trim() || null,
      shipping_address: street.length ? street.join(', ') : null,
    },
    customer: {email: order.email?.trim() || null, phone: address?.phone?.trim() || null, ...splitName(address?.name)},
  };
}
