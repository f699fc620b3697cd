import {describe, expect, it} from 'vitest';
import {parseBookingForm} from './bookingForm';

describe('parseBookingForm (zod)', () => {
  it('accepts a complete booking, trimmed', () => {
    expect(
      parseBookingForm({
        coach: 'maya-okafor',
        start: '2026-11-23T12:00:00.000Z',
        name: ' Sam Rower ',
        email: 'sam@example.com',
      }),
    ).toEqual({
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

  it('takes the shopper’s time zone when the browser sent a real one', () => {
    const booking = {coach: 'maya-okafor', start: '2026-11-23T12:00:00.000Z', name: 'Sam', email: 'sam@example.com'};
    expect(parseBookingForm({...booking, timeZone: 'Europe/London'})).toMatchObject({
      ok: true,
      data: {timeZone: 'Europe/London'},
    });
    // Without JavaScript the field is empty: no zone, the coach's applies.
    const empty = parseBookingForm({...booking, timeZone: ''});
    expect(empty.ok && empty.data.timeZone).toBeUndefined();
    expect(parseBookingForm({...booking, timeZone: 'Mars/Olympus_Mons'})).toEqual({
      ok: false,
      errors: {timeZone: 'Unknown time zone.'},
    });
    expect(parseBookingForm({...booking, timeZone: `Europe/${'x'.repeat(80)}`}).ok).toBe(false);
  });

  it('names each field to fix', () => {
    expect(parseBookingForm({coach: 'Maya!', start: 'Monday', name: '', email: 'sam@'})).toEqual({
      ok: false,
      errors: {
        coach: 'Choose a coach.',
        start: 'Choose a time.',
        name: 'Enter your name.',
        email: 'Enter a valid e-mail address, like name@example.com.',
      },
    });
  });
});
