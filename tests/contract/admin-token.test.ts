import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {startBackendFromEnv} from '../../dev-backend/main';
import {loadAppEnv} from '../../scripts/lib/env';
import {adminTokenFor, requestToken} from './adminToken';
import {admin, contract} from './client';

/**
 * decision 0138: a Dev Dashboard app's Admin API token comes from the client credentials grant
 * (POST /admin/oauth/access_token) and expires after 86399 s. Against a real store, set
 * CONTRACT_ADMIN_CLIENT_ID and CONTRACT_ADMIN_CLIENT_SECRET.
 */

const env = loadAppEnv();
const app = contract().local
  ? {clientId: env.ADMIN_API_CLIENT_ID ?? '', clientSecret: env.PRIVATE_ADMIN_API_CLIENT_SECRET ?? ''}
  : {
      clientId: process.env.CONTRACT_ADMIN_CLIENT_ID ?? '',
      clientSecret: process.env.CONTRACT_ADMIN_CLIENT_SECRET ?? '',
    };
const grant = (overrides: Record<string, string> = {}) => ({
  grant_type: 'client_credentials',
  client_id: app.clientId,
  client_secret: app.clientSecret,
  ...overrides,
});
/** Shopify's body for a missing, wrong or expired Admin API token. */
const INVALID_TOKEN = {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'};
const SHOP_QUERY = '{ shop { name } }';

describe.runIf(app.clientId && app.clientSecret)('Admin API access tokens: the client credentials grant', () => {
  it('answers a form-encoded or a JSON grant with Shopify’s shape: access_token, scope, expires_in 86399', async () => {
    for (const encoding of ['form', 'json'] as const) {
      const response = await requestToken(contract().storeOrigin, grant(), encoding);
      expect(response.status, encoding).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(['access_token', 'expires_in', 'scope']);
      expect(body.access_token).toMatch(/^shpat_[0-9a-f]{32}$/);
      expect(body.expires_in).toBe(86399);
      expect(String(body.scope).split(',')).toEqual(expect.arrayContaining(['read_orders', 'read_discounts']));
    }
  });

  it('gives a token the Admin API accepts, and each grant a new token', async () => {
    const first = await adminTokenFor(contract().storeOrigin, app);
    const second = await adminTokenFor(contract().storeOrigin, app);
    expect(first).not.toBe(second);
    for (const token of [first, second]) expect((await admin(SHOP_QUERY, {}, token)).status).toBe(200);
  });

  it('refuses a wrong secret, an unknown client and any other grant type with Shopify’s OAuth errors, and issues nothing', async () => {
    const cases = [
      {fields: grant({client_secret: `${app.clientSecret}x`}), error: 'invalid_client'},
      {fields: grant({client_id: 'not-an-app'}), error: 'invalid_request'},
      {fields: grant({grant_type: 'password'}), error: 'unsupported_grant_type'},
      {fields: grant({grant_type: ''}), error: 'invalid_request'},
    ];
    for (const {fields, error} of cases) {
      const response = await requestToken(contract().storeOrigin, fields);
      const body = (await response.json()) as Record<string, unknown>;
      expect(response.status, error).toBe(400);
      expect(body.error).toBe(error);
      expect(body.error_description).toEqual(expect.any(String));
      expect(body).not.toHaveProperty('access_token');
    }
  });

  it('refuses an unknown token at the Admin API with Shopify’s 401 body', async () => {
    const response = await fetch(`${contract().storeOrigin}/admin/api/2026-04/graphql.json`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': `shpat_${'0'.repeat(32)}`},
      body: JSON.stringify({query: SHOP_QUERY}),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID_TOKEN);
  });
});

describe.runIf(contract().local)('Admin API access tokens expire (dev backend)', () => {
  it('refuses a granted token once its lifetime has passed, while the legacy app’s token keeps working', async () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const dataDir = mkdtempSync(join(tmpdir(), 'keel-admin-token-'));
    const backend = await startBackendFromEnv({
      port: 0,
      dataDir,
      quiet: true,
      clock: () => now,
      adminTokenLifetimeSeconds: 60,
    });
    try {
      const issued = await requestToken(backend.origin, grant());
      const {access_token: token, expires_in: lifetime} = (await issued.json()) as {
        access_token: string;
        expires_in: number;
      };
      expect(lifetime).toBe(60);
      const query = (accessToken: string) =>
        fetch(`${backend.origin}/admin/api/2026-04/graphql.json`, {
          method: 'POST',
          headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': accessToken},
          body: JSON.stringify({query: SHOP_QUERY}),
        });
      now += 59_000;
      expect((await query(token)).status).toBe(200);
      now += 1_000;
      const expired = await query(token);
      expect(expired.status).toBe(401);
      expect(await expired.json()).toEqual(INVALID_TOKEN);
      expect((await query(env.PRIVATE_ADMIN_API_TOKEN || 'keel-dev-admin-api-token')).status).toBe(200);
      expect((await query(await adminTokenFor(backend.origin, app))).status).toBe(200);
    } finally {
      await backend.close();
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
