import {readGraphQLBody, readText} from '../http/body';
import {send, type Handler} from '../http/handler';
import {STOREFRONT_API_VERSION} from '../storefront/api';
import {createAdminAccessTokens, type AdminApps} from './accessTokens';
import {executeAdmin} from './api';

/** Shopify's token endpoint on the shop's own origin and the Admin API's GraphQL (decisions 0138, 0142). */
export function createAdminHandler(apps: AdminApps, clock: () => number): Handler {
  const tokens = createAdminAccessTokens(apps, clock);
  return async (request, {store}) => {
    const url = new URL(request.url);
    // The dev store answers the client credentials grant only.
    if (url.pathname === '/admin/oauth/access_token') {
      if (request.method !== 'POST') return send(405, {errors: 'Method not allowed'}, {allow: 'POST'});
      const result = tokens.grant(request.headers.get('content-type') ?? '', await readText(request));
      return send(result.status, result.body, {'cache-control': 'no-store'});
    }
    const admin = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname);
    if (!admin) return null;
    if (admin[1] !== STOREFRONT_API_VERSION) {
      return send(404, {
        errors: [{message: `API version ${admin[1]} is not served here; use ${STOREFRONT_API_VERSION}`}],
      });
    }
    // Shopify's answer to a missing, wrong or expired Admin API token.
    if (!tokens.accepts(request.headers.get('x-shopify-access-token') ?? undefined)) {
      return send(401, {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'});
    }
    const result = await executeAdmin(await readGraphQLBody(request), {origin: url.origin, store});
    return send(result.status, result.body);
  };
}
