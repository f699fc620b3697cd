import {CacheCustom, type Storefront} from '@shopify/hydrogen';
import {withDeadline} from './upstream.server';

/**
 * Catalog answers are kept a day and served stale while they revalidate, as
 * CMS answers are (cms.server.ts): a Storefront API that is down or slow then
 * leaves every product page seen that day working (stale-if-error). Queries
 * that choose their own strategy (the cart's: none) keep it.
 */
export const CATALOG_STALE_SECONDS = 86_400;

export function catalogCacheStrategy() {
  return CacheCustom({mode: 'public', maxAge: 1, staleWhileRevalidate: CATALOG_STALE_SECONDS});
}

/**
 * Gives every Storefront API call of this request's client (queries, the
 * cart handler's queries and mutations, storefrontRedirect) the storefront
 * deadline. Hydrogen's client takes no fetch or signal, so the call is raced
 * against the deadline; the cart handler holds a reference to this same
 * object, so it gets the wrapped methods too.
 */
export function withStorefrontDeadlines(storefront: Storefront): Storefront {
  const url = storefront.getApiUrl();
  const query = storefront.query;
  const mutate = storefront.mutate;
  storefront.query = ((document: string, options?: {cache?: unknown}) =>
    withDeadline('storefront', url, () =>
      query(document, {...options, cache: options?.cache ?? catalogCacheStrategy()} as never),
    )) as Storefront['query'];
  storefront.mutate = ((document: string, options?: object) =>
    withDeadline('storefront', url, () => mutate(document, options as never))) as Storefront['mutate'];
  return storefront;
}
