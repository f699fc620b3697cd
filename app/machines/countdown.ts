import {assign, not, setup} from 'xstate';

/** spec 9: the countdown ticks every second. */
export const COUNTDOWN_TICK_MS = 1000;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function remainingUntil(endDate: number, now: number): Remaining {
  const total = Math.max(0, Math.floor((endDate - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** spec 4: 'Xd HHh MMm SSs', or colon-separated. */
export function formatCountdown(remaining: Remaining, format: 'LETTERS' | 'COLON' = 'LETTERS'): string {
  const {days, hours, minutes, seconds} = remaining;
  if (format === 'COLON') return `${pad(days)}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
}

/** spec 4: the tall layout's boxes: DAY/DAYS, HOUR/HOURS, MINS and SEC. */
export function countdownBoxes(remaining: Remaining): Array<{value: string; label: string}> {
  return [
    {value: pad(remaining.days), label: remaining.days === 1 ? 'DAY' : 'DAYS'},
    {value: pad(remaining.hours), label: remaining.hours === 1 ? 'HOUR' : 'HOURS'},
    {value: pad(remaining.minutes), label: 'MINS'},
    {value: pad(remaining.seconds), label: 'SEC'},
  ];
}

export interface CountdownContext {
  endDate: number | null;
  now: number;
}

/**
 * A countdown (spec 4): ticks every second until endDate passes, then stops
 * (countdownEnded). Without an endDate it never starts. `now` comes in with
 * the input, so the server and the first client render show the same text.
 */
export const countdownMachine = setup({
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
      always: [{guard: not('hasEndDate'), target: 'idle'}, {guard: 'ended', target: 'countdownEnded'}, {target: 'ticking'}],
    },
    idle: {type: 'final'},
    ticking: {
      after: {tick: {target: 'ticking', reenter: true, actions: 'tick'}},
      on: {'countdown.tick': {target: 'ticking', reenter: true, actions: 'tick'}},
      always: {guard: 'ended', target: 'countdownEnded'},
    },
    countdownEnded: {type: 'final'},
  },
});
