import {build} from 'esbuild';
import {fileURLToPath} from 'node:url';
import {consentFromCookie} from '../../app/lib/tracking/consent';
import {ORDER_CONFIRMATION_EVENT, orderPageUrl} from '../../extensions/keel-thank-you/src/orderLink';
import type {CheckoutCompletedEvent, PixelSettings} from '../../extensions/keel-pixel/src/pixel';
import type {OrderRecord} from '../store/types';
import {escapeHtml, page} from './page';

/**
 * Shopify's Thank you page, as the dev checkout's 'thank-you' mode (decision 0124): the order's
 * confirmation, the keel-thank-you block's link (its own link builder), and the keel-pixel run
 * with a checkout_completed event in Shopify's documented shape.
 */

export type CheckoutMode = 'redirect' | 'thank-you';

/** A browser may pick its mode with this cookie (tests); otherwise CHECKOUT_MODE decides. */
export const CHECKOUT_MODE_COOKIE = 'keel_checkout_mode';

export function checkoutMode(cookieHeader: string | undefined, configured: CheckoutMode): CheckoutMode {
  const chosen = /(?:^|;\s*)keel_checkout_mode=(redirect|thank-you)(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return chosen === 'redirect' || chosen === 'thank-you' ? chosen : configured;
}

export const thankYouPath = (cartToken: string) => `/checkouts/c/${cartToken}/thank-you`;
export const PIXEL_SCRIPT_PATH = '/checkouts/keel-pixel.js';

/**
 * The pixel's settings, as webPixelCreate would set them: the storefront (which sends GA4 the
 * purchase with its own secret, decision 0132) and the dev backend's marketing and referral stand-ins.
 */
export function pixelSettings(origin: string, storefrontUrl: string): PixelSettings {
  return {
    storefrontUrl,
    klaviyoPublicKey: 'KeelPK',
    klaviyoClientUrl: `${origin}/klaviyo/client/events`,
    referralPurchasesUrl: `${origin}/referral/v1/purchases`,
  };
}

/**
 * The shopper's choice as Shopify passes it to pixels. Shopify learns it from the storefront
 * (Customer Privacy API); here the storefront's own consent cookie stands in, read by its rules.
 */
export function customerPrivacy(cookieHeader: string | undefined, order: Pick<OrderRecord, 'market'>) {
  const consent = consentFromCookie(cookieHeader, order.market === 'GB' ? 'en-GB' : 'en-US');
  return {
    analyticsProcessingAllowed: consent.analytics,
    marketingAllowed: consent.marketing,
    preferencesProcessingAllowed: false,
    saleOfDataAllowed: consent.marketing,
  };
}

const money = (amount: number, order: OrderRecord) => ({amount, currencyCode: order.currency});

/** checkout_completed as Shopify's Standard Events reference documents it, for one order. */
export function checkoutCompletedEvent(order: OrderRecord, clientId: string): CheckoutCompletedEvent {
  const address = order.shippingAddress;
  const checkout = {
    attributes: order.customAttributes,
    billingAddress: null,
    buyerAcceptsEmailMarketing: false,
    buyerAcceptsSmsMarketing: false,
    currencyCode: order.currency,
    delivery: null,
    discountApplications: order.discountCode
      ? [
          {
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            title: order.discountCode,
            type: 'DISCOUNT_CODE',
            value: money(0, order),
          },
        ]
      : [],
    discountsAmount: money(order.totalDiscounts, order),
    email: order.email,
    lineItems: order.lineItems.map((line, index) => ({
      discountAllocations: [],
      finalLinePrice: money(line.discountedTotal, order),
      id: `gid://shopify/CheckoutLineItem/${index + 1}`,
      properties: line.customAttributes,
      quantity: line.quantity,
      sellingPlanAllocation: null,
      title: line.title,
      variant: {
        id: line.variantId,
        image: null,
        price: money(line.originalUnitPrice, order),
        sku: line.sku,
        title: line.variantTitle,
        untranslatedTitle: line.variantTitle,
        product: {
          id: line.productId,
          title: line.title,
          type: line.productType,
          untranslatedTitle: line.title,
          url: `/products/${line.productHandle}`,
          vendor: line.vendor,
        },
      },
    })),
    localization: {
      country: {isoCode: order.market},
      language: {isoCode: 'en'},
      market: {id: null, handle: order.market.toLowerCase()},
    },
    order: {id: `gid://shopify/OrderIdentity/${order.id}`, customer: {id: null, isFirstOrder: null}},
    phone: order.phone,
    shippingAddress: {...address, latitude: null, longitude: null},
    shippingLine: null,
    smsMarketingPhone: null,
    subtotalPrice: money(order.subtotal, order),
    token: order.cartToken,
    totalPrice: money(order.total, order),
    totalTax: money(order.totalTax, order),
    transactions: [],
  };
  return {
    id: `sh-${order.id}`,
    clientId,
    name: 'checkout_completed',
    seq: 1,
    timestamp: order.createdAt,
    type: 'standard',
    context: {},
    data: {checkout},
  } as unknown as CheckoutCompletedEvent;
}

function formatMoney(amount: number, order: OrderRecord): string {
  return new Intl.NumberFormat(order.market === 'GB' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency: order.currency,
  }).format(amount);
}

