import type {HydrogenCart} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {ErrorReporter} from '~/lib/errors/errorReporting.server';
import {logError} from '~/lib/log.server';

/**
 * rules:cart-fields: the buyer identity follows the locale. A cart made on the other site is moved to
 * this site's market when it is first read here, then read again: Shopify answers
 * cartBuyerIdentityUpdate with the mutation's fragment, which has no lines, and only a read returns
 * the whole cart priced in the new currency. Every cart read (the cart page, GET /api/cart, the cart
 * action under its lock) calls `cart.get`, so each one sees the moved cart.
 *
 * The move touches no line, so it takes no cart lock (the cart action, which holds it, reads through
 * here). A read from the other site can still move the cart back between this move and the read after
 * it: a request the other site's page sent just before the shopper left it. The read then finds the
 * other market, and the move is made once more (MOVES in all), so a page does not show the other
 * site's currency because of a request that was still on its way.
 *
 * If Shopify refuses the move, the cart is shown as it is (in its old currency) and the refusal is
 * logged; the next read tries again.
 */
const MOVES = 2;

export function cartFollowsLocale(
  cart: HydrogenCart,
  countryCode: CountryCode,
  reporter?: ErrorReporter,
): HydrogenCart {
  const read = cart.get;
  cart.get = async (input) => {
    let current = await read(input);
    for (let move = 0; move < MOVES && current && current.buyerIdentity?.countryCode !== countryCode; move++) {
      const moved = await cart
        .updateBuyerIdentity({countryCode})
        .catch((error: unknown) => ({userErrors: [{message: error instanceof Error ? error.message : String(error)}]}));
      if (moved.userErrors?.length) {
        logError('HY-S5019', {step: 'buyerIdentity', countryCode, userErrors: moved.userErrors}, reporter);
        return current;
      }
      current = await read(input);
    }
    return current;
  };
  return cart;
}
