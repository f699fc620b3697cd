import {createActor, SimulatedClock} from 'xstate';
import {describe, expect, it} from 'vitest';
import {countdownBoxes, countdownMachine, formatCountdown, remainingUntil} from './countdownMachine';

const NOW = Date.parse('2026-11-21T12:00:00Z');

function start(endDate: string | null) {
  const clock = new SimulatedClock();
  const actor = createActor(countdownMachine(), {input: {endDate, now: NOW}, clock}).start();
  const text = () => {
    const {endDate: end, now} = actor.getSnapshot().context;
    return end === null ? '' : formatCountdown(remainingUntil(end, now));
  };
  return {actor, clock, text};
}

describe('countdown formats (rules:content-states)', () => {
  it("writes 'Xd HHh MMm SSs' and the colon format", () => {
    const remaining = remainingUntil(NOW + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, NOW);
    expect(remaining).toEqual({days: 2, hours: 3, minutes: 4, seconds: 5});
    expect(formatCountdown(remaining)).toBe('2d 03h 04m 05s');
    expect(formatCountdown(remaining, 'COLON')).toBe('02:03:04:05');
  });

  it('labels the tall layout’s boxes in singular and plural', () => {
    expect(countdownBoxes({days: 1, hours: 1, minutes: 5, seconds: 9})).toEqual([
      {value: '01', label: 'DAY'},
      {value: '01', label: 'HOUR'},
      {value: '05', label: 'MINS'},
      {value: '09', label: 'SEC'},
    ]);
    expect(countdownBoxes({days: 3, hours: 0, minutes: 0, seconds: 0}).map((box) => box.label)).toEqual([
      'DAYS',
      'HOURS',
      'MINS',
      'SEC',
    ]);
  });

  it('never goes below zero', () => {
    expect(remainingUntil(NOW - 5000, NOW)).toEqual({days: 0, hours: 0, minutes: 0, seconds: 0});
  });
});

describe('countdown machine (rules:content-states)', () => {
  it('ticks every second until the end date, then stops', () => {
    const {actor, clock, text} = start('2026-11-21T12:00:03Z');
    expect(actor.getSnapshot().value).toBe('ticking');
    expect(text()).toBe('0d 00h 00m 03s');
    clock.increment(1000);
    expect(text()).toBe('0d 00h 00m 02s');
    clock.increment(1000);
    expect(text()).toBe('0d 00h 00m 01s');
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('countdownEnded');
    expect(actor.getSnapshot().status).toBe('done');
    clock.increment(5000);
    expect(text()).toBe('0d 00h 00m 00s');
  });

  it('renders nothing and never starts without an end date', () => {
    for (const endDate of [null, '', 'not a date']) {
      const {actor} = start(endDate);
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.endDate).toBeNull();
    }
  });

  it('ends at once when the end date has passed', () => {
    expect(start('2026-01-01T00:00:00Z').actor.getSnapshot().value).toBe('countdownEnded');
  });

  it('takes a tick with the real time, so a hidden tab catches up', () => {
    const {actor, text} = start('2026-11-22T12:00:00Z');
    actor.send({type: 'countdown.tick', now: NOW + 3600_000});
    expect(text()).toBe('0d 23h 00m 00s');
  });
});
