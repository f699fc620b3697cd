import {randomUUID} from 'node:crypto';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {CommerceStore} from '../store/db';
import {DECLINE_CARD, validateCheckout} from './form';
import {buildOrder} from './order';
import {checkoutPage, messagePage} from './page';
import {checkoutCompletedEvent, checkoutMode, customerPrivacy, pixelScript, pixelSettings, thankYouPage, thankYouPath, type CheckoutMode} from './thankYou';

export interface CheckoutOptions {
  store: CommerceStore;
  /** The storefront the shopper returns to after paying, e.g. http://127.0.0.1:3000. */
  storefrontUrl: string;
  readBody: (request: IncomingMessage) => Promise<string>;
  /** decision 0124: 'redirect' (the spec's, to the order page) or Shopify's 'thank-you' page. */
  mode: CheckoutMode;
}

function html(response: ServerResponse, status: number, body: string, storefrontUrl = '', scripts = '') {
  // form-action also governs the redirect after paying, so the storefront is allowed.
  const storefront = storefrontUrl ? ` ${new URL(storefrontUrl).origin}` : '';
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline';${scripts} form-action 'self'${storefront}; frame-ancestors 'none'; base-uri 'none'`,
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  response.end(body);
}

/**
 * The hosted checkout at the cart's checkoutUrl (/cart/c/{token}?key=…):
 * GET shows the form, POST validates it on the server, takes the payment on
 * the test gateway, creates the order, completes the cart and sends the
 * shopper to the storefront's order confirmation page with the order's key.
 */
export async function handleCheckout(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  token: string,
  options: CheckoutOptions,
): Promise<void> {
  const {store} = options;
  const cart = await store.getCart(token);
  if (!cart || cart.key !== url.searchParams.get('key')) {
    return html(
      response,
      404,
      messagePage('This checkout is not available', 'The link may be old, or this order may already be placed.', {
        href: options.storefrontUrl,
        label: 'Back to the Keel shop',
      }),
    );
  }
  const action = `${url.pathname}${url.search}`;
  if (request.method === 'GET' || request.method === 'HEAD') return html(response, 200, checkoutPage(cart, action), options.storefrontUrl);
  if (request.method !== 'POST') return html(response, 405, messagePage('Not allowed', 'Use the checkout form.'));

  const fields = Object.fromEntries(new URLSearchParams(await options.readBody(request)));
  // Card details are never echoed back into the page.
  const {cardNumber: _number, cardCvc: _cvc, ...safeValues} = fields;
  if (!cart.lines.some((line) => line.quantity > 0)) return html(response, 422, checkoutPage(cart, action));

  const validation = validateCheckout(fields, cart.market);
  if (!validation.ok) return html(response, 422, checkoutPage(cart, action, safeValues, validation.errors), options.storefrontUrl);
  if (validation.details.cardNumber === DECLINE_CARD) {
    return html(response, 402, checkoutPage(cart, action, safeValues, {cardNumber: 'Your card was declined. Try another card.'}), options.storefrontUrl);
  }

  const {cardNumber, ...details} = validation.details;
  const order = await store.completeCart(token, (locked, ids) =>
    buildOrder(locked, ids, {...details, cardLast4: cardNumber.slice(-4)}),
  );
  if (!order) {
    return html(response, 409, messagePage('This order was already placed', 'This cart has been checked out already.'));
  }
  if (checkoutMode(request.headers.cookie, options.mode) === 'thank-you') {
    response.writeHead(303, {location: thankYouPath(token), 'cache-control': 'no-store'});
    response.end();
    return;
  }
  const localePrefix = order.market === 'GB' ? '/en-GB' : '';
  const confirmation = `${options.storefrontUrl.replace(/\/$/, '')}${localePrefix}/order/${order.id}?key=${order.key}`;
  response.writeHead(303, {location: confirmation, 'cache-control': 'no-store'});
  response.end();
}

/**
 * Shopify's Thank you page for the order a checkout became (/checkouts/c/{token}/thank-you), with
 * the pixel that measures it; and the pixel's script. The checkout's token is its secret, as at Shopify.
 */
export async function handleThankYou(request: IncomingMessage, response: ServerResponse, origin: string, token: string | null, options: CheckoutOptions): Promise<void> {
  if (token === null) {
    const script = await pixelScript();
    response.writeHead(200, {'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store'});
    response.end(script);
    return;
  }
  const order = await options.store.getOrderByCartToken(token);
  if (!order) return html(response, 404, messagePage('This page is not available', 'The link may be old.', {href: options.storefrontUrl, label: 'Back to the Keel shop'}));
  const page = thankYouPage(order, {
    storefrontUrl: options.storefrontUrl,
    event: checkoutCompletedEvent(order, randomUUID()),
    settings: pixelSettings(origin, options.storefrontUrl),
    privacy: customerPrivacy(request.headers.cookie, order),
  });
  // The pixel's script and its calls to the stand-ins on this origin, and its purchase to the storefront.
  html(response, 200, page, '', ` script-src 'self'; connect-src 'self' ${new URL(options.storefrontUrl).origin};`);
}
