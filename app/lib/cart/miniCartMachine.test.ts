import {createActor} from 'xstate';
import {describe, expect, it} from 'vitest';
import {miniCartMachine, miniCartVariantFromCms, type MiniCartEmitted, type MiniCartVariant} from './miniCartMachine';

function start(variant: MiniCartVariant = 'FULL', homePath = '/') {
  const actor = createActor(miniCartMachine(), {input: {variant, homePath}}).start();
  const emitted: MiniCartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return {actor, emitted};
}

describe('mini cart machine (rules:cart-states)', () => {
  it('starts closed and opens with its location', () => {
    const {actor} = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({type: 'miniCart.open', location: 'ADD_TO_CART'});
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openLocation).toBe('ADD_TO_CART');
  });

  it.each([
    ['ICON', 'FULL', true],
    ['PAGE', 'REDUCED', true],
    ['ADD_TO_CART', 'FULL', false],
    ['ICON', 'INVALID', false],
  ] as const)('opening from %s in %s records a view-cart event: %s', (location, variant, records) => {
    const {actor, emitted} = start(variant);
    actor.send({type: 'miniCart.open', location});
    expect(emitted).toEqual(records ? [{type: 'viewCart', location}] : []);
  });

  it('rewrites the URL to the locale home page when closed on a cart page in FULL', () => {
    const us = start('FULL', '/');
    us.actor.send({type: 'miniCart.open', location: 'PAGE'});
    us.actor.send({type: 'miniCart.close', pathname: '/cart/'});
    expect(us.emitted.at(-1)).toEqual({type: 'rewriteUrl', to: '/'});
    expect(us.actor.getSnapshot().value).toBe('closed');
    expect(us.actor.getSnapshot().context.openLocation).toBeNull();

    const gb = start('FULL', '/en-GB/');
    gb.actor.send({type: 'miniCart.open', location: 'ICON'});
    gb.actor.send({type: 'miniCart.close', pathname: '/en-GB/cart'});
    expect(gb.emitted.at(-1)).toEqual({type: 'rewriteUrl', to: '/en-GB/'});
  });

  it('does not rewrite elsewhere or in other variants', () => {
    const elsewhere = start('FULL');
    elsewhere.actor.send({type: 'miniCart.open', location: 'ICON'});
    elsewhere.actor.send({type: 'miniCart.close', pathname: '/products/rowers/keel-pro-rower/'});
    expect(elsewhere.emitted.filter((event) => event.type === 'rewriteUrl')).toEqual([]);
    const reduced = start('REDUCED');
    reduced.actor.send({type: 'miniCart.open', location: 'ICON'});
    reduced.actor.send({type: 'miniCart.close', pathname: '/cart'});
    expect(reduced.emitted.filter((event) => event.type === 'rewriteUrl')).toEqual([]);
  });

  it('maps the CMS variant labels', () => {
    expect(miniCartVariantFromCms('Full')).toBe('FULL');
    expect(miniCartVariantFromCms('Reduced')).toBe('REDUCED');
    expect(miniCartVariantFromCms('Original')).toBe('INVALID');
    expect(miniCartVariantFromCms(undefined)).toBe('INVALID');
  });
});
