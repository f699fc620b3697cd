import {describe, expect, it} from 'vitest';
import {groupSlotsByDay, parseBookingForm, slotParts, zoneLabel} from './scheduling';

describe('parseBookingForm (zod)', () => {
  it('accepts a complete booking, trimmed', () => {
    expect(parseBookingForm({coach: 'maya-okafor', start: '2026-11-23T12:00:00.000Z', name: ' Sam Rower ', email: 'sam@example.com'})).toEqual({
      ok: true,
      data: {coach: 'maya-okafor', start: '2026-11-23T12:00:00.000Z', name: 'Sam Rower', email: 'sam@example.com'},
    });
  });

  it('names the fields a form did not send', () => {
    expect(parseBookingForm({coach: 'maya-okafor'})).toEqual({
      ok: false,
      errors: {start: 'Choose a time.', name: 'Enter your name.', email: 'Enter your e-mail address.'},
    });
  });

  it('names each field to fix', () => {
    expect(parseBookingForm({coach: 'Maya!', start: 'Monday', name: '', email: 'sam@'})).toEqual({
      ok: false,
      errors: {coach: 'Choose a coach.', start: 'Choose a time.', name: 'Enter your name.', email: 'Enter a valid e-mail address, like name@example.com.'},
    });
  });
});

describe('slots as people read them', () => {
  it('labels a time zone', () => {
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel('Europe/London')).toBe('London time');
  });

  it('shows a slot in the coach’s zone, 12-hour in en-US and 24-hour in en-GB', () => {
    expect(slotParts('2026-11-23T12:00:00.000Z', 'America/New_York', 'en-US')).toEqual({day: 'Monday, November 23', dayKey: '2026-11-23', time: '07:00 AM'});
    expect(slotParts('2026-11-23T12:00:00.000Z', 'America/New_York', 'en-GB')).toEqual({day: 'Monday 23 November', dayKey: '2026-11-23', time: '07:00'});
  });

  it('groups slots by the coach’s day, in order', () => {
    const groups = groupSlotsByDay(['2026-11-25T23:00:00.000Z', '2026-11-23T17:30:00.000Z', '2026-11-23T12:00:00.000Z'], 'America/New_York', 'en-GB');
    expect(groups).toEqual([
      {day: 'Monday 23 November', slots: [{start: '2026-11-23T12:00:00.000Z', time: '07:00'}, {start: '2026-11-23T17:30:00.000Z', time: '12:30'}]},
      {day: 'Wednesday 25 November', slots: [{start: '2026-11-25T23:00:00.000Z', time: '18:00'}]},
    ]);
  });
});
