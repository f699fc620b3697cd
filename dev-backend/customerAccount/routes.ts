import type {PGlite} from '@electric-sql/pglite';
import {CUSTOMER_ACCOUNT_API_VERSION, executeCustomerAccount} from './api';
import {createOAuth} from './oauth';
import {postBody} from '../http/body';
import {fromResult, type Handler, type StandInResult} from '../http/handler';
import {customerAccountSettings, type CustomerAccountSettings} from './settings';
import {CustomerStore, type MarketingState} from './store';

export interface CustomerAccountOptions {
  env: Parameters<typeof customerAccountSettings>[0];
  storefrontUrl: string;
  clock: () => number;
  onMarketingChange: (email: string, state: MarketingState) => void;
}

const json = (status: number, body: unknown): StandInResult => ({
  status,
  headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
  body: JSON.stringify(body),
});

/**
 * The Customer Account API at Shopify's paths on the dev backend's origin (decision 0133):
 * /authentication/{shop}/oauth/authorize|token, /authentication/{shop}/logout and
 * /{shop}/account/customer/api/{version}/graphql. Null for any other path.
 */
export async function createCustomerAccountHandler(db: PGlite, options: CustomerAccountOptions): Promise<Handler> {
  const settings: CustomerAccountSettings = customerAccountSettings(options.env, options.storefrontUrl);
  const store = await CustomerStore.open(db);
  const oauth = createOAuth(settings, store, options.clock);
  const auth = `/authentication/${settings.shopId}`;
  const graphql = new RegExp(`^/${settings.shopId}/account/customer/api/([^/]+)/graphql$`);

  const answer = async (
    method: string,
    url: URL,
    headers: Record<string, string>,
    body: string | null,
  ): Promise<StandInResult | null> => {
    if (url.pathname === `${auth}/oauth/authorize`) return oauth.authorize(method, url, body);
    if (url.pathname === `${auth}/oauth/token`) return oauth.token(method, url, headers, body);
    if (url.pathname === `${auth}/logout` && (method === 'GET' || method === 'HEAD')) return oauth.logout(url);
    const api = graphql.exec(url.pathname);
    if (!api) return null;
    if (api[1] !== CUSTOMER_ACCOUNT_API_VERSION && api[1] !== 'unstable')
      return json(404, {
        errors: [{message: `API version ${api[1]} is not served here; use ${CUSTOMER_ACCOUNT_API_VERSION}`}],
      });
    if (method !== 'POST') return json(405, {errors: [{message: 'Method not allowed'}]});
    // Hydrogen sends the access token itself in Authorization, without a scheme.
    const access = await store.token(String(headers.authorization ?? ''), 'access');
    if (!access || access.expiresAt <= options.clock()) {
      return json(401, {errors: [{message: 'Unauthorized', extensions: {code: 'UNAUTHORIZED'}}]});
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(body ?? '');
    } catch {
      return json(400, {errors: [{message: 'Body must be a JSON object with a query'}]});
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      return json(400, {errors: [{message: 'Body must be a JSON object with a query'}]});
    const result = await executeCustomerAccount(parsed, {
      customerId: access.customerId,
      store,
      origin: url.origin,
      storefrontUrl: options.storefrontUrl,
      onMarketingChange: options.onMarketingChange,
    });
    return json(result.status, result.body);
  };

  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/authentication/') && !/^\/\d+\/account\//.test(url.pathname)) return null;
    return fromResult(await answer(request.method, url, Object.fromEntries(request.headers), await postBody(request)));
  };
}
