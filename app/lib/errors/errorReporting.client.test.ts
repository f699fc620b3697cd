import {afterEach, describe, expect, it, vi} from 'vitest';

/** The browser reporter with the few browser globals it touches stubbed (no DOM in the unit project). */
describe('browser error reporter (rules:errors-and-logging: logged codes, uncaught errors)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('reports a logged spec code and an uncaught error as scrubbed Sentry envelopes to the DSN', async () => {
    const listeners: Record<string, (event: unknown) => void> = {};
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    });
    vi.stubGlobal('document', {documentElement: {dataset: {} as Record<string, string>}});
    vi.stubGlobal('location', {pathname: '/products/rowers/keel-pro-rower/'});
    vi.stubGlobal('fetch', fetchMock);
    const error = vi.mocked(console.error);
    const {installBrowserReporter} = await import('./errorReporting.client');
    installBrowserReporter({
      dsn: 'http://key@127.0.0.1:4000/sentry/1',
      release: 'r1',
      environment: 'test',
      locale: 'en-US',
    });
    try {
      console.error(
        'HY-C7012 [AdaptiveStreamingPlayer] - Unable to play video for player',
        new Error('NotSupportedError'),
      );
      listeners.error?.({error: new Error('boom for ada@example.com')});
      console.error('a warning without a code or an error');
    } finally {
      console.error = error;
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const events = fetchMock.mock.calls.map((call) => {
      const [url, init] = call as unknown as [string, RequestInit];
      expect(url).toBe('http://127.0.0.1:4000/sentry/api/1/envelope/?sentry_key=key&sentry_version=7');
      return JSON.parse(String(init.body).split('\n')[2] ?? '{}') as {
        tags: Record<string, string>;
        exception?: {values: Array<{value: string}>};
      };
    });
    expect(events[0]?.tags).toMatchObject({
      code: 'HY-C7012',
      source: 'log',
      route: '/products/rowers/keel-pro-rower/',
      locale: 'en-US',
    });
    expect(events[1]?.tags.source).toBe('browser');
    expect(events[1]?.exception?.values[0]?.value).toBe('boom for [email]');
    // The original console.error still ran for each call (the test setup's spy saw them).
    expect(error).toHaveBeenCalledTimes(2);
    error.mockClear();
  });
});
