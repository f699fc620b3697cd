import {storeOrigin} from './env.server';

/**
 * The Admin API client (order look-up, spec 7 getOrderById): server only,
 * with the private Admin token, never cached (orders are personal).
 */
export async function adminQuery<T>(env: Pick<Env, 'PUBLIC_STORE_DOMAIN' | 'PRIVATE_ADMIN_API_TOKEN'>, query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${storeOrigin(env)}/admin/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', 'X-Shopify-Access-Token': env.PRIVATE_ADMIN_API_TOKEN},
    body: JSON.stringify({query, variables}),
  });
  if (!response.ok) throw new Error(`Admin API answered ${response.status}`);
  const body = (await response.json()) as {data?: T; errors?: Array<{message: string}>};
  if (body.errors?.length || !body.data) throw new Error(`Admin API: ${body.errors?.[0]?.message ?? 'no data'}`);
  return body.data;
}
