/**
 * A Sentry-compatible error-reporting stand-in (decision 0059). It accepts
 * Sentry's envelope format at `POST /sentry/api/{project}/envelope/` (the
 * path a DSN `http://{key}@host/sentry/{project}` leads to), authenticated by
 * `sentry_key` in the query or the `X-Sentry-Auth` header, answers `{id}`
 * as Sentry does, and records the events (in memory) for tests at
 * `GET /sentry/api/{project}/events`.
 */

import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';

export interface SentryResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RecordedEvent {
  project: string;
  receivedAt: string;
  event: Record<string, unknown>;
}

/** The items of an envelope: header line, then per item a header line and a payload (by `length`, or up to the next newline). */
export function parseEnvelope(
  raw: string,
): {header: Record<string, unknown>; items: Array<{type: string; payload: unknown}>} | null {
  const bytes = new TextEncoder().encode(raw);
  const decoder = new TextDecoder();
  let offset = 0;
  const readLine = () => {
    const end = bytes.indexOf(10, offset);
    const line = decoder.decode(bytes.subarray(offset, end < 0 ? bytes.length : end));
    offset = end < 0 ? bytes.length : end + 1;
    return line;
  };
  try {
    const header = JSON.parse(readLine()) as Record<string, unknown>;
    const items: Array<{type: string; payload: unknown}> = [];
    while (offset < bytes.length) {
      const itemLine = readLine();
      if (!itemLine.trim()) continue;
      const itemHeader = JSON.parse(itemLine) as {type?: string; length?: number};
      let payload: string;
      if (typeof itemHeader.length === 'number') {
        payload = decoder.decode(bytes.subarray(offset, offset + itemHeader.length));
        offset += itemHeader.length;
        if (bytes[offset] === 10) offset += 1;
      } else {
        payload = readLine();
      }
      items.push({type: itemHeader.type ?? 'unknown', payload: JSON.parse(payload)});
    }
    return {header, items};
  } catch {
    return null;
  }
}

export function createSentryHandler(options: {publicKey: string}) {
  const events: RecordedEvent[] = [];
  const cors = {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type, x-sentry-auth',
  };
  const json = (status: number, value: unknown): SentryResult => ({
    status,
    headers: {...cors, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
    body: JSON.stringify(value),
  });
  return function handleSentry(
    method: string,
    url: URL,
    body: string | null,
    authHeader: string | undefined,
  ): SentryResult | null {
    const match = /^\/sentry\/api\/(\d+)\/(envelope|events)\/?$/.exec(url.pathname);
    if (!url.pathname.startsWith('/sentry/')) return null;
    if (!match) return json(404, {detail: 'Not found'});
    const [, project = '', kind] = match;
    if (method === 'OPTIONS') return {status: 204, headers: cors, body: ''};
    if (kind === 'events') {
      if (method !== 'GET') return json(405, {detail: 'Use GET.'});
      return json(200, {events: events.filter((entry) => entry.project === project)});
    }
    if (method !== 'POST') return json(405, {detail: 'Method not allowed'});
    const key = url.searchParams.get('sentry_key') ?? /sentry_key=([^,\s]+)/.exec(authHeader ?? '')?.[1];
    // Sentry's answers to a missing or unknown key.
    if (!key) return json(401, {detail: 'missing authorization information'});
    if (key !== options.publicKey) return json(401, {detail: 'invalid api key'});
    const envelope = parseEnvelope(body ?? '');
    if (!envelope) return json(400, {detail: 'invalid envelope'});
    let id: unknown = envelope.header.event_id;
    for (const item of envelope.items) {
      if (item.type !== 'event' || typeof item.payload !== 'object' || item.payload === null) continue;
      events.push({project, receivedAt: new Date().toISOString(), event: item.payload as Record<string, unknown>});
      id = (item.payload as {event_id?: unknown}).event_id ?? id;
    }
    return json(200, {id});
  };
}

/** Sentry's ingest handler (decision 0142). */
export function createSentryStandIn(options: {publicKey: string}): Handler {
  const handleSentry = createSentryHandler(options);
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/sentry/')) return null;
    return fromResult(
      handleSentry(request.method, url, await postBody(request), request.headers.get('x-sentry-auth') ?? undefined),
    );
  };
}
