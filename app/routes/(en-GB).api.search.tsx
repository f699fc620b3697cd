import {data} from 'react-router';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {PredictiveParamsSchema} from '~/lib/searchParams';
import {predictiveSearch} from '~/lib/search/search.server';
import type {Route} from './+types/(en-GB).api.search';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/**
 * The predictive search (decision 0078): GET /api/search?q= answers a few
 * products (with price and image), articles and pages as JSON, for the
 * header's search as the shopper types. Rate-limited; the query is cleaned
 * and capped; the answer is the shopper's market's, so caches keep it private.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const limited = await rateLimit(request, context, 'search');
  if (limited) return limited;
  const parsed = PredictiveParamsSchema.safeParse({q: new URL(request.url).searchParams.get('q') ?? undefined});
  if (!parsed.success) {
    return data(
      {error: parsed.error.issues[0]?.message ?? 'Type something to search for'},
      {status: 400, headers: {'Cache-Control': 'no-store'}},
    );
  }
  const results = await predictiveSearch(context, parsed.data.q);
  return data({q: parsed.data.q, ...results}, {headers: {'Cache-Control': 'private, max-age=60'}});
}
