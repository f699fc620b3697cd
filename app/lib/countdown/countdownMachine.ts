import {assign, not, setup} from 'xstate';
import {onFirstUse} from '~/lib/lazy/firstUse';
import {COUNTDOWN_TICK_MS} from './countdownFormat';

export {COUNTDOWN_TICK_MS, countdownBoxes, formatCountdown, remainingUntil, type Remaining} from './countdownFormat';

export interface CountdownContext {
  endDate: number | null;
  now: number;
}

/**
 * A countdown (rules:content-states): ticks every second until endDate passes, then stops
 * (countdownEnded). Without an endDate it never starts. `now` comes in with
 * the input, so the server and the first client render show the same text.
 */
export const countdownMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as CountdownContext,
      input: {} as {endDate: string | number | null | undefined; now: number},
      events: {} as {type: 'countdown.tick'; now?: number},
    },
    guards: {
      hasEndDate: ({context}) => context.endDate !== null,
      ended: ({context}) => context.endDate !== null && context.now >= context.endDate,
    },
    actions: {
      tick: assign({now: ({context, event}) => event.now ?? context.now + COUNTDOWN_TICK_MS}),
    },
    delays: {tick: COUNTDOWN_TICK_MS},
  }).createMachine({
    id: 'countdown',
    context: ({input}) => {
      const parsed = input.endDate == null || input.endDate === '' ? Number.NaN : new Date(input.endDate).getTime();
      return {endDate: Number.isFinite(parsed) ? parsed : null, now: input.now};
    },
    initial: 'checking',
    states: {
      checking: {
        always: [
          {guard: not('hasEndDate'), target: 'idle'},
          {guard: 'ended', target: 'countdownEnded'},
          {target: 'ticking'},
        ],
      },
      idle: {type: 'final'},
      ticking: {
        after: {tick: {target: 'ticking', reenter: true, actions: 'tick'}},
        on: {'countdown.tick': {target: 'ticking', reenter: true, actions: 'tick'}},
        always: {guard: 'ended', target: 'countdownEnded'},
      },
      countdownEnded: {type: 'final'},
    },
  }),
);
