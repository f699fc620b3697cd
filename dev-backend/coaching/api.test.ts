import {describe, expect, it} from 'vitest';
import {createCoachingService, zonedTime, type Coach} from './api';

const COACH: Coach = {
  slug: 'maya-okafor',
  name: 'Maya Okafor',
  timeZone: 'America/New_York',
  availability: {mon: ['07:00', '12:30'], wed: ['18:00']},
};
// Saturday 21 November 2026, 10:00 UTC.
const NOW = Date.UTC(2026, 10, 21, 10, 0);
const service = () => createCoachingService({now: () => NOW, coaches: [COACH]});
const url = (path: string) => new URL(`http://backend${path}`);
const book = (svc: ReturnType<typeof service>, body: unknown) =>
  svc.handle('POST', url('/coaching/v1/bookings'), JSON.stringify(body));

describe('zonedTime', () => {
  it('turns a wall-clock time in a zone into the instant, daylight saving included', () => {
    expect(zonedTime({year: 2026, month: 11, day: 23}, '07:00', 'America/New_York').toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
    expect(zonedTime({year: 2026, month: 7, day: 6}, '07:00', 'America/New_York').toISOString()).toBe(
      '2026-07-06T11:00:00.000Z',
    );
    expect(zonedTime({year: 2026, month: 7, day: 6}, '09:00', 'Europe/London').toISOString()).toBe(
      '2026-07-06T08:00:00.000Z',
    );
  });
});

describe('coaching stand-in', () => {
  it('lists a coach’s open slots from tomorrow, in their time zone', () => {
    const result = service().handle('GET', url('/coaching/v1/coaches/maya-okafor/slots?days=7'), null);
    expect(result?.status).toBe(200);
    expect(result?.body).toEqual({
      coach: 'maya-okafor',
      timeZone: 'America/New_York',
      slots: [
        {start: '2026-11-23T12:00:00.000Z'},
        {start: '2026-11-23T17:30:00.000Z'},
        {start: '2026-11-25T23:00:00.000Z'},
      ],
    });
  });

  it('books an open slot once; the second booking of it is refused with 409', () => {
    const svc = service();
    const first = book(svc, {
      coach: 'maya-okafor',
      start: '2026-11-23T12:00:00.000Z',
      name: 'Sam Rower',
      email: 'sam@example.com',
    });
    expect(first?.status).toBe(201);
    expect(first?.body).toMatchObject({
      booking: {coach: 'maya-okafor', start: '2026-11-23T12:00:00.000Z', name: 'Sam Rower', email: 'sam@example.com'},
    });
    const second = book(svc, {
      coach: 'maya-okafor',
      start: '2026-11-23T12:00:00.000Z',
      name: 'Alex',
      email: 'alex@example.com',
    });
    expect(second).toEqual({status: 409, body: {error: 'That time has just been booked. Choose another.'}});
    expect(svc.slots('maya-okafor', 7)).not.toContain('2026-11-23T12:00:00.000Z');
  });

  it('refuses bad input with 400, an unknown coach with 404 and a time that is not a slot with 422', () => {
    const svc = service();
    expect(book(svc, {coach: 'maya-okafor', start: 'monday', name: 'Sam', email: 'sam@example.com'})).toEqual({
      status: 400,
      body: {error: 'Choose a time.', field: 'start'},
    });
    expect(book(svc, {coach: 'maya-okafor', start: '2026-11-23T12:00:00.000Z', name: 'Sam', email: 'nope'})).toEqual({
      status: 400,
      body: {error: 'Enter a valid e-mail address.', field: 'email'},
    });
    expect(svc.handle('POST', url('/coaching/v1/bookings'), 'not json')?.status).toBe(400);
    expect(
      book(svc, {coach: 'nobody', start: '2026-11-23T12:00:00.000Z', name: 'Sam', email: 'sam@example.com'})?.status,
    ).toBe(404);
    expect(
      book(svc, {coach: 'maya-okafor', start: '2026-11-23T13:00:00.000Z', name: 'Sam', email: 'sam@example.com'})
        ?.status,
    ).toBe(422);
    expect(svc.handle('GET', url('/coaching/v1/coaches/maya-okafor/slots?days=0'), null)?.status).toBe(400);
    expect(svc.handle('GET', url('/coaching/v1/coaches/nobody/slots'), null)?.status).toBe(404);
  });
});
