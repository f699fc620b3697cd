/**
 * A stand-in for the personal-coaching scheduling service behind
 * /schedule/personal-coaching: each coach's open slots for the coming weeks
 * (from their weekly availability, in their own time zone), and bookings.
 * A slot can be booked once: a second booking of it answers 409. Bookings
 * live in memory, like the survey's answers.
 */
import {z} from 'zod';
import {COACHES} from '../../contentful/entries/pages';
import {PEOPLE} from '../../contentful/assets';
import {postBody} from '../http/body';
import {send, type Handler} from '../http/handler';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const MAX_DAYS = 60;
const MAX_BODY = 4096;

export interface Coach {
  slug: string;
  name: string;
  timeZone: string;
  availability: Partial<Record<(typeof WEEKDAYS)[number], string[]>>;
}

export interface Booking {
  id: string;
  coach: string;
  start: string;
  name: string;
  email: string;
  createdAt: string;
}

export const SEED_COACHES: Coach[] = COACHES.map((coach) => ({
  slug: coach.key,
  name: PEOPLE.find((person) => person.n === coach.person)?.name ?? coach.key,
  timeZone: coach.timeZone,
  availability: coach.availability as Coach['availability'],
}));

/** The UTC offset (ms) of a time zone at an instant. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const asUtc = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  return asUtc - instant;
}

/** A wall-clock date and time in a time zone as an instant (daylight saving included). */
export function zonedTime(date: {year: number; month: number; day: number}, time: string, timeZone: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

export const BookingSchema = z.object({
  coach: z.string().trim().min(1, 'Choose a coach.').max(80),
  start: z.string().datetime({message: 'Choose a time.'}),
  name: z.string().trim().min(1, 'Enter your name.').max(120),
  email: z.string().trim().email('Enter a valid e-mail address.').max(254),
});

export interface CoachingResult {
  status: number;
  body: unknown;
}

/** The service, with its clock and coaches injectable so tests are deterministic. */
export function createCoachingService(options: {now?: () => number; coaches?: Coach[]} = {}) {
  const now = options.now ?? (() => Date.now());
  const coaches = options.coaches ?? SEED_COACHES;
  const bookings = new Map<string, Booking>();
  const key = (coach: string, start: string) => `${coach}|${new Date(start).toISOString()}`;

  /** Open slots from tomorrow (in the coach's zone) for `days` days, booked ones left out. */
  function slots(coach: Coach, days: number): string[] {
    const today = new Intl.DateTimeFormat('en-CA', {
      timeZone: coach.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(now()));
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const result: string[] = [];
    for (let offset = 1; offset <= days; offset++) {
      const date = new Date(Date.UTC(year, month - 1, day + offset));
      const weekday = WEEKDAYS[date.getUTCDay()] ?? 'sun';
      for (const time of coach.availability[weekday] ?? []) {
        const start = zonedTime(
          {year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate()},
          time,
          coach.timeZone,
        ).toISOString();
        if (!bookings.has(key(coach.slug, start))) result.push(start);
      }
    }
    return result.sort();
  }

  function handle(method: string, url: URL, body: string | null): CoachingResult | null {
    if (!url.pathname.startsWith('/coaching/v1/')) return null;
    const path = url.pathname.slice('/coaching/v1'.length);
    if (method === 'GET' && path === '/coaches') {
      return {status: 200, body: {coaches: coaches.map(({slug, name, timeZone}) => ({slug, name, timeZone}))}};
    }
    const slotsMatch = /^\/coaches\/([a-z0-9-]+)\/slots$/.exec(path);
    if (method === 'GET' && slotsMatch) {
      const coach = coaches.find((candidate) => candidate.slug === slotsMatch[1]);
      if (!coach) return {status: 404, body: {error: `No coach ${slotsMatch[1]}`}};
      const days = Number(url.searchParams.get('days') ?? 21);
      if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS)
        return {status: 400, body: {error: `days must be a whole number from 1 to ${MAX_DAYS}`}};
      return {
        status: 200,
        body: {coach: coach.slug, timeZone: coach.timeZone, slots: slots(coach, days).map((start) => ({start}))},
      };
    }
    if (path === '/bookings' && method === 'POST') {
      if ((body ?? '').length > MAX_BODY) return {status: 413, body: {error: 'Body too large'}};
      let json: unknown;
      try {
        json = JSON.parse(body ?? '');
      } catch {
        return {status: 400, body: {error: 'Send a JSON object'}};
      }
      const parsed = BookingSchema.safeParse(json);
      if (!parsed.success)
        return {
          status: 400,
          body: {
            error: parsed.error.issues[0]?.message ?? 'Invalid booking',
            field: String(parsed.error.issues[0]?.path[0] ?? ''),
          },
        };
      const coach = coaches.find((candidate) => candidate.slug === parsed.data.coach);
      if (!coach) return {status: 404, body: {error: `No coach ${parsed.data.coach}`}};
      const start = new Date(parsed.data.start).toISOString();
      const slotKey = key(coach.slug, start);
      if (bookings.has(slotKey)) return {status: 409, body: {error: 'That time has just been booked. Choose another.'}};
      if (!slots(coach, MAX_DAYS).includes(start))
        return {status: 422, body: {error: 'That time is not one of the coach’s open slots.'}};
      const booking: Booking = {
        id: `bk_${bookings.size + 1}_${start.replace(/\D/g, '').slice(0, 12)}`,
        coach: coach.slug,
        start,
        name: parsed.data.name,
        email: parsed.data.email,
        createdAt: new Date(now()).toISOString(),
      };
      bookings.set(slotKey, booking);
      return {status: 201, body: {booking}};
    }
    return {status: 404, body: {error: `No route for ${method} ${url.pathname}`}};
  }

  return {
    handle,
    slots: (slug: string, days = 21) => {
      const coach = coaches.find((candidate) => candidate.slug === slug);
      return coach ? slots(coach, days) : null;
    },
  };
}

/** The coaching service's handler (decision 0142). */
export function createCoachingStandIn(): Handler {
  const coaching = createCoachingService();
  return async (request) => {
    const url = new URL(request.url);
    const result = url.pathname.startsWith('/coaching/')
      ? coaching.handle(request.method, url, await postBody(request))
      : null;
    return result && send(result.status, result.body);
  };
}
