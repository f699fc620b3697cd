import {storeOrigin} from './env.server';
import {fetchWithDeadline, UpstreamNotConfiguredError, UpstreamUnavailableError} from './upstream.server';

/**
 * The Admin API client (order look-up, spec 7 getOrderById): server only,
 * with the private Admin token, never cached (orders are personal), with the
 * admin deadline. A refusal, a 5xx or the deadline is an
 * UpstreamUnavailableError (the order page answers 503, never a 404), and
 * so is a missing token (decision 0119).
 */
export async function adminQuery<T>(env: Pick<Env, 'PUBLIC_STORE_DOMAIN' | 'PRIVATE_ADMIN_API_TOKEN'>, query: string, variables: Record<string, unknown>): Promise<T> {
  if (!env.PRIVATE_ADMIN_API_TOKEN) throw new UpstreamNotConfiguredError('admin', 'PRIVATE_ADMIN_API_TOKEN');
  const url = `${storeOrigin(env)}/admin/api/2026-04/graphql.json`;
  const response = await fetchWithDeadline('admin', url, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': env.PRIVATE_ADMIN_API_TOKEN},
    body: JSON.stringify({query, variables}),
  });
  if (response.status >= 500 || response.status === 429) throw new UpstreamUnavailableError('admin', url, `HTTP ${response.status}`);
  if (!response.ok) throw new Error(`Admin API answered ${response.status}`);
  const body = (await response.json()) as {data?: T; errors?: Array<{message: string}>};
  if (body.errors?.length || !body.data) throw new Error(`Admin API: ${body.errors?.[0]?.message ?? 'no data'}`);
  return body.data;
}
