import {z} from 'zod';
import {PageCache} from '~/lib/cache/pageCache.server';
import {readJsonBody} from '~/lib/jsonBody.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {secretMatches} from '~/lib/security/secret.server';
import type {Route} from './+types/(en-GB).api.page-cache.purge';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/** The webhook's body: nothing is required; a CMS may say what changed (logged, not trusted). */
const PurgeBody = z.object({reason: z.string().max(200).optional()}).strict();

const json = (status: number, body: unknown) => Response.json(body, {status, headers: {'Cache-Control': 'no-store'}});

/**
 * POST /api/page-cache/purge (decision 0070): a CMS publish webhook clears the
 * full-page cache at once, with `Authorization: Bearer <PAGE_CACHE_PURGE_SECRET>`.
 * Without a secret configured the endpoint does not exist.
 */
export async function action({request, context}: Route.ActionArgs) {
  const secret = context.env.PAGE_CACHE_PURGE_SECRET;
  if (!secret) return json(404, {error: 'Not found.'});
  if (request.method !== 'POST') return json(405, {error: 'Use POST.'});
  const limited = await rateLimit(request, context, 'page-cache-purge');
  if (limited) return limited;
  const presented = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1] ?? '';
  if (!(await secretMatches(presented, secret))) return json(401, {error: 'Not authorised.'});
  const body = await readJsonBody(request, 1000, PurgeBody);
  if (!body.ok) return json(body.status, {error: body.error});
  const generation = await (await PageCache.open({waitUntil: (promise) => context.waitUntil?.(promise)})).purge();
  console.info(`[page-cache] purged${body.data.reason ? ` (${body.data.reason.replace(/[^\w .:-]/g, '')})` : ''}`);
  return json(200, {purged: true, generation});
}

/** GET is not a purge. */
export function loader() {
  return json(405, {error: 'Use POST.'});
}
