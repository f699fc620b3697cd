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
  type AddScope,
  type CartLineRequest,
  type PostAddAction,
} from '~/lib/configurator/configuratorRules';

export type InterstitialKind = 'INTERSTITIAL' | 'INTERSTITIAL_2';

/** What the app's addToCart actor receives: the lines, and where the add happened. */
export interface AddInput {
  lines: CartLineRequest[];
  scope: AddScope;
}

export interface ConfiguratorContext {
  configurator: Configurator;
  /** rules:configurator-fields: state per step id, {value: [items]}. */
  state: SelectionState;
  interstitialOpen: boolean;
  /** The interstitial the post-add path opened, if any. */
  interstitial: InterstitialKind | null;
  /** What is left of the post-add path once the open interstitial is done. */
  pending: PostAddAction[];
  /** A short message for the shopper after a failed add; rules:configurator-add-failure would log it to the console only (decision 0093). */
  error: string | null;
}

export type ConfiguratorEvent =
  | {type: 'step.select'; stepId: string; item: ConfiguratorItem}
  | {type: 'step.clear'; stepId: string}
  | {type: 'packages.reset'}
  | {type: 'selection.replace'; state: SelectionState}
  | {type: 'cart.add'}
  /** The shopper leaves the interstitial without adding: the rest of the path follows. */
  | {type: 'interstitial.skip'}
  /** The interstitial was dismissed (close button, Escape): the shopper stays. */
  | {type: 'interstitial.closed'};

export type ConfiguratorEmitted =
  {type: 'postAdd'; action: PostAddAction; rest: PostAddAction[]} | {type: 'addFailed'; message: string};

const ADD_FAILED = 'We couldn’t add this to your cart. Please try again.';

function stepById(context: ConfiguratorContext, stepId: string) {
  return context.configurator.steps.find((candidate) => candidate.id === stepId);
}

/** The scope an add in the current state sends: the open interstitial's steps, or the body. */
function scopeOf(context: ConfiguratorContext): AddScope {
  return context.interstitial ?? 'BODY';
}

/**
 * The rower configurator (rules:configurator-fields, rules:configurator-states, rules:configurator-rules): selection per step by subType,
 * validity, the add to cart and the post-add path. The add itself is an
 * actor the app provides (it posts to the cart route); the machine decides
 * what to add and what follows. After the body's add, the first action of
 * the path is emitted: GO_TO_CART, or an interstitial, which then adds its
 * own steps (or is skipped) and emits the rest of the path.
 */
