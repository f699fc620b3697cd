import {adminConfigured, adminToken, dropAdminToken, usesGrant, type AdminEnv} from './adminToken.server';
import {storeOrigin} from '../env.server';
import {fetchWithDeadline, UpstreamNotConfiguredError, UpstreamUnavailableError} from '../upstream.server';

export {adminConfigured} from './adminToken.server';

/**
 * Every Admin document in app/graphql/admin, keyed by its string, with its answer and variables
 * types: filled in by adminapi.generated.d.ts (npm run codegen), as Hydrogen's StorefrontQueries is
 * by storefrontapi.generated.d.ts (decision 0144).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AdminQueries {}

type AdminVariables<Query extends string> = Query extends keyof AdminQueries
  ? AdminQueries[Query]['variables']
  : Record<string, unknown>;

/** A document's answer as codegen typed it; a query built at run time names its answer type (`Override`). */
type AdminAnswer<Query extends string, Override> = [Override] extends [never]
  ? Query extends keyof AdminQueries
    ? AdminQueries[Query]['return']
    : unknown
  : Override;

/**
 * The Admin API client (order look-up, rules:order-states getOrderById): server only,
 * with a token from the client credentials grant or a legacy app's token
 * (decision 0138), never cached (orders are personal), with the admin
 * deadline. Refused credentials, a 5xx or the deadline is an
 * UpstreamUnavailableError (the order page answers 503, never a 404), and
 * so is a missing setting (decision 0119).
 */
export async function adminQuery<Override = never, Query extends string = string>(
  env: AdminEnv,
  query: Query,
  variables: AdminVariables<Query>,
): Promise<AdminAnswer<Query, Override>> {
  type T = AdminAnswer<Query, Override>;
  if (!adminConfigured(env))
    throw new UpstreamNotConfiguredError('admin', 'ADMIN_API_CLIENT_ID or PRIVATE_ADMIN_API_TOKEN');
  const url = `${storeOrigin(env)}/admin/api/2026-04/graphql.json`;
  const post = (token: string) =>
    fetchWithDeadline('admin', url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': token},
      body: JSON.stringify({query, variables}),
    });
  const token = await adminToken(env);
  let response = await post(token);
  // decision 0138: a granted token the store no longer accepts is replaced once and the query sent once more.
  if (response.status === 401 && usesGrant(env)) {
    await response.body?.cancel();
    dropAdminToken(token);
    response = await post(await adminToken(env));
  }
  if (response.status >= 500 || response.status === 429 || response.status === 401 || response.status === 403) {
    throw new UpstreamUnavailableError('admin', url, `HTTP ${response.status}`);
  }
  if (!response.ok) throw new Error(`Admin API answered ${response.status}`);
  const body = (await response.json()) as {data?: T; errors?: Array<{message: string}>};
  if (body.errors?.length || !body.data) throw new Error(`Admin API: ${body.errors?.[0]?.message ?? 'no data'}`);
  return body.data;
}
