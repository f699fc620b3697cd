/**
 * Upstream deadlines (owned by issue 15; this is the minimal same-signature
 * version issue 17 needs before the merge: the lead keeps issue 15's).
 */
export const UPSTREAM_TIMEOUT_MS = {storefront: 8000, admin: 8000, cms: 5000, reviews: 2500, provider: 2500};

export class UpstreamTimeoutError extends Error {
  constructor(
    readonly kind: keyof typeof UPSTREAM_TIMEOUT_MS,
    readonly url: string,
  ) {
    super(`${kind} upstream timed out after ${UPSTREAM_TIMEOUT_MS[kind]} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** fetch with the kind's deadline (AbortSignal.timeout merged with init.signal); rejects with UpstreamTimeoutError on the deadline. */
export async function fetchWithDeadline(kind: keyof typeof UPSTREAM_TIMEOUT_MS, input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS[kind]);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  try {
    return await fetch(input, {...init, signal});
  } catch (error) {
    if (timeout.aborted) throw new UpstreamTimeoutError(kind, typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    throw error;
  }
}
