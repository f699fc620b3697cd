import type {HydrogenCart} from '@shopify/hydrogen';
import type {CountryCode} from '@shopify/hydrogen/storefront-api-types';
import type {ErrorReporter} from '~/lib/errors/errorReporting.server';
import {logError} from '~/lib/log.server';

/**
 * rules:cart-fields: the buyer identity follows the locale. A cart made on the other site is moved to this
 * site's market when it is first read here, then read again: Shopify answers
 * cartBuyerIdentityUpdate with the mutation's fragment, which has no lines, and only a read returns
 * the whole cart priced in the new currency. Every cart read (the cart page, GET /api/cart, the cart
 * action under its lock) calls `cart.get`, so each one sees the moved cart.
 *
 * The move touches no line, so it needs no cart lock: two reads moving the same cart write the same
 * country. If Shopify refuses it, the cart is shown as it is (in its old currency) and the refusal is
 * logged; the next read tries again.
 */
export function cartFollowsLocale(
  cart: HydrogenCart,
  countryCode: CountryCode,
  reporter?: ErrorReporter,
): HydrogenCart {
  const read = cart.get;
  cart.get = async (input) => {
    const current = await read(input);
    if (!current || current.buyerIdentity?.countryCode === countryCode) return current;
    const moved = await cart
      .updateBuyerIdentity({countryCode})
      .catch((error: unknown) => ({userErrors: [{message: error instanceof Error ? error.message : String(error)}]}));
    if (moved.userErrors?.length) {
      logError('HY-S5019', {step: 'buyerIdentity', countryCode, userErrors: moved.userErrors}, reporter);
      return current;
    }
    return read(input);
  };
  return cart;
}
