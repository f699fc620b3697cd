import {CacheShort, type Storefront} from '@shopify/hydrogen';
import type {SearchProductFragment} from 'storefrontapi.generated';
import {SITE_SEARCH_QUERY} from '~/graphql/cms/searchContent';
import {PREDICTIVE_PRODUCTS_QUERY, SEARCH_PRODUCTS_QUERY} from '~/graphql/storefront/searchQueries';
import type {createCmsClient} from '../content/cms.server';
import {cmsPagePath, PREDICTIVE_LIMIT, productResultPath, SEARCH_PAGE_SIZE, SEARCH_SORTS} from './search';
import {pageCursors, type PageCursors, type SearchParams} from '../searchParams';

/**
 * Site search against its two sources (decision 0078): products from the
 * Storefront API, articles and pages from the CMS. The CMS half is not
 * critical: when it fails the products still answer.
 */

type Cms = ReturnType<typeof createCmsClient>;

export interface ProductResult {
  id: string;
  title: string;
  path: string;
  price: {amount: number; currencyCode: string} | null;
  compareAt: number | null;
  availableForSale: boolean;
  image: {url: string; altText: string | null; width: number | null; height: number | null} | null;
}

export interface ContentResult {
  id: string;
  title: string;
  path: string;
  description: string | null;
}

type StorefrontProduct = SearchProductFragment;

export function productResult(product: StorefrontProduct): ProductResult {
  const variant = product.selectedOrFirstAvailableVariant;
  const price = variant ? Number(variant.price.amount) : null;
  const compareAt = variant?.compareAtPrice ? Number(variant.compareAtPrice.amount) : null;
  return {
    id: product.id,
    title: product.title,
    path: productResultPath(product),
    price: variant && price !== null ? {amount: price, currencyCode: variant.price.currencyCode} : null,
    compareAt: compareAt !== null && price !== null && compareAt > price ? compareAt : null,
    availableForSale: product.availableForSale,
    image: variant?.image
      ? {
          url: variant.image.url,
          altText: variant.image.altText ?? null,
          width: variant.image.width ?? null,
          height: variant.image.height ?? null,
        }
      : null,
  };
}

const isProduct = <T extends {__typename?: string}>(node: T): node is Extract<T, {__typename: 'Product'}> =>
  node.__typename === 'Product';

/** Articles and pages whose title (or an article's teaser) contains the query, from the CMS; [] when it fails. */
async function searchContent(
  cms: Cms,
  term: string,
  limit: number,
): Promise<{articles: ContentResult[]; pages: ContentResult[]}> {
  try {
    const data = await cms.query(SITE_SEARCH_QUERY, {variables: {term, limit}});
    const articles = (data.blogArticleCollection?.items ?? []).flatMap((item) =>
      item?.slug && item.title
        ? [{id: item.sys.id, title: item.title, path: `/blog/${item.slug}/`, description: item.articleTeaser ?? null}]
        : [],
    );
    const pages = (data.pageFlexibleLayoutCollection?.items ?? []).flatMap((item) =>
      item?.slug && item.title && item.slug !== 'home'
        ? [{id: item.sys.id, title: item.title, path: cmsPagePath(item.slug), description: null}]
        : [],
    );
    return {articles, pages};
  } catch (error) {
    console.error('[search] content search unavailable', error instanceof Error ? error.message : String(error));
    return {articles: [], pages: []};
  }
}

export interface SearchPageResults {
  products: ProductResult[];
  productCount: number;
  pageInfo: PageCursors;
  articles: ContentResult[];
  pages: ContentResult[];
}

/** The search page: a page of products (sorted, cursor-paged) and the matching articles and pages. */
export async function searchSite(
  context: {storefront: Storefront; cms: Cms},
  params: SearchParams,
): Promise<SearchPageResults> {
  const sort = SEARCH_SORTS[params.sort];
  const paging = params.before
    ? {last: SEARCH_PAGE_SIZE, before: params.before}
    : {first: SEARCH_PAGE_SIZE, after: params.after ?? null};
  const [{search}, content] = await Promise.all([
    context.storefront.query(SEARCH_PRODUCTS_QUERY, {
      variables: {
        term: params.q,
        sortKey: sort.sortKey,
        reverse: sort.reverse,
        first: null,
        last: null,
        after: null,
        before: null,
        ...paging,
      },
      cache: CacheShort(),
    }),
    searchContent(context.cms, params.q, 10),
  ]);
  return {
    products: search.nodes.filter(isProduct).map(productResult),
    productCount: search.totalCount,
    pageInfo: pageCursors(search.pageInfo),
    ...content,
  };
}

export interface PredictiveResults {
  products: ProductResult[];
  articles: ContentResult[];
  pages: ContentResult[];
}

/** The predictive search: a few products as the shopper types (the last word a prefix), and matching articles and pages. */
export async function predictiveSearch(
  context: {storefront: Storefront; cms: Cms},
  term: string,
): Promise<PredictiveResults> {
  const [{predictiveSearch: found}, content] = await Promise.all([
    context.storefront.query(PREDICTIVE_PRODUCTS_QUERY, {
      variables: {term, limit: PREDICTIVE_LIMIT},
      cache: CacheShort(),
    }),
    searchContent(context.cms, term, 3),
  ]);
  return {
    products: (found?.products ?? []).map(productResult),
    articles: content.articles.slice(0, 3),
    pages: content.pages.slice(0, 3),
  };
}
