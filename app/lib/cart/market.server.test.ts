import {describe, expect, it, vi} from 'vitest';
import type {HydrogenCart} from '@shopify/hydrogen';
import {cartFollowsLocale} from './market.server';

/**
 * A cart handler stand-in: a cart in `country`, and what Shopify answers to the move. `otherSite`
 * moves the cart to another country just before each of the first reads it is given (the other
 * site's request arriving between this site's move and its read).
 */
function handler(
  country: string,
  move: () => Promise<{userErrors?: Array<{message: string}>}>,
  otherSite: string[] = [],
) {
  const state = {country};
  const cart = {
    get: vi.fn(async () => {
      const moveBack = cart.updateBuyerIdentity.mock.calls.length > 0 ? otherSite.shift() : undefined;
      if (moveBack) state.country = moveBack;
      return {id: 'gid://shopify/Cart/1', buyerIdentity: {countryCode: state.country}, lines: {nodes: []}};
    }),
    updateBuyerIdentity: vi.fn(async ({countryCode}: {countryCode: string}) => {
      const answer = await move();
      if (!answer.userErrors?.length) state.country = countryCode;
      return {cart: {id: 'gid://shopify/Cart/1'}, ...answer};
    }),
  };
  return cart;
}

describe('cartFollowsLocale', () => {
  it('reads a cart of this market once, without moving it', async () => {
    const cart = handler('GB', async () => ({}));
    const read = cart.get;
    const wrapped = cartFollowsLocale(cart as unknown as HydrogenCart, 'GB');
    expect(await wrapped.get()).toMatchObject({buyerIdentity: {countryCode: 'GB'}});
    expect(read).toHaveBeenCalledTimes(1);
    expect(cart.updateBuyerIdentity).not.toHaveBeenCalled();
  });

  it('moves a cart of the other market, then reads it again whole', async () => {
    const cart = handler('US', async () => ({}));
    const read = cart.get;
    const wrapped = cartFollowsLocale(cart as unknown as HydrogenCart, 'GB');
    expect(await wrapped.get()).toMatchObject({buyerIdentity: {countryCode: 'GB'}, lines: {nodes: []}});
    expect(cart.updateBuyerIdentity).toHaveBeenCalledWith({countryCode: 'GB'});
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('moves the cart once more when a read from the other site moved it back in between', async () => {
    const cart = handler('US', async () => ({}), ['US']);
    const read = cart.get;
    const wrapped = cartFollowsLocale(cart as unknown as HydrogenCart, 'GB');
    expect(await wrapped.get()).toMatchObject({buyerIdentity: {countryCode: 'GB'}});
    expect(cart.updateBuyerIdentity).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('stops after two moves when the other site keeps moving the cart back, and shows it as read', async () => {
    const cart = handler('US', async () => ({}), ['US', 'US', 'US']);
    const wrapped = cartFollowsLocale(cart as unknown as HydrogenCart, 'GB');
    expect(await wrapped.get()).toMatchObject({buyerIdentity: {countryCode: 'US'}});
    expect(cart.updateBuyerIdentity).toHaveBeenCalledTimes(2);
  });

  it('shows the cart as it is and logs HY-S5019 when Shopify refuses or fails the move', async () => {
    const logged = vi.mocked(console.error);
    const refused = handler('US', async () => ({userErrors: [{message: 'Country not enabled'}]}));
    expect(await cartFollowsLocale(refused as unknown as HydrogenCart, 'GB').get()).toMatchObject({
      buyerIdentity: {countryCode: 'US'},
    });
    const failed = handler('US', () => Promise.reject(new Error('timed out')));
    expect(await cartFollowsLocale(failed as unknown as HydrogenCart, 'GB').get()).toMatchObject({
      buyerIdentity: {countryCode: 'US'},
    });
    expect(logged.mock.calls.map(([line]) => line)).toEqual([
      '[HY-S5019] Update-cart failure',
      '[HY-S5019] Update-cart failure',
    ]);
    expect(String(logged.mock.calls[1]?.[1])).toContain('timed out');
    logged.mockClear();
  });
});
