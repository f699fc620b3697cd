/** The countdown's pure parts (rules:content-states), apart from the machine so a page can format without loading XState. */

/** rules:layout-constants: the countdown ticks every second. */
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

/** rules:content-states: 'Xd HHh MMm SSs', or colon-separated. */
export function formatCountdown(remaining: Remaining, format: 'LETTERS' | 'COLON' = 'LETTERS'): string {
  const {days, hours, minutes, seconds} = remaining;
  if (format === 'COLON') return `${pad(days)}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return `${days}d ${pad(hours)}h ${pad(minutes)}m ${pad(seconds)}s`;
}

/** rules:content-states: the tall layout's boxes: DAY/DAYS, HOUR/HOURS, MINS and SEC. */
export function countdownBoxes(remaining: Remaining): Array<{value: string; label: string}> {
  return [
    {value: pad(remaining.days), label: remaining.days === 1 ? 'DAY' : 'DAYS'},
    {value: pad(remaining.hours), label: remaining.hours === 1 ? 'HOUR' : 'HOURS'},
    {value: pad(remaining.minutes), label: 'MINS'},
    {value: pad(remaining.seconds), label: 'SEC'},
  ];
}
