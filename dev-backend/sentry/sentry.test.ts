import {describe, expect, it} from 'vitest';
import {envelope, parseDsn, sentryEvent} from '../../app/lib/errors/errorReporting';
import {createSentryHandler, parseEnvelope} from './sentry';

const DSN = parseDsn('http://keel-dev-public-key@127.0.0.1:4000/sentry/1')!;

describe('Sentry stand-in', () => {
  it('accepts an envelope at the DSN’s envelope URL and records its event', () => {
    const handle = createSentryHandler({publicKey: 'keel-dev-public-key'});
    const now = new Date('2026-11-23T12:00:00Z');
    const event = sentryEvent(
      {
        error: new Error('boom'),
        route: '/cart',
        locale: 'en-US',
        release: 'r1',
        environment: 'test',
        platform: 'javascript',
        source: 'worker',
      },
      'a'.repeat(32),
      now,
    );
    const result = handle('POST', new URL(DSN.envelopeUrl), envelope(event, now), undefined);
    expect(result?.status).toBe(200);
    expect(JSON.parse(result?.body ?? '{}')).toEqual({id: 'a'.repeat(32)});
    const listed = JSON.parse(
      handle('GET', new URL('http://127.0.0.1:4000/sentry/api/1/events'), null, undefined)?.body ?? '{}',
    ) as {events: Array<{event: {tags: Record<string, string>}}>};
    expect(listed.events).toHaveLength(1);
    expect(listed.events[0]?.event.tags).toMatchObject({route: '/cart', locale: 'en-US'});
  });

  it('refuses a missing or unknown key (401) and a malformed envelope (400)', () => {
    const handle = createSentryHandler({publicKey: 'keel-dev-public-key'});
    const url = new URL('http://127.0.0.1:4000/sentry/api/1/envelope/');
    expect(handle('POST', url, '{}\n', undefined)?.status).toBe(401);
    expect(handle('POST', url, '{}\n', 'Sentry sentry_version=7, sentry_key=other')?.status).toBe(401);
    expect(handle('POST', url, 'not json', 'Sentry sentry_version=7, sentry_key=keel-dev-public-key')?.status).toBe(
      400,
    );
  });

  it('reads items by length, so a payload may hold newlines', () => {
    const payload = JSON.stringify({message: 'a\nb'});
    const parsed = parseEnvelope(
      `{"event_id":"x"}\n{"type":"event","length":${new TextEncoder().encode(payload).length}}\n${payload}\n{"type":"session"}\n{"sid":"s"}`,
    );
    expect(parsed?.items).toEqual([
      {type: 'event', payload: {message: 'a\nb'}},
      {type: 'session', payload: {sid: 's'}},
    ]);
  });
});
