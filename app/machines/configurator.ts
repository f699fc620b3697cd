import {assign, emit, fromPromise, setup} from 'xstate';
import type {Configurator, ConfiguratorItem, SelectionState} from '~/lib/configurator/model';
import {
  cartLinesFor,
  clearStep,
  initialState,
  isValid,
  postAddPath,
  resetPackages,
  selectItem,
  type CartLineRequest,
  type PostAddAction,
} from '~/lib/configurator/rules';

export interface ConfiguratorContext {
  configurator: Configurator;
  /** spec 3: state per step id, {value: [items]}. */
  state: SelectionState;
  interstitialOpen: boolean;
  /** A short message for the shopper after a failed add (spec 8: the failure itself is logged). */
  error: string | null;
}

export type ConfiguratorEvent =
  | {type: 'step.select'; stepId: string; item: ConfiguratorItem}
  | {type: 'step.clear'; stepId: string}
  | {type: 'packages.reset'}
  | {type: 'selection.replace'; state: SelectionState}
  | {type: 'interstitial.opened'}
  | {type: 'interstitial.closed'}
  | {type: 'cart.add'};

export type ConfiguratorEmitted =
  | {type: 'postAdd'; action: PostAddAction; rest: PostAddAction[]}
  | {type: 'addFailed'; message: string};

/**
 * The rower configurator (spec 3, 4, 5): selection per step by subType,
 * validity, and the add to cart. The add itself is an actor the app
 * provides (it posts to the cart route); the machine only decides what to
 * add and what follows: the first action of the post-add path is emitted.
 */
export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
    input: {} as {configurator: Configurator; variantParam?: string | null; state?: SelectionState},
    emitted: {} as ConfiguratorEmitted,
  },
  actors: {
    addToCart: fromPromise<unknown, {lines: CartLineRequest[]}>(async () => {
      throw new Error('addToCart is provided by the app');
    }),
  },
  guards: {
    valid: ({context}) => isValid(context.configurator, context.state, context.interstitialOpen),
  },
  actions: {
    select: assign({
      state: ({context, event}) => {
        if (event.type !== 'step.select') return context.state;
        const step = context.configurator.steps.find((candidate) => candidate.id === event.stepId);
        return step ? selectItem(context.state, step, event.item) : context.state;
      },
      error: null,
    }),
    clear: assign({
      state: ({context, event}) => {
        if (event.type !== 'step.clear') return context.state;
        const step = context.configurator.steps.find((candidate) => candidate.id === event.stepId);
        return step ? clearStep(context.state, step) : context.state;
      },
    }),
    reset: assign({state: ({context}) => resetPackages(context.configurator, context.state)}),
    replace: assign({state: ({context, event}) => (event.type === 'selection.replace' ? event.state : context.state)}),
    openInterstitial: assign({interstitialOpen: true}),
    closeInterstitial: assign({interstitialOpen: false}),
    clearError: assign({error: null}),
    emitPostAdd: emit(({context}) => {
      const [action = 'GO_TO_CART', ...rest] = postAddPath(context.configurator);
      return {type: 'postAdd' as const, action, rest};
    }),
    failAdd: assign({error: 'We couldn’t add your rower to the cart. Please try again.'}),
    emitFailure: emit(() => ({type: 'addFailed' as const, message: 'Configurator add to cart failed'})),
  },
}).createMachine({
  id: 'configurator',
  context: ({input}) => ({
    configurator: input.configurator,
    state: input.state ?? initialState(input.configurator, input.variantParam),
    interstitialOpen: false,
    error: null,
  }),
  initial: 'ready',
  on: {
    'interstitial.opened': {actions: 'openInterstitial'},
    'interstitial.closed': {actions: 'closeInterstitial'},
  },
  states: {
    ready: {
      on: {
        'step.select': {actions: 'select'},
        'step.clear': {actions: 'clear'},
        'packages.reset': {actions: 'reset'},
        'selection.replace': {actions: 'replace'},
        // spec 4: the CTA stays disabled until valid; a click disables it and adds.
        'cart.add': {guard: 'valid', target: 'adding', actions: 'clearError'},
      },
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({context}) => ({lines: cartLinesFor(context.configurator, context.state)}),
        onDone: {target: 'added', actions: 'emitPostAdd'},
        onError: {target: 'ready', actions: ['failAdd', 'emitFailure']},
      },
    },
    added: {
      // The shopper may change the selection (e.g. in an interstitial) and add again.
      on: {
        'step.select': {target: 'ready', actions: 'select'},
        'cart.add': {guard: 'valid', target: 'adding'},
      },
    },
  },
});

/** spec 4: the CTA is enabled only when the configuration is valid and no add is running. */
export function canAdd(snapshot: {value: unknown; context: ConfiguratorContext}): boolean {
  return snapshot.value !== 'adding' && isValid(snapshot.context.configurator, snapshot.context.state, snapshot.context.interstitialOpen);
}
