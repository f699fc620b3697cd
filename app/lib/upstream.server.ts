/**
 * Every upstream call's deadline, from one place (decision 0046). A call that
 * passes its deadline rejects with UpstreamTimeoutError; one that cannot be
 * made or answers 5xx becomes an UpstreamUnavailableError. Loaders let either
 * one throw: the document answers a friendly 503 in the site's shell
 * (entry.server.tsx), cart actions answer 503 with the cart unchanged.
 *
 * The deadlines sit below the 5 s the fault suite's slow backend takes, so a
 * slow upstream is a 503 in well under 10 s, never a hung page.
 */
export const UPSTREAM_TIMEOUT_MS: {storefront: number; admin: number; cms: number; reviews: number; provider: number} =
  {
    storefront: 4000,
    admin: 4000,
    cms: 4000,
    reviews: 2500,
    provider: 3000,
  };

export type UpstreamKind = keyof typeof UPSTREAM_TIMEOUT_MS;

/** Origin and path only: a query string may hold a key, and logs must not. */
export function loggableUrl(input: string | URL | Request): string {
  const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`;
  } catch {
    return raw.split('?')[0] ?? raw;
  }
}

/** An upstream that could not answer usefully: refused, reset, 5xx, or too slow. */
export class UpstreamUnavailableError extends Error {
  constructor(
    readonly kind: UpstreamKind,
    readonly url: string,
    reason: string,
  ) {
    super(`${kind} upstream unavailable (${reason}): ${url}`);
    this.name = 'UpstreamUnavailableError';
  }
}

/**
 * decision 0119: an upstream whose settings are missing or wrong (the start-up log line names
 * them). Its features answer as if it were down; no request is made.
 */
export class UpstreamNotConfiguredError extends UpstreamUnavailableError {
  constructor(kind: UpstreamKind, settings: string) {
    super(kind, '(none)', `not configured: ${settings}`);
    this.name = 'UpstreamNotConfiguredError';
  }
}

export class UpstreamTimeoutError extends UpstreamUnavailableError {
  constructor(kind: UpstreamKind, url: string) {
    super(kind, url, `no answer within ${UPSTREAM_TIMEOUT_MS[kind]} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

function mergedSignal(deadline: AbortSignal, signal: AbortSignal | null | undefined): AbortSignal {
  return signal ? AbortSignal.any([signal, deadline]) : deadline;
}

/** fetch with the kind's deadline (AbortSignal.timeout merged with init.signal); rejects with UpstreamTimeoutError on the deadline. */
export async function fetchWithDeadline(
  kind: UpstreamKind,
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const deadline = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS[kind]);
  const signal = mergedSignal(deadline, init?.signal ?? (input instanceof Request ? input.signal : undefined));
  try {
    return await fetch(input, {...init, signal});
  } catch (error) {
    if (deadline.aborted) throw new UpstreamTimeoutError(kind, loggableUrl(input));
    if (init?.signal?.aborted) throw error;
    throw new UpstreamUnavailableError(
      kind,
      loggableUrl(input),
      error instanceof Error ? error.message : String(error),
    );
  }
}

/**
 * A call the app cannot hand a signal to (Hydrogen's Storefront client uses
 * the global fetch with no option for one) raced against the kind's
 * deadline. The late answer is dropped; the worker cancels the subrequest
 * when the response is done.
 */
export function withDeadline<T>(kind: UpstreamKind, url: string, call: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new UpstreamTimeoutError(kind, url)), UPSTREAM_TIMEOUT_MS[kind]);
    call().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof UpstreamUnavailableError
            ? error
            : new UpstreamUnavailableError(kind, url, error instanceof Error ? error.message : String(error)),
        );
      },
    );
  });
}

/** True for a failure of an upstream (as opposed to a bug in the app). */
export function isUpstreamFailure(error: unknown): error is UpstreamUnavailableError {
  return error instanceof UpstreamUnavailableError;
}

/** Seconds a shopper is asked to wait after a 503. */
export const RETRY_AFTER_SECONDS = 30;
