import {z} from 'zod';
import {storeOrigin} from '../env.server';
import {fetchWithDeadline, UpstreamUnavailableError} from '../upstream.server';

/** The settings the Admin API client reads (decision 0138). */
export type AdminEnv = Pick<
  Env,
  'PUBLIC_STORE_DOMAIN' | 'PRIVATE_ADMIN_API_TOKEN' | 'ADMIN_API_CLIENT_ID' | 'PRIVATE_ADMIN_API_CLIENT_SECRET'
>;

/** A Dev Dashboard app's credentials: the token comes from the client credentials grant (and wins over a legacy token). */
export const usesGrant = (env: AdminEnv) => Boolean(env.ADMIN_API_CLIENT_ID && env.PRIVATE_ADMIN_API_CLIENT_SECRET);

/** The Admin API can be called: a Dev Dashboard app's credentials, or a legacy admin-created app's token. */
export const adminConfigured = (env: AdminEnv) => usesGrant(env) || Boolean(env.PRIVATE_ADMIN_API_TOKEN);

/** Shopify's answer to the grant: `expires_in` is 86399 seconds (decision 0138). */
const GrantAnswer = z.object({access_token: z.string().min(1), scope: z.string(), expires_in: z.number().positive()});

/** Renew this long before the token expires (a tenth of its lifetime when that is shorter), so no query meets an expired one. */
const RENEW_MARGIN_MS = 5 * 60_000;

interface Grant {
  /** The store and app it was granted for. */
  key: string;
  token: Promise<string>;
  /** The token once granted, to drop it only if it is still the one kept. */
  value?: string;
  renewAt: number;
}

/** The isolate's token: one grant at a time, shared by every caller until it is due for renewal. */
let kept: Grant | null = null;

async function requestToken(env: AdminEnv): Promise<{token: string; lifetimeMs: number}> {
  const url = `${storeOrigin(env)}/admin/oauth/access_token`;
  const response = await fetchWithDeadline('admin', url, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json'},
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: env.ADMIN_API_CLIENT_ID ?? '',
      client_secret: env.PRIVATE_ADMIN_API_CLIENT_SECRET ?? '',
    }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    // Shopify's OAuth error code (invalid_client, shop_not_permitted …) is logged; its description and the request are not.
    const code = z.object({error: z.string().regex(/^[a-z_]{1,40}$/)}).safeParse(body);
    throw new UpstreamUnavailableError(
      'admin',
      url,
      `token grant refused: HTTP ${response.status}${code.success ? ` ${code.data.error}` : ''}`,
    );
  }
  const answer = GrantAnswer.safeParse(body);
  if (!answer.success) throw new UpstreamUnavailableError('admin', url, 'token grant answered without a token');
  return {token: answer.data.access_token, lifetimeMs: answer.data.expires_in * 1000};
}

/**
 * The token to send: a legacy app's as set, or the granted one, kept in the isolate's memory
 * until shortly before it expires. Concurrent callers share one grant; a refused grant is not
 * kept, so the next caller asks again.
 */
export function adminToken(env: AdminEnv): Promise<string> {
  if (!usesGrant(env)) return Promise.resolve(env.PRIVATE_ADMIN_API_TOKEN);
  const key = `${storeOrigin(env)} ${env.ADMIN_API_CLIENT_ID}`;
  if (kept?.key === key && Date.now() < kept.renewAt) return kept.token;
  const grant: Grant = {key, renewAt: Number.POSITIVE_INFINITY, token: Promise.resolve('')};
  grant.token = requestToken(env).then(
    ({token, lifetimeMs}) => {
      grant.value = token;
      grant.renewAt = Date.now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 10);
      return token;
    },
    (error: unknown) => {
      if (kept === grant) kept = null;
      throw error;
    },
  );
  kept = grant;
  return grant.token;
}

/** Forgets a token the Admin API refused, unless a newer grant has already replaced it. */
export function dropAdminToken(token: string): void {
  if (kept?.value === token) kept = null;
}
