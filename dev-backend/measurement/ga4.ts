/**
 * A stand-in for GA4's Measurement Protocol (POST /mp/collect?measurement_id=&api_secret=,
 * JSON {client_id, events: [{name, params}]}), served at /ga4/mp/collect. Like
 * GA4 it answers 204 with no body; unlike GA4 (which accepts anything silently)
 * it refuses a malformed request with 400 and the validation messages GA4's
 * /debug/mp/collect would give, so a broken payload fails a test. What it
 * receives stays in memory and is read back with GET /ga4/mp/received?client_id=.
 */
import {z} from 'zod';
import {parseJsonObject} from '../http/jsonBody';
import type {StandInResult} from '../http/handler';

const MAX_BODY = 130 * 1024; // GA4: a request is at most 130 kB.

const EventSchema = z.object({
  // GA4: names start with a letter, letters, digits and underscores, at most 40 characters.
  name: z
    .string()
    .regex(
      /^[A-Za-z][A-Za-z0-9_]{0,39}$/,
      'Event name must start with a letter and use only letters, digits and underscores (max 40)',
    ),
  params: z
    .record(
      z
        .string()
        .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Parameter names use only letters, digits and underscores (max 40)'),
      z.unknown(),
    )
    .optional(),
});

const BodySchema = z.object({
  client_id: z.string({message: 'client_id is required'}).min(1, 'client_id is required'),
  user_id: z.string().optional(),
  timestamp_micros: z.number().optional(),
  events: z
    .array(EventSchema)
    .min(1, 'events must hold at least one event')
    .max(25, 'A request holds at most 25 events'),
});

export interface Ga4Hit {
  measurement_id: string;
  client_id: string;
  events: Array<{name: string; params?: Record<string, unknown>}>;
  receivedAt: string;
}

const hits: Ga4Hit[] = [];

const json = (status: number, body: unknown): StandInResult => ({
  status,
  headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
  body: JSON.stringify(body),
});
const invalid = (description: string) =>
  json(400, {validationMessages: [{fieldPath: '', description, validationCode: 'VALUE_INVALID'}]});

/** Routes /ga4/...; null for anything else. */
export function handleGa4(method: string, url: URL, body: string | null): StandInResult | null {
  if (!url.pathname.startsWith('/ga4/')) return null;
  if (url.pathname === '/ga4/mp/collect' && method === 'POST') {
    const measurementId = url.searchParams.get('measurement_id') ?? '';
    if (!/^G-[A-Z0-9]{4,20}$/.test(measurementId))
      return invalid('measurement_id is missing or not a web stream id (G-…)');
    if (!url.searchParams.get('api_secret')) return invalid('api_secret is required');
    const parsed = parseJsonObject(body ?? '', MAX_BODY, BodySchema, 'Invalid payload');
    if (typeof parsed === 'string') return invalid(parsed);
    hits.push({
      measurement_id: measurementId,
      client_id: parsed.client_id,
      events: parsed.events,
      receivedAt: new Date().toISOString(),
    });
    if (hits.length > 10_000) hits.shift();
    return {status: 204, headers: {}, body: ''};
  }
  if (url.pathname === '/ga4/mp/received' && method === 'GET') {
    const clientId = url.searchParams.get('client_id');
    return json(200, {hits: hits.filter((hit) => !clientId || hit.client_id === clientId)});
  }
  return json(404, {error: `No route for ${method} ${url.pathname}`});
}
