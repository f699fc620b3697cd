/**
 * Every upstream call's deadline from one place (interfaces.md 1; owned by
 * issue 15: this is the minimal version with the same exports, kept by
 * issue 16 until the merge, when the owner's version replaces it).
 */
export const UPSTREAM_TIMEOUT_MS: {storefront: number; admin: number; cms: number; reviews: number; provider: number} = {
  storefront: 5000,
  admin: 5000,
  cms: 5000,
  reviews: 3000,
  provider: 3000,
};

export class UpstreamTimeoutError extends Error {
  constructor(
    readonly kind: keyof typeof UPSTREAM_TIMEOUT_MS,
    readonly url: string,
  ) {
    super(`${kind} upstream did not answer within ${UPSTREAM_TIMEOUT_MS[kind]} ms`);
    this.name = 'UpstreamTimeoutError';
  }
}

/** fetch with the kind's deadline (AbortSignal.timeout merged with init.signal); rejects with UpstreamTimeoutError on the deadline. */
export async function fetchWithDeadline(kind: keyof typeof UPSTREAM_TIMEOUT_MS, input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  const deadline = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS[kind]);
  const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
  try {
    return await fetch(input, {...init, signal});
  } catch (error) {
    if (deadline.aborted) throw new UpstreamTimeoutError(kind, typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    throw error;
  }
}