export const configuratorMachine = setup({
  types: {
    context: {} as ConfiguratorContext,
    events: {} as ConfiguratorEvent,
    input: {} as {configurator: Configurator; variantParam?: string | null; state?: SelectionState},
    emitted: {} as ConfiguratorEmitted,
  },
  actors: {
    addToCart: fromPromise<unknown, AddInput>(async () => {
      throw new Error('addToCart is provided by the app');
    }),
  },
  guards: {
    valid: ({context}) => isValid(context.configurator, context.state, context.interstitialOpen),
    pathOpensInterstitial: ({context}) => postAddPath(context.configurator)[0] !== 'GO_TO_CART',
    interstitialHasLines: ({context}) => cartLinesFor(context.configurator, context.state, scopeOf(context)).length > 0,
  },
  actions: {
    select: assign({
      state: ({context, event}) => {
        if (event.type !== 'step.select') return context.state;
        const step = stepById(context, event.stepId);
        return step ? selectItem(context.state, step, event.item) : context.state;
      },
      error: null,
    }),
    clear: assign({
      state: ({context, event}) => {
        if (event.type !== 'step.clear') return context.state;
        const step = stepById(context, event.stepId);
        return step ? clearStep(context.state, step) : context.state;
      },
    }),
    reset: assign({state: ({context}) => resetPackages(context.configurator, context.state)}),
    replace: assign({state: ({context, event}) => (event.type === 'selection.replace' ? event.state : context.state)}),
    clearError: assign({error: null}),
    openInterstitial: assign(({context}) => {
      const [action, ...rest] = postAddPath(context.configurator);
      return {
        interstitial: action === 'OPEN_INTERSTITIAL_2' ? ('INTERSTITIAL_2' as const) : ('INTERSTITIAL' as const),
        interstitialOpen: true,
        pending: rest,
      };
    }),
    closeInterstitial: assign({interstitial: null, interstitialOpen: false, pending: []}),
    emitFirstAction: emit(({context}) => {
      const [action = 'GO_TO_CART', ...rest] = postAddPath(context.configurator);
      return {type: 'postAdd' as const, action, rest};
    }),
    emitRest: emit(({context}) => {
      const [action = 'GO_TO_CART', ...rest] = context.pending;
      return {type: 'postAdd' as const, action, rest};
    }),
    failAdd: assign({error: ADD_FAILED}),
    // rules:configurator-add-failure "Configurator add failure": the console line the app logs, with where the add was and why.
    emitFailure: emit(({context, event}) => {
      const cause = 'error' in event && event.error instanceof Error ? `: ${event.error.message}` : '';
      return {type: 'addFailed' as const, message: `Configurator add failure (${scopeOf(context)})${cause}`};
    }),
  },
}).createMachine({
  id: 'configurator',
  context: ({input}) => ({
    configurator: input.configurator,
    state: input.state ?? initialState(input.configurator, input.variantParam),
    interstitialOpen: false,
    interstitial: null,
    pending: [],
    error: null,
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'step.select': {actions: 'select'},
        'step.clear': {actions: 'clear'},
        'packages.reset': {actions: 'reset'},
        'selection.replace': {actions: 'replace'},
        // rules:configurator-states: the CTA stays disabled until valid; a click disables it and adds.
        'cart.add': {guard: 'valid', target: 'adding', actions: 'clearError'},
      },
    },
    adding: {
      invoke: {
        src: 'addToCart',
        input: ({context}) => ({
          lines: cartLinesFor(context.configurator, context.state, 'BODY'),
          scope: 'BODY' as const,
        }),
        onDone: [
          {guard: 'pathOpensInterstitial', target: 'interstitial', actions: ['openInterstitial', 'emitFirstAction']},
          {target: 'added', actions: 'emitFirstAction'},
        ],
        onError: {target: 'ready', actions: ['failAdd', 'emitFailure']},
      },
    },
    interstitial: {
      on: {
        'step.select': {actions: 'select'},
        'step.clear': {actions: 'clear'},
        'cart.add': [
          {guard: 'interstitialHasLines', target: 'addingInterstitial', actions: 'clearError'},
          // Nothing chosen there (e.g. 'No thanks'): the path simply goes on.
          {target: 'added', actions: ['emitRest', 'closeInterstitial']},
        ],
        'interstitial.skip': {target: 'added', actions: ['emitRest', 'closeInterstitial']},
        'interstitial.closed': {target: 'added', actions: 'closeInterstitial'},
      },
    },
    addingInterstitial: {
      invoke: {
        src: 'addToCart',
        input: ({context}) => ({
          lines: cartLinesFor(context.configurator, context.state, scopeOf(context)),
          scope: scopeOf(context),
        }),
        onDone: {target: 'added', actions: ['emitRest', 'closeInterstitial']},
        onError: {target: 'interstitial', actions: ['failAdd', 'emitFailure']},
      },
    },
    added: {
      // The shopper may change the selection and add again (a new rower).
      on: {
        'step.select': {target: 'ready', actions: 'select'},
        'step.clear': {target: 'ready', actions: 'clear'},
        'selection.replace': {target: 'ready', actions: 'replace'},
        'cart.add': {guard: 'valid', target: 'adding', actions: 'clearError'},
      },
    },
  },
});

/** rules:configurator-states: the CTA is enabled only when the configuration is valid and no add is running. */
export function canAdd(snapshot: {value: unknown; context: ConfiguratorContext}): boolean {
  if (snapshot.value === 'adding' || snapshot.value === 'addingInterstitial') return false;
  return isValid(snapshot.context.configurator, snapshot.context.state, snapshot.context.interstitialOpen);
}
