import {CacheShort, type WithCache} from '@shopify/hydrogen';
import {z} from 'zod';
import {fetchWithDeadline} from './upstream.server';

/**
 * Clients of the coaching scheduler's service and the jobs service (in the
 * dev backend, stand-ins; COACHING_API_URL and JOBS_API_URL). Reads fail soft
 * (null); a booking answers the service's status and message.
 */

const OpeningsSchema = z.object({
  openings: z.array(
    z.object({id: z.string(), title: z.string(), department: z.string(), location: z.string(), url: z.string().url()}),
  ),
});
const SlotsSchema = z.object({coach: z.string(), timeZone: z.string(), slots: z.array(z.object({start: z.string()}))});

export type Openings = z.infer<typeof OpeningsSchema>['openings'];
export type CoachSlots = z.infer<typeof SlotsSchema>;

async function getJson<T>(
  url: string,
  schema: z.ZodType<T>,
  withCache: WithCache | null,
  label: string,
): Promise<T | null> {
  try {
    const load = async () => {
      const response = await fetchWithDeadline('provider', url, {headers: {Accept: 'application/json'}});
      return {status: response.status, body: (await response.json().catch(() => null)) as unknown};
    };
    const answer = withCache
      ? await withCache.run(
          {
            cacheKey: [label, url],
            cacheStrategy: CacheShort(),
            shouldCacheResult: (result: {status: number}) => result.status === 200,
          },
          load,
        )
      : await load();
    if (answer.status !== 200) {
      console.warn(`[${label}] ${url} answered ${answer.status}`);
      return null;
    }
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) {
      console.warn(`[${label}] ${url} answered an unexpected shape`);
      return null;
    }
    return parsed.data;
  } catch (error) {
    console.warn(`[${label}] ${url} failed`, error instanceof Error ? error.message : error);
    return null;
  }
}

export async function fetchOpenings(
  baseUrl: string | undefined,
  departments: readonly string[],
  withCache: WithCache | null = null,
): Promise<Openings | null> {
  if (!baseUrl) return null;
  const query = departments.length ? `?departments=${encodeURIComponent(departments.join(','))}` : '';
  const result = await getJson(`${baseUrl.replace(/\/$/, '')}/openings${query}`, OpeningsSchema, withCache, 'jobs');
  return result?.openings ?? null;
}

/** A coach's open slots: never cached, a booking changes them. */
export async function fetchSlots(baseUrl: string | undefined, coach: string, days: number): Promise<CoachSlots | null> {
  if (!baseUrl) return null;
  return getJson(
    `${baseUrl.replace(/\/$/, '')}/coaches/${encodeURIComponent(coach)}/slots?days=${days}`,
    SlotsSchema,
    null,
    'coaching',
  );
}

export type BookingAnswer =
  | {ok: true; booking: {id: string; coach: string; start: string; name: string; email: string}}
  | {ok: false; status: number; error: string};

export async function createBooking(
  baseUrl: string | undefined,
  input: {coach: string; start: string; name: string; email: string},
): Promise<BookingAnswer> {
  if (!baseUrl) return {ok: false, status: 503, error: 'Booking is not available right now. Please try again later.'};
  try {
    const response = await fetchWithDeadline('provider', `${baseUrl.replace(/\/$/, '')}/bookings`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => null)) as {
      booking?: {id: string; coach: string; start: string; name: string; email: string};
      error?: string;
    } | null;
    if (response.ok && body?.booking) return {ok: true, booking: body.booking};
    return {
      ok: false,
      status: response.status,
      error: body?.error ?? 'The booking could not be made. Please try again.',
    };
  } catch (error) {
    console.warn('[coaching] booking failed', error instanceof Error ? error.message : error);
    return {ok: false, status: 503, error: 'The booking service did not answer. Please try again.'};
  }
}
