import {assign, emit, setup} from 'xstate';
import {onFirstUse} from '~/lib/lazy/firstUse';

/** rules:cart-states: where the mini cart was opened from. */
export type OpenLocation = 'ICON' | 'PAGE' | 'ADD_TO_CART';
/** rules:cart-states: the CMS variant of the mini cart; 'Original' is INVALID. */
export type MiniCartVariant = 'FULL' | 'REDUCED' | 'INVALID';

export interface MiniCartContext {
  openLocation: OpenLocation | null;
  variant: MiniCartVariant;
  /** '/' for en-US, '/en-GB/' for en-GB (rules:cart-mini-cart: the URL after closing on a cart page). */
  homePath: string;
}

export type MiniCartEvent =
  | {type: 'miniCart.open'; location: OpenLocation}
  | {type: 'miniCart.close'; pathname: string}
  | {type: 'miniCart.setVariant'; variant: MiniCartVariant};

export type MiniCartEmitted = {type: 'viewCart'; location: OpenLocation} | {type: 'rewriteUrl'; to: string};

/** Maps the CMS label (Full | Reduced | Original) to the machine's variant. */
export function miniCartVariantFromCms(label: string | null | undefined): MiniCartVariant {
  if (label === 'Full') return 'FULL';
  if (label === 'Reduced') return 'REDUCED';
  return 'INVALID';
}

const isCartPath = (pathname: string) => /^(\/en-GB)?\/cart\/?$/i.test(pathname);

/**
 * The mini cart (rules:cart-states): closed, or open with the place it was opened
 * from. Opening from ICON or PAGE in the FULL or REDUCED variant records a
 * view-cart event; closing on a cart page in the FULL variant rewrites the
 * URL to the home page. Effects are emitted, never performed here.
 */
export const miniCartMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as MiniCartContext,
      events: {} as MiniCartEvent,
      input: {} as {variant?: MiniCartVariant; homePath?: string},
      emitted: {} as MiniCartEmitted,
    },
    guards: {
      recordsViewCart: ({context, event}) =>
        event.type === 'miniCart.open' &&
        (event.location === 'ICON' || event.location === 'PAGE') &&
        (context.variant === 'FULL' || context.variant === 'REDUCED'),
      rewritesUrl: ({context, event}) =>
        event.type === 'miniCart.close' && context.variant === 'FULL' && isCartPath(event.pathname),
    },
    actions: {
      setLocation: assign({openLocation: ({event}) => (event.type === 'miniCart.open' ? event.location : null)}),
      clearLocation: assign({openLocation: null}),
      setVariant: assign({
        variant: ({context, event}) => (event.type === 'miniCart.setVariant' ? event.variant : context.variant),
      }),
      emitViewCart: emit(({event}) => ({
        type: 'viewCart' as const,
        location: event.type === 'miniCart.open' ? event.location : 'ICON',
      })),
      emitRewrite: emit(({context}) => ({type: 'rewriteUrl' as const, to: context.homePath})),
    },
  }).createMachine({
    id: 'miniCart',
    context: ({input}) => ({openLocation: null, variant: input.variant ?? 'FULL', homePath: input.homePath ?? '/'}),
    initial: 'closed',
    on: {'miniCart.setVariant': {actions: 'setVariant'}},
    states: {
      closed: {
        on: {
          'miniCart.open': [
            {guard: 'recordsViewCart', target: 'open', actions: ['setLocation', 'emitViewCart']},
            {target: 'open', actions: 'setLocation'},
          ],
        },
      },
      open: {
        on: {
          'miniCart.open': {actions: 'setLocation'},
          'miniCart.close': [
            {guard: 'rewritesUrl', target: 'closed', actions: ['clearLocation', 'emitRewrite']},
            {target: 'closed', actions: 'clearLocation'},
          ],
        },
      },
    },
  }),
);
