import {randomUUID} from 'node:crypto';
import {readText} from '../http/body';
import {respond, type BackendContext, type Handler} from '../http/handler';
import {DECLINE_CARD, validateCheckout} from './form';
import {buildOrder} from './order';
import {checkoutPage, messagePage} from './page';
import {
  checkoutCompletedEvent,
  checkoutMode,
  customerPrivacy,
  pixelScript,
  pixelSettings,
  PIXEL_SCRIPT_PATH,
  thankYouPage,
  thankYouPath,
  type CheckoutMode,
} from './thankYou';

interface CheckoutOptions extends BackendContext {
  /** decision 0124: 'redirect' (the spec's, to the order page) or Shopify's 'thank-you' page. */
  mode: CheckoutMode;
}

function html(status: number, body: string, storefrontUrl = '', scripts = ''): Response {
  // form-action also governs the redirect after paying, so the storefront is allowed.
  const storefront = storefrontUrl ? ` ${new URL(storefrontUrl).origin}` : '';
  return respond(status, body, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline';${scripts} form-action 'self'${storefront}; frame-ancestors 'none'; base-uri 'none'`,
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
}

/** The hosted checkout and the Thank you page with its pixel's script (decision 0142). */
export function createCheckoutHandler(mode: CheckoutMode): Handler {
  return (request, context) => {
    const url = new URL(request.url);
    const options = {...context, mode};
    const checkout = /^\/cart\/c\/([A-Za-z0-9-]+)$/.exec(url.pathname);
    if (checkout) return handleCheckout(request, url, checkout[1] ?? '', options);
    const thankYou = /^\/checkouts\/c\/([A-Za-z0-9-]+)\/thank-you$/.exec(url.pathname);
    if ((thankYou || url.pathname === PIXEL_SCRIPT_PATH) && (request.method === 'GET' || request.method === 'HEAD')) {
      return handleThankYou(request, url.origin, thankYou?.[1] ?? null, options);
    }
    return null;
  };
}

/**
 * The hosted checkout at the cart's checkoutUrl (/cart/c/{token}?key=…):
 * GET shows the form, POST validates it on the server, takes the payment on
 * the test gateway, creates the order, completes the cart and sends the
 * shopper to the storefront's order confirmation page with the order's key.
 */
async function handleCheckout(request: Request, url: URL, token: string, options: CheckoutOptions): Promise<Response> {
  const {store} = options;
  const cart = await store.getCart(token);
  if (!cart || cart.key !== url.searchParams.get('key')) {
    return html(
      404,
      messagePage('This checkout is not available', 'The link may be old, or this order may already be placed.', {
        href: options.storefrontUrl,
        label: 'Back to the Keel shop',
      }),
    );
  }
  const action = `${url.pathname}${url.search}`;
  if (request.method === 'GET' || request.method === 'HEAD')
    return html(200, checkoutPage(cart, action), options.storefrontUrl);
  if (request.method !== 'POST') return html(405, messagePage('Not allowed', 'Use the checkout form.'));

  const fields = Object.fromEntries(new URLSearchParams(await readText(request)));
  // Card details are never echoed back into the page.
  const {cardNumber: _number, cardCvc: _cvc, ...safeValues} = fields;
  if (!cart.lines.some((line) => line.quantity > 0)) return html(422, checkoutPage(cart, action));

  const validation = validateCheckout(fields, cart.market);
  if (!validation.ok)
    return html(422, checkoutPage(cart, action, safeValues, validation.errors), options.storefrontUrl);
  if (validation.details.cardNumber === DECLINE_CARD) {
    return html(
      402,
      checkoutPage(cart, action, safeValues, {cardNumber: 'Your card was declined. Try another card.'}),
      options.storefrontUrl,
    );
  }

  const {cardNumber, ...details} = validation.details;
  const order = await store.completeCart(token, (locked, ids) =>
    buildOrder(locked, ids, {...details, cardLast4: cardNumber.slice(-4)}),
  );
  if (!order) {
    return html(409, messagePage('This order was already placed', 'This cart has been checked out already.'));
  }
  if (checkoutMode(request.headers.get('cookie') ?? undefined, options.mode) === 'thank-you') {
    return respond(303, '', {location: thankYouPath(token), 'cache-control': 'no-store'});
  }
  const localePrefix = order.market === 'GB' ? '/en-GB' : '';
  const confirmation = `${options.storefrontUrl.replace(/\/$/, '')}${localePrefix}/order/${order.id}?key=${order.key}`;
  return respond(303, '', {location: confirmation, 'cache-control': 'no-store'});
}

/**
 * Shopify's Thank you page for the order a checkout became (/checkouts/c/{token}/thank-you), with
 * the pixel that measures it; and the pixel's script. The checkout's token is its secret, as at Shopify.
 */
async function handleThankYou(
  request: Request,
  origin: string,
  token: string | null,
  options: CheckoutOptions,
): Promise<Response> {
  if (token === null)
    return respond(200, await pixelScript(), {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    });
  const order = await options.store.getOrderByCartToken(token);
  if (!order)
    return html(
      404,
      messagePage('This page is not available', 'The link may be old.', {
        href: options.storefrontUrl,
        label: 'Back to the Keel shop',
      }),
    );
  const page = thankYouPage(order, {
    storefrontUrl: options.storefrontUrl,
    event: checkoutCompletedEvent(order, randomUUID()),
    settings: pixelSettings(origin, options.storefrontUrl),
    privacy: customerPrivacy(request.headers.get('cookie') ?? undefined, order),
  });
  // The pixel's script and its calls to the stand-ins on this origin, and its purchase to the storefront.
  return html(200, page, '', ` script-src 'self'; connect-src 'self' ${new URL(options.storefrontUrl).origin};`);
}
