import {randomBytes} from 'node:crypto';

/**
 * The Admin API's apps on the dev store (decision 0138): a Dev Dashboard app whose token comes from
 * the client credentials grant at POST /admin/oauth/access_token and expires, and a legacy
 * admin-created app whose token never does.
 */
export interface AdminApps {
  clientId: string;
  clientSecret: string;
  /** The legacy app's token (the app's PRIVATE_ADMIN_API_TOKEN, or the dev one). */
  legacyToken: string;
  /** Seconds a granted token lives; Shopify's 86399 by default. */
  tokenLifetimeSeconds?: number;
}

/** The legacy app's token on the dev store when the app's environment sets none. */
export const DEV_LEGACY_ADMIN_TOKEN = 'keel-dev-admin-api-token';

/** Shopify: "expires_in — Seconds until expiration. Always 86399 (24 hours)." */
export const GRANTED_TOKEN_SECONDS = 86399;

/** The scopes the Dev Dashboard app's version selects: the order page's and the package records'. */
const SCOPE = 'read_orders,read_discounts';

interface TokenAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** An OAuth error as Shopify's token endpoint answers it: 400 with `error` and `error_description`. */
const refused = (error: string, description: string): TokenAnswer => ({
  status: 400,
  body: {error, error_description: description},
});

function readFields(contentType: string, body: string): Record<string, string> {
  if (contentType.includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(body);
      if (!parsed || typeof parsed !== 'object') return {};
      return Object.fromEntries(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body));
}

export function createAdminAccessTokens(apps: AdminApps, clock: () => number) {
  const lifetime = apps.tokenLifetimeSeconds ?? GRANTED_TOKEN_SECONDS;
  /** Granted tokens and when each expires (ms); kept in memory, so a restart revokes them. */
  const granted = new Map<string, number>();

  return {
    /** POST /admin/oauth/access_token: only the client credentials grant, only for the Dev Dashboard app's own id and secret. */
    grant(contentType: string, body: string): TokenAnswer {
      const fields = readFields(contentType, body);
      if (!fields.grant_type)
        return refused('invalid_request', 'The request is missing a required parameter: grant_type.');
      if (fields.grant_type !== 'client_credentials')
        return refused(
          'unsupported_grant_type',
          'The authorization grant type is not supported by the authorization server.',
        );
      if (!fields.client_id || fields.client_id !== apps.clientId)
        return refused('invalid_request', 'Could not find Shopify API application with api_key');
      if (fields.client_secret !== apps.clientSecret) return refused('invalid_client', 'Client authentication failed.');
      const token = `shpat_${randomBytes(16).toString('hex')}`;
      granted.set(token, clock() + lifetime * 1000);
      return {status: 200, body: {access_token: token, scope: SCOPE, expires_in: lifetime}};
    },

    /** Whether the Admin API takes this X-Shopify-Access-Token: the legacy app's, or a granted one that has not expired. */
    accepts(token: string | undefined): boolean {
      if (!token) return false;
      if (token === apps.legacyToken) return true;
      const expiresAt = granted.get(token);
      if (expiresAt === undefined) return false;
      if (clock() < expiresAt) return true;
      granted.delete(token);
      return false;
    },
  };
}
