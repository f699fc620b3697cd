import {data} from 'react-router';
import {handleCartAction} from '~/lib/cart/cartAction.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {CART_SETTINGS_QUERY} from '~/graphql/cms/cartContent';
import {normalizeCartWithContent} from '~/lib/cart/cartContent.server';
import {cartSettings} from '~/lib/cart/settings';
import type {Route} from './+types/(en-GB).api.cart';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/** The shopper's cart, normalised (rules:cart-states getCart), and the mini cart's CMS variant. Never cached: it is personal. */
export async function loader({context}: Route.LoaderArgs) {
  const [raw, cms] = await Promise.all([context.cart.get(), context.cms.query(CART_SETTINGS_QUERY)]);
  const cart = await normalizeCartWithContent(raw, {cms: context.cms, reporter: context.errors});
  return data({cart, variant: cartSettings(cms, context.locale).variant}, {headers: {'Cache-Control': 'no-store'}});
}

/**
 * The one cart action route (rules:habit-one-cart-action): every cart change posts here, as
 * JSON, and gets the normalised cart back. A 4xx leaves the cart untouched.
 */
export async function action({request, context}: Route.ActionArgs) {
  const limited = await rateLimit(request, context, 'cart');
  if (limited) return limited;
  const result = await handleCartAction(request, context.cart, context.storefront, {
    contractSecret: context.env.PROTECTION_PLAN_SECRET,
    reporter: context.errors,
    normalize: (cart) => normalizeCartWithContent(cart, {cms: context.cms, reporter: context.errors}),
  });
  result.headers.set('Cache-Control', 'no-store');
  return data(result.body, {status: result.status, headers: result.headers});
}
