/**
 * Abuse limits on the public endpoints that take input (OWASP ASVS 2.4.1;
 * decision 0047): per client and per bucket, a 429 with Retry-After once a
 * client passes its bucket's requests per minute.
 *
 * On Workers with the rate-limiting bindings (RATE_LIMIT_BINDINGS, declared in
 * wrangler.jsonc), the platform counts per Cloudflare location; anywhere else
 * (Oxygen, workerd locally) an in-memory fixed window per isolate does. A
 * binding's limit is fixed in its config, so there is one per limit and each
 * bucket keys its own counters in it (decision 0120). RATE_LIMIT_PER_MINUTE, when set,
 * replaces every bucket's limit (the test harnesses send hundreds of cart
 * requests from one address).
 */

/** Requests per minute per client. A bucket not named here gets DEFAULT_LIMIT. */
export const BUCKET_LIMITS: Readonly<Record<string, number>> = {
  cart: 60,
  newsletter: 10,
  referral: 10,
  'coaching-booking': 10,
  'find-your-rower': 30,
  // decision 0137: the account's address and profile forms.
  account: 30,
  'get-configurator': 120,
  // rules:search-predictive: one request per keystroke pause while typing.
  search: 120,
  // decision 0132: the pixel sends one purchase per order, and a shopper places few.
  'pixel-purchase': 10,
};
export const DEFAULT_LIMIT = 120;
const WINDOW_MS = 60_000;
const MAX_TRACKED_KEYS = 10_000;

/** Cloudflare's rate-limiting binding (wrangler's `ratelimits`, a limit per 60 s period). */
export interface RateLimitBinding {
  limit(options: {key: string}): Promise<{success: boolean}>;
}

/** decision 0120: the binding that counts each limit of BUCKET_LIMITS (and DEFAULT_LIMIT). */
export const RATE_LIMIT_BINDINGS: Readonly<
  Record<number, 'RATE_LIMITER_10' | 'RATE_LIMITER_30' | 'RATE_LIMITER_60' | 'RATE_LIMITER_120'>
> = {
  10: 'RATE_LIMITER_10',
  30: 'RATE_LIMITER_30',
  60: 'RATE_LIMITER_60',
  120: 'RATE_LIMITER_120',
};

/**
 * The client's address as the platform reports it. Never X-Forwarded-For:
 * a client can write that header and would pick its own bucket.
 */
export function clientKey(request: Request): string {
  return request.headers.get('oxygen-buyer-ip') ?? request.headers.get('cf-connecting-ip') ?? 'anonymous';
}

export function limitFor(bucket: string, env: Pick<Env, 'RATE_LIMIT_PER_MINUTE'>): number {
  const override = Number(env.RATE_LIMIT_PER_MINUTE);
  if (env.RATE_LIMIT_PER_MINUTE && Number.isInteger(override) && override > 0) return override;
  return BUCKET_LIMITS[bucket] ?? DEFAULT_LIMIT;
}

interface Window {
  count: number;
  resetAt: number;
}

/** A fixed window per key, in this isolate's memory. */
export class MemoryRateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request; returns the seconds to wait when it is over the limit, else 0. */
  hit(key: string, limit: number): number {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      if (this.windows.size >= MAX_TRACKED_KEYS) this.prune(now);
      window = {count: 0, resetAt: now + WINDOW_MS};
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > limit ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 0;
  }

  private prune(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
    // Still full of live windows: forget the oldest rather than grow without bound.
    if (this.windows.size >= MAX_TRACKED_KEYS) {
      const oldest = this.windows.keys().next().value;
      if (oldest !== undefined) this.windows.delete(oldest);
    }
  }
}

const memory = new MemoryRateLimiter();

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please wait a moment and try again.';

export function tooManyRequests(retryAfterSeconds: number): Response {
  return new Response(JSON.stringify({error: RATE_LIMITED_MESSAGE}), {
    status: 429,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Retry-After': String(retryAfterSeconds),
      'Cache-Control': 'no-store',
    },
  });
}

/** null when allowed; otherwise a 429 Response with Retry-After and a JSON {error} message. */
export async function rateLimit(request: Request, context: {env: Env}, bucket: string): Promise<Response | null> {
  const key = `${bucket}:${clientKey(request)}`;
  const bindingName = RATE_LIMIT_BINDINGS[limitFor(bucket, {})];
  const binding = bindingName ? context.env[bindingName] : undefined;
  if (binding && !context.env.RATE_LIMIT_PER_MINUTE) {
    try {
      const {success} = await binding.limit({key});
      return success ? null : tooManyRequests(WINDOW_MS / 1000);
    } catch (error) {
      // The platform's counter failing must not close the shop: count here instead.
      console.warn('[rate-limit] binding failed; counting in memory', error instanceof Error ? error.message : error);
    }
  }
  const wait = memory.hit(key, limitFor(bucket, context.env));
  return wait ? tooManyRequests(wait) : null;
}
