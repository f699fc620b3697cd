import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  fetchWithDeadline,
  isUpstreamFailure,
  loggableUrl,
  UPSTREAM_TIMEOUT_MS,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  withDeadline,
} from './upstream.server';

const hanging = vi.fn(
  (_input: unknown, init?: RequestInit) =>
    new Promise<Response>((_, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
    ),
);

afterEach(() => {
  vi.unstubAllGlobals();
  UPSTREAM_TIMEOUT_MS.provider = 3000;
  UPSTREAM_TIMEOUT_MS.storefront = 4000;
});

describe('deadlines (decision 0046)', () => {
  it('are a few seconds per kind, all below the fault suite’s 5 s slow backend', () => {
    for (const ms of Object.values(UPSTREAM_TIMEOUT_MS)) {
      expect(ms).toBeGreaterThanOrEqual(1000);
      expect(ms).toBeLessThan(5000);
    }
  });

  it('fetchWithDeadline rejects with UpstreamTimeoutError at the kind’s deadline, naming no query string', async () => {
    vi.stubGlobal('fetch', hanging);
    UPSTREAM_TIMEOUT_MS.provider = 20;
    const error = await fetchWithDeadline('provider', 'https://provider.example/v1/events?key=secret').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect((error as UpstreamTimeoutError).kind).toBe('provider');
    expect((error as UpstreamTimeoutError).url).toBe('https://provider.example/v1/events');
    expect(String((error as Error).message)).not.toContain('secret');
  });

  it('fetchWithDeadline keeps the caller’s own signal', async () => {
    vi.stubGlobal('fetch', hanging);
    const controller = new AbortController();
    const pending = fetchWithDeadline('provider', 'https://provider.example/', {signal: controller.signal}).catch(
      (caught: unknown) => caught,
    );
    controller.abort(new Error('shopper left'));
    const error = await pending;
    expect(error).not.toBeInstanceOf(UpstreamUnavailableError);
  });

  it('fetchWithDeadline turns a refused connection into UpstreamUnavailableError and passes answers through', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    const error = await fetchWithDeadline('reviews', 'http://127.0.0.1:1/reviews').catch((caught: unknown) => caught);
    expect(isUpstreamFailure(error)).toBe(true);
    expect(error).not.toBeInstanceOf(UpstreamTimeoutError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('ok', {status: 201})),
    );
    expect((await fetchWithDeadline('reviews', 'http://127.0.0.1:1/reviews')).status).toBe(201);
  });

  it('withDeadline races a call that takes no signal, and wraps its failures', async () => {
    UPSTREAM_TIMEOUT_MS.storefront = 20;
    await expect(
      withDeadline('storefront', 'https://shop.example/api', () => new Promise(() => {})),
    ).rejects.toBeInstanceOf(UpstreamTimeoutError);
    await expect(withDeadline('storefront', 'https://shop.example/api', async () => 'answer')).resolves.toBe('answer');
    const failed = await withDeadline('storefront', 'https://shop.example/api', async () =>
      Promise.reject(new Error('API response error: 500')),
    ).catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(UpstreamUnavailableError);
    expect((failed as Error).message).toContain('500');
  });

  it('loggableUrl keeps origin and path only', () => {
    expect(loggableUrl(new URL('https://a.example/x/y?key=1#h'))).toBe('https://a.example/x/y');
    expect(loggableUrl(new Request('https://a.example/z?token=2'))).toBe('https://a.example/z');
  });
});
