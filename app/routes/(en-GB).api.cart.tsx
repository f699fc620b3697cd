import {data} from 'react-router';
import {handleCartAction} from '~/lib/cart/cartAction.server';
import {normalizeCart} from '~/lib/cart/normalize';
import type {Route} from './+types/(en-GB).api.cart';

/** The shopper's cart, normalised (spec 7 getCart), for the mini cart. Never cached: it is personal. */
export async function loader({context}: Route.LoaderArgs) {
  const cart = normalizeCart(await context.cart.get());
  return data({cart}, {headers: {'Cache-Control': 'no-store'}});
}

/**
 * The one cart action route (style 5): every cart change posts here, as
 * JSON, and gets the normalised cart back. A 4xx leaves the cart untouched.
 */
export async function action({request, context}: Route.ActionArgs) {
  const result = await handleCartAction(request, context.cart);
  result.headers.set('Cache-Control', 'no-store');
  return data(result.body, {status: result.status, headers: result.headers});
}
