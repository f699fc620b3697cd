import type {FetcherWithComponents} from 'react-router';
import {localePath, type Locale} from '../i18n';
import type {CartActionRequest} from './actions';
import type {CartActionResult} from './cartAction.server';

/**
 * The one typed client of the cart action route (rules:habit-one-cart-action): every cart change in
 * the browser goes through here, as the JSON the route's schema takes, and reads
 * the answer the route gives.
 */

/** The route's answer: the cart after the change, messages, and what changed. */
export type CartAnswer = CartActionResult['body'];

/** The cart action route in the shopper's locale. */
export function cartActionPath(locale: Locale): string {
  return localePath('/api/cart', locale);
}

/**
 * Sends a cart change through a fetcher. Only the loaders that read the cart run again after it:
 * the root's (the header's count, the mini cart) and the cart page's, whose `shouldRevalidate` says
 * so. No other page's data depends on the cart, and running a product page's loader again after an
 * add re-rendered its modules, which waited for their code on a busy phone (decision 0079).
 */
export function submitCartAction(
  fetcher: Pick<FetcherWithComponents<unknown>, 'submit'>,
  body: CartActionRequest,
  locale: Locale,
): Promise<void> {
  return fetcher.submit(body as unknown as Parameters<FetcherWithComponents<unknown>['submit']>[0], {
    method: 'POST',
    action: cartActionPath(locale),
    encType: 'application/json',
    defaultShouldRevalidate: false,
  });
}

/** Sends a cart change outside React Router's data flow (a machine's actor): the status and the answer, if any. */
export async function postCartAction(
  body: CartActionRequest,
  locale: Locale,
): Promise<{ok: boolean; status: number; answer: CartAnswer | null}> {
  const response = await fetch(cartActionPath(locale), {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Accept: 'application/json'},
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as CartAnswer | null;
  return {ok: response.ok, status: response.status, answer};
}
