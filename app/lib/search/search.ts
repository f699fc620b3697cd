import {productPath} from '../product/productPaths';

/**
 * Site search (decision 0078): what the search page and the predictive search
 * accept, and how a result becomes a link. Products come from the Storefront
 * API's `search` / `predictiveSearch`, articles and pages from the CMS.
 */

/** Longer queries are cut: nobody types more, and the backends need not read it. */
export const MAX_QUERY_LENGTH = 100;
/** Products per search page. */
export const SEARCH_PAGE_SIZE = 12;
/** Results the predictive search shows per kind. */
export const PREDICTIVE_LIMIT = 5;
/** Characters typed before the predictive search asks. */
export const PREDICTIVE_MIN_LENGTH = 2;

export const SEARCH_SORTS = {
  relevance: {label: 'Best match', sortKey: 'RELEVANCE', reverse: false},
  'price-asc': {label: 'Price, low to high', sortKey: 'PRICE', reverse: false},
  'price-desc': {label: 'Price, high to low', sortKey: 'PRICE', reverse: true},
} as const;
export type SearchSort = keyof typeof SEARCH_SORTS;

/** A query as typed: control characters dropped, whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
export function cleanQuery(raw: string | null | undefined): string {
  return (raw ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/** The search page's URL for a query, keeping the sort unless it is the default. */
export function searchHref(q: string, options: {sort?: SearchSort; after?: string; before?: string} = {}): string {
  const params = new URLSearchParams({q});
  if (options.sort && options.sort !== 'relevance') params.set('sort', options.sort);
  if (options.after) params.set('after', options.after);
  if (options.before) params.set('before', options.before);
  return `/search?${params}`;
}

/** A Storefront product as the shop's PDP path: rowers at /products/rowers/, the rest under their collection. */
export function productResultPath(product: {
  handle: string;
  productType: string;
  collections?: {nodes: Array<{handle: string}>} | null;
}): string {
  if (product.productType === 'ROWER') return productPath({kind: 'ROWER', handle: product.handle});
  return productPath({kind: 'OTHER', handle: product.handle, category: product.collections?.nodes[0]?.handle});
}

/** A CMS page's path by its slug: home is /, the coaching page lives under /products/services/. */
export function cmsPagePath(slug: string): string {
  if (slug === 'home') return '/';
  if (slug === 'personal-coaching') return '/products/services/personal-coaching/';
  return `/${slug.replace(/^\/+|\/+$/g, '')}/`;
}

/** What the empty state offers: searches that find something, and the listings. */
export const SEARCH_SUGGESTIONS = ['rower', 'heart rate monitor', 'mat', 'strength'] as const;
export const SEARCH_LISTINGS = [
  {label: 'All rowers', to: '/listings/rowers/'},
  {label: 'Accessories', to: '/listings/accessories/'},
  {label: 'Packages and bundles', to: '/listings/bundles/'},
] as const;

/** 'N results' in words a screen reader reads well. */
export function resultCount(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