/** What keel-thank-you's block publishes to pixels as it renders (publishOrderConfirmation). */
export function orderConfirmationEvent(order: OrderRecord) {
  return {
    name: ORDER_CONFIRMATION_EVENT,
    customData: {orderId: `gid://shopify/OrderIdentity/${order.id}`, confirmationNumber: order.confirmationNumber},
  };
}

export function thankYouPage(
  order: OrderRecord,
  run: {
    storefrontUrl: string;
    event: CheckoutCompletedEvent;
    settings: PixelSettings;
    privacy: ReturnType<typeof customerPrivacy>;
  },
): string {
  const link = orderPageUrl({
    storefrontUrl: run.storefrontUrl,
    countryCode: order.market,
    orderId: String(order.id),
    confirmationNumber: order.confirmationNumber,
  });
  const lines = order.lineItems
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.title)} × ${line.quantity}</span><span>${formatMoney(line.discountedTotal, order)}</span></li>`,
    )
    .join('');
  // The block the keel-thank-you extension renders (its text and link), in this page's own markup.
  const block = link
    ? `<section aria-label="Your order on our shop"><p>Your order's details and a short survey are on our shop.</p><p><a data-testid="thank-you-order-link" href="${escapeHtml(link)}">View your order</a></p></section>`
    : '';
  // JSON inside a script element: '<' escaped so no value can close it.
  const data = JSON.stringify({
    event: run.event,
    confirmation: order.confirmationNumber ? orderConfirmationEvent(order) : null,
    settings: run.settings,
    customerPrivacy: run.privacy,
  }).replace(/</g, '\\u003c');
  return page(
    'Thank you',
    `<main><section><p>Confirmation #${escapeHtml(order.confirmationNumber ?? '')}</p><h1>Thank you, ${escapeHtml(order.shippingAddress.firstName)}!</h1><p>Your order is confirmed. We have sent the details to ${escapeHtml(order.email)}.</p>${block}</section><section class="summary" aria-label="Order summary"><ul>${lines}</ul><p class="total"><span>Total</span><span>${formatMoney(order.total, order)}</span></p></section></main><script type="application/json" id="keel-pixel-run">${data}</script><script type="module" src="${PIXEL_SCRIPT_PATH}"></script>`,
  );
}

let pixelBundle: Promise<string> | null = null;

/** The pixel and its stand-in runtime, bundled once as Shopify's CLI bundles the extension. */
export function pixelScript(): Promise<string> {
  pixelBundle ??= build({
    entryPoints: [fileURLToPath(new URL('./pixelRuntime.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return pixelBundle;
}
