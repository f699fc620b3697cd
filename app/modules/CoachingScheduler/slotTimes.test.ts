import {describe, expect, it} from 'vitest';
import {groupSlotsByDay, isTimeZone, slotParts, zoneLabel} from './slotTimes';

describe('slots as people read them', () => {
  it('knows a time zone from anything else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const value of ['', 'Nowhere/Town', '<script>', '../etc', 'Europe/London; drop'])
      expect(isTimeZone(value)).toBe(false);
  });

  it('labels a time zone', () => {
    expect(zoneLabel('America/New_York')).toBe('New York time');
    expect(zoneLabel('Europe/London')).toBe('London time');
  });

  it('shows a slot in the coach’s zone, 12-hour in en-US and 24-hour in en-GB', () => {
    expect(slotParts('2026-11-23T12:00:00.000Z', 'America/New_York', 'en-US')).toEqual({
      day: 'Monday, November 23',
      dayKey: '2026-11-23',
      time: '07:00 AM',
    });
    expect(slotParts('2026-11-23T12:00:00.000Z', 'America/New_York', 'en-GB')).toEqual({
      day: 'Monday 23 November',
      dayKey: '2026-11-23',
      time: '07:00',
    });
  });

  it('regroups the same slots by the shopper’s day: a New York evening is the next morning in Tokyo', () => {
    expect(groupSlotsByDay(['2026-11-23T23:00:00.000Z'], 'America/New_York', 'en-US')).toEqual([
      {day: 'Monday, November 23', slots: [{start: '2026-11-23T23:00:00.000Z', time: '06:00 PM'}]},
    ]);
    expect(groupSlotsByDay(['2026-11-23T23:00:00.000Z'], 'Asia/Tokyo', 'en-US')).toEqual([
      {day: 'Tuesday, November 24', slots: [{start: '2026-11-23T23:00:00.000Z', time: '08:00 AM'}]},
    ]);
  });

  it('groups slots by the coach’s day, in order', () => {
    const groups = groupSlotsByDay(
      ['2026-11-25T23:00:00.000Z', '2026-11-23T17:30:00.000Z', '2026-11-23T12:00:00.000Z'],
      'America/New_York',
      'en-GB',
    );
    expect(groups).toEqual([
      {
        day: 'Monday 23 November',
        slots: [
          {start: '2026-11-23T12:00:00.000Z', time: '07:00'},
          {start: '2026-11-23T17:30:00.000Z', time: '12:30'},
        ],
      },
      {day: 'Wednesday 25 November', slots: [{start: '2026-11-25T23:00:00.000Z', time: '18:00'}]},
    ]);
  });
});
