import {CacheCustom, CacheNone, type WithCache} from '@shopify/hydrogen';
import type {Locale} from '../i18n';
import {fetchWithDeadline, loggableUrl, UpstreamNotConfiguredError, UpstreamUnavailableError} from '../upstream.server';

/** rules:cms-calls, rules:cms-constants: CMS responses are revalidated every 86400 s, served stale while they are. */
export const CMS_REVALIDATE_SECONDS = 86_400;

export function cmsCacheStrategy() {
  return CacheCustom({mode: 'public', maxAge: 1, staleWhileRevalidate: CMS_REVALIDATE_SECONDS});
}

interface CmsErrorJson {
  message: string;
  extensions?: {contentful?: {code?: string}};
}

interface CmsResponse<T> {
  data?: T | null;
  errors?: CmsErrorJson[];
}

interface CmsAnswer<T> {
  status: number;
  data: CmsResponse<T> | null;
}

export class CmsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly queryName: string,
  ) {
    super(message);
    this.name = 'CmsRequestError';
  }
}

/**
 * rules:cms-errors: the query, as it goes into a log line: whitespace collapsed, capped.
 * The variables stay out (they may carry what a shopper typed).
 */
export function loggableQuery(query: string, cap = 4000): string {
  const compact = query
    .replace(/^\s*#graphql\s*/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return compact.length > cap ? `${compact.slice(0, cap)}…` : compact;
}

function queryNameOf(query: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anonymous';
}

/**
 * rules:cms-errors: an UNRESOLVABLE_LINK error is logged as info only (the entry links
 * to something unpublished or deleted); any other error is logged as an
 * error together with the query that caused it.
 */
export function logCmsErrors(errors: readonly CmsErrorJson[], queryName: string, query?: string) {
  for (const error of errors) {
    const code = error.extensions?.contentful?.code;
    if (code === 'UNRESOLVABLE_LINK') {
      console.info(`[CMS] ${queryName}: UNRESOLVABLE_LINK ${error.message}`);
    } else {
      console.error(
        `[CMS] ${queryName}: ${code ?? 'ERROR'} ${error.message}`,
        query ? `query: ${loggableQuery(query)}` : '',
      );
    }
  }
}

/**
 * Every CMS document in app/graphql/cms, keyed by its string, with its
 * answer and variables types: filled in by cmsapi.generated.d.ts (npm run
 * codegen), as Hydrogen's StorefrontQueries is by storefrontapi.generated.d.ts.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CmsQueries {}

export type CmsQuery = keyof CmsQueries & string;

/** A document's variables, less the two every query gets from the client. */
export type CmsVariables<Query extends CmsQuery> = Omit<CmsQueries[Query]['variables'], 'locale' | 'preview'>;

export interface CmsQueryOptions<Query extends CmsQuery = CmsQuery> {
  variables?: CmsVariables<Query>;
  /** Override the locale of the request (defaults to the shopper's). */
  locale?: string;
}

/** The answer of a document, as codegen typed it from the document. */
export type CmsAnswerOf<Query extends CmsQuery> = CmsQueries[Query]['return'];

export type CmsClient = ReturnType<typeof createCmsClient>;

/**
 * The Contentful GraphQL client (rules:habit-clients-in-context): built per request in the Hydrogen
 * context on createWithCache, with the preview token and no cache in
 * preview mode. Every query gets `$locale` and `$preview` variables.
 */
export function createCmsClient({
  env,
  withCache,
  locale,
}: {
  env: Pick<
    Env,
    | 'CONTENTFUL_SPACE_ID'
    | 'CONTENTFUL_ENVIRONMENT'
    | 'CONTENTFUL_ACCESS_TOKEN'
    | 'CONTENTFUL_PREVIEW_ACCESS_TOKEN'
    | 'CONTENTFUL_PREVIEW'
    | 'CONTENTFUL_HOST'
  >;
  withCache: WithCache;
  locale: Locale;
}) {
  const preview = env.CONTENTFUL_PREVIEW === 'true';
  const host = (env.CONTENTFUL_HOST ?? 'https://graphql.contentful.com').replace(/\/$/, '');
  const endpoint = `${host}/content/v1/spaces/${env.CONTENTFUL_SPACE_ID}/environments/${env.CONTENTFUL_ENVIRONMENT}`;
  const token = preview ? env.CONTENTFUL_PREVIEW_ACCESS_TOKEN : env.CONTENTFUL_ACCESS_TOKEN;

  return {
    preview,
    locale: locale.code,
    async query<Query extends CmsQuery>(
      query: Query,
      options: CmsQueryOptions<Query> = {},
    ): Promise<CmsAnswerOf<Query>> {
      type T = CmsAnswerOf<Query>;
      // decision 0119: without its settings the CMS is down for the pages that need it, and only them.
      if (!env.CONTENTFUL_SPACE_ID) throw new UpstreamNotConfiguredError('cms', 'the Contentful settings');
      const queryName = queryNameOf(query);
      const variables = {locale: options.locale ?? locale.code, preview, ...options.variables};
      const body = JSON.stringify({query, variables});
      // Served from the cache (even stale) when it can be; otherwise one call with the CMS deadline.
      const {status, data} = await withCache.run(
        {
          cacheKey: ['cms', endpoint, preview, body],
          cacheStrategy: preview ? CacheNone() : cmsCacheStrategy(),
          shouldCacheResult: (result: CmsAnswer<T>) =>
            result.status === 200 &&
            !result.data?.errors?.some((error) => error.extensions?.contentful?.code !== 'UNRESOLVABLE_LINK'),
        },
        async () => {
          const response = await fetchWithDeadline('cms', endpoint, {
            method: 'POST',
            headers: {'Content-Type': 'application/json', Authorization: `Bearer ${token}`},
            body,
          });
          if (response.status >= 500)
            throw new UpstreamUnavailableError('cms', loggableUrl(endpoint), `HTTP ${response.status}`);
          return {status: response.status, data: (await response.json().catch(() => null)) as CmsResponse<T> | null};
        },
      );
      if (data?.errors?.length) logCmsErrors(data.errors, queryName, query);
      if (status !== 200 || !data?.data) {
        const message = data?.errors?.[0]?.message ?? `HTTP ${status}`;
        console.error(`[CMS] ${queryName}: request failed (${status}) ${message}`, `query: ${loggableQuery(query)}`);
        throw new CmsRequestError(`The content service could not answer ${queryName}: ${message}`, status, queryName);
      }
      return data.data;
    },
  };
}
