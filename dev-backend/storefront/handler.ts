import {readGraphQLBody} from '../http/body';
import {respond, send, type Handler} from '../http/handler';
import {handleConsentManagement, isConsentManagementQuery} from '../shopify/customerPrivacy';
import {executeStorefront, STOREFRONT_API_VERSION} from './api';

/** The tokens the Storefront API accepts: the app's public and private ones. */
export interface StorefrontTokens {
  PUBLIC_STOREFRONT_API_TOKEN: string;
  PRIVATE_STOREFRONT_API_TOKEN: string;
}

/** The Storefront API at Shopify's path, /api/{version}/graphql.json (decision 0142). */
export function createStorefrontHandler(tokens: StorefrontTokens): Handler {
  const tokenOk = (headers: Headers) =>
    headers.get('x-shopify-storefront-access-token') === tokens.PUBLIC_STOREFRONT_API_TOKEN ||
    headers.get('shopify-storefront-private-token') === tokens.PRIVATE_STOREFRONT_API_TOKEN;

  return async (request, {store}) => {
    const url = new URL(request.url);
    const storefront = /^\/api\/([^/]+)\/graphql(?:\.json)?$/.exec(url.pathname);
    if (!storefront) return null;
    if (storefront[1] !== STOREFRONT_API_VERSION && storefront[1] !== 'unstable') {
      return send(404, {
        errors: [{message: `API version ${storefront[1]} is not served here; use ${STOREFRONT_API_VERSION}`}],
      });
    }
    // Shopify answers a bad Storefront token with 401 and this body.
    if (!tokenOk(request.headers)) return send(401, {errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]});
    const body = await readGraphQLBody(request);
    // The Customer Privacy API's consentManagement is served in `unstable` only (decision 0125).
    if (storefront[1] === 'unstable' && isConsentManagementQuery(body)) {
      const consent = handleConsentManagement(body, {userAgent: request.headers.get('user-agent') ?? ''});
      const headers = new Headers({'content-type': 'application/json; charset=utf-8'});
      for (const cookie of consent.setCookies) headers.append('set-cookie', cookie);
      return respond(consent.status, consent.body, headers);
    }
    const result = await executeStorefront(body, {origin: url.origin, store});
    return send(result.status, result.body);
  };
}
