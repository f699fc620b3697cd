import {z} from 'zod';
import {cleanQuery, PREDICTIVE_MIN_LENGTH, SEARCH_SORTS, type SearchSort} from './search/search';

/**
 * The search inputs' schemas (decision 0078), apart from app/lib/search/search.ts so the
 * pages' browser code does not carry zod: only loaders import these.
 */

const cursor = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9+/=_-]+$/)
  .optional()
  .catch(undefined);

const SearchParamsSchema = z.object({
  q: z.string().optional().transform(cleanQuery),
  sort: z
    .enum(Object.keys(SEARCH_SORTS) as [SearchSort, ...SearchSort[]])
    .catch('relevance')
    .default('relevance'),
  after: cursor,
  before: cursor,
});

export type SearchParams = z.infer<typeof SearchParamsSchema>;

/** The search page's parameters; anything unknown or malformed falls back to its default rather than failing the page. */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  return SearchParamsSchema.parse({
    q: params.get('q') ?? undefined,
    sort: params.get('sort') ?? undefined,
    after: params.get('after') ?? undefined,
    before: params.get('before') ?? undefined,
  });
}

/** The predictive endpoint's input: a cleaned query of at least PREDICTIVE_MIN_LENGTH characters. */
export const PredictiveParamsSchema = z.object({
  q: z
    .string({message: 'Type something to search for'})
    .transform(cleanQuery)
    .pipe(z.string().min(PREDICTIVE_MIN_LENGTH, `Type at least ${PREDICTIVE_MIN_LENGTH} characters`)),
});

/** A cursor-paged list's place (the Storefront and Customer Account APIs' PageInfo), a missing cursor null. */
export interface PageCursors {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export function pageCursors(pageInfo: {
  hasPreviousPage: boolean;
  hasNextPage: boolean;
  startCursor?: string | null;
  endCursor?: string | null;
}): PageCursors {
  return {
    hasPreviousPage: pageInfo.hasPreviousPage,
    hasNextPage: pageInfo.hasNextPage,
    startCursor: pageInfo.startCursor ?? null,
    endCursor: pageInfo.endCursor ?? null,
  };
}
