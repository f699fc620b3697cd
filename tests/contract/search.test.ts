import {describe, expect, it} from 'vitest';
import {ok, storefront} from './client';

/**
 * search, predictiveSearch and productRecommendations as Shopify documents
 * them, over the seeded catalog (https://shopify.dev/docs/api/storefront/latest/queries/search,
 * .../predictiveSearch, .../productRecommendations).
 */

const SEARCH = `query Search($query: String!, $first: Int, $after: String, $sortKey: SearchSortKeys, $reverse: Boolean,
  $types: [SearchType!], $unavailableProducts: SearchUnavailableProductsType, $productFilters: [ProductFilter!],
  $prefix: SearchPrefixQueryType, $country: CountryCode) @inContext(country: $country) {
  search(query: $query, first: $first, after: $after, sortKey: $sortKey, reverse: $reverse, types: $types,
    unavailableProducts: $unavailableProducts, productFilters: $productFilters, prefix: $prefix) {
    totalCount
    nodes { __typename ... on Product { handle title availableForSale priceRange { minVariantPrice { amount currencyCode } } } }
    pageInfo { hasNextPage endCursor }
    productFilters { id label type values { id label count input } }
  }
}`;

interface SearchResult {
  search: {
    totalCount: number;
    nodes: Array<{
      __typename: string;
      handle: string;
      title: string;
      availableForSale: boolean;
      priceRange: {minVariantPrice: {amount: string; currencyCode: string}};
    }>;
    pageInfo: {hasNextPage: boolean; endCursor: string | null};
    productFilters: Array<{
      id: string;
      label: string;
      type: string;
      values: Array<{id: string; label: string; count: number; input: string}>;
    }>;
  };
}

const search = async (variables: Record<string, unknown>) =>
  ok(await storefront<SearchResult>(SEARCH, {first: 20, types: ['PRODUCT'], ...variables})).search;

describe('search (Storefront API)', () => {
  it('finds products by the words of their title, the best match first', async () => {
    const result = await search({query: 'rower'});
    const handles = result.nodes.map((node) => node.handle);
    expect(handles).toEqual(
      expect.arrayContaining(['keel-pro-rower', 'keel-wave-rower', 'keel-vista-rower', 'rower-mat']),
    );
    expect(result.nodes.every((node) => node.__typename === 'Product')).toBe(true);
    expect(result.totalCount).toBe(result.nodes.length);
    expect(handles.indexOf('keel-pro-rower')).toBeLessThan(
      handles.indexOf('keel-wave-starter-bundle') === -1 ? Infinity : handles.indexOf('keel-wave-starter-bundle'),
    );
  });

  it('needs every word to match and answers nothing for an unknown word', async () => {
    const both = await search({query: 'pro rower'});
    expect(both.nodes.map((node) => node.handle)).toEqual(['keel-pro-rower']);
    const none = await search({query: 'snowboard'});
    expect(none.nodes).toEqual([]);
    expect(none.totalCount).toBe(0);
  });

  it('matches a partial last word only with prefix: LAST', async () => {
    expect((await search({query: 'monit'})).nodes).toEqual([]);
    const prefixed = await search({query: 'monit', prefix: 'LAST'});
    expect(prefixed.nodes[0]?.handle).toBe('heart-rate-monitor');
  });

  it('sorts by price, either way, in the market of @inContext', async () => {
    const ascending = await search({query: 'rower', sortKey: 'PRICE', unavailableProducts: 'SHOW', country: 'GB'});
    const prices = ascending.nodes.map((node) => Number(node.priceRange.minVariantPrice.amount));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ascending.nodes[0]?.priceRange.minVariantPrice.currencyCode).toBe('GBP');
    const descending = await search({
      query: 'rower',
      sortKey: 'PRICE',
      reverse: true,
      unavailableProducts: 'SHOW',
      country: 'GB',
    });
    expect(descending.nodes.map((node) => node.handle)).toEqual(ascending.nodes.map((node) => node.handle).reverse());
  });

  it('hides, shows or moves last the products that are sold out', async () => {
    const shown = await search({query: 'dumbbell', unavailableProducts: 'SHOW'});
    expect(shown.nodes.map((node) => [node.handle, node.availableForSale])).toEqual([['dumbbell-set', false]]);
    expect((await search({query: 'dumbbell', unavailableProducts: 'HIDE'})).nodes).toEqual([]);
    const last = await search({query: 'set OR mat OR dumbbell'});
    expect(last.nodes.at(-1)?.handle).toBe('dumbbell-set');
  });

  it('pages with cursors', async () => {
    const first = await search({query: 'rower', first: 2});
    expect(first.nodes).toHaveLength(2);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await search({query: 'rower', first: 2, after: first.pageInfo.endCursor});
    expect(next.nodes[0]?.handle).not.toBe(first.nodes[0]?.handle);
    expect(next.totalCount).toBe(first.totalCount);
  });

  it('offers availability, price, type and colour filters with counts, and applies productFilters', async () => {
    const result = await search({query: 'rower', unavailableProducts: 'SHOW'});
    const byId = Object.fromEntries(result.productFilters.map((filter) => [filter.id, filter]));
    expect(byId['filter.v.availability']?.type).toBe('LIST');
    expect(byId['filter.v.price']?.type).toBe('PRICE_RANGE');
    const rowerType = byId['filter.p.product_type']?.values.find((value) => value.label === 'ROWER');
    expect(rowerType?.count).toBe(3);
    const river = byId['filter.v.option.color']?.values.find((value) => value.label === 'River');
    expect(JSON.parse(river!.input as string)).toEqual({variantOption: {name: 'color', value: 'River'}});

    const filtered = await search({query: 'rower', productFilters: [JSON.parse(rowerType!.input as string)]});
    expect(filtered.nodes.map((node) => node.handle).sort()).toEqual([
      'keel-pro-rower',
      'keel-vista-rower',
      'keel-wave-rower',
    ]);
    const cheap = await search({query: 'rower', productFilters: [{price: {min: 0, max: 200}}]});
    expect(cheap.nodes.map((node) => node.handle).sort()).toEqual(['rower-cover', 'rower-mat']);
    expect(cheap.nodes.every((node) => Number(node.priceRange.minVariantPrice.amount) <= 200)).toBe(true);
  });

  it('answers no product for types without PRODUCT (the store has no online-store pages or articles)', async () => {
    const pages = await search({query: 'rower', types: ['PAGE', 'ARTICLE']});
    expect(pages.nodes).toEqual([]);
  });
});

const PREDICTIVE = `query Predictive($query: String!, $limit: Int, $limitScope: PredictiveSearchLimitScope, $types: [PredictiveSearchType!], $country: CountryCode)
  @inContext(country: $country) {
  predictiveSearch(query: $query, limit: $limit, limitScope: $limitScope, types: $types) {
    products { handle title selectedOrFirstAvailableVariant(selectedOptions: [], ignoreUnknownOptions: true, caseInsensitiveMatch: true) { price { amount currencyCode } image { url } } }
    collections { handle title }
    queries { text styledText }
    pages { handle }
    articles { handle }
  }
}`;

interface PredictiveResult {
  predictiveSearch: {
    products: Array<{
      handle: string;
      title: string;
      selectedOrFirstAvailableVariant: {price: {amount: string; currencyCode: string}; image: {url: string}};
    }>;
    collections: Array<{handle: string; title: string}>;
    queries: Array<{text: string; styledText: string}>;
    pages: unknown[];
    articles: unknown[];
  };
}

const predictive = async (variables: Record<string, unknown>) =>
  ok(await storefront<PredictiveResult>(PREDICTIVE, variables)).predictiveSearch;

describe('predictiveSearch (Storefront API)', () => {
  it('matches the last word as a prefix and answers products with price and image', async () => {
    const result = await predictive({query: 'keel pr', types: ['PRODUCT'], limit: 5, country: 'GB'});
    expect(result.products.map((product) => product.handle)).toContain('keel-pro-rower');
    const pro = result.products.find((product) => product.handle === 'keel-pro-rower');
    expect(pro?.selectedOrFirstAvailableVariant.price).toEqual({amount: '2295.0', currencyCode: 'GBP'});
    expect(pro?.selectedOrFirstAvailableVariant.image.url).toMatch(/^https?:\/\//);
    expect(result.queries).toEqual([]);
  });

  it('suggests queries with the completion marked and the rest escaped', async () => {
    const result = await predictive({query: 'heart r', types: ['QUERY']});
    expect(result.queries[0]).toEqual({text: 'heart rate', styledText: 'heart r<mark>ate</mark>'});
  });

  it('shares the limit across types with limitScope ALL and applies it per type with EACH', async () => {
    const all = await predictive({query: 'r', limit: 3, limitScope: 'ALL', types: ['PRODUCT', 'QUERY', 'COLLECTION']});
    expect(all.products.length + all.queries.length + all.collections.length).toBeLessThanOrEqual(3);
    const each = await predictive({
      query: 'r',
      limit: 2,
      limitScope: 'EACH',
      types: ['PRODUCT', 'QUERY', 'COLLECTION'],
    });
    expect(each.products).toHaveLength(2);
    expect(each.queries.length).toBeLessThanOrEqual(2);
    expect(each.collections.map((collection) => collection.handle)).toEqual(['rowers']);
  });

  it('refuses a limit above 10', async () => {
    const response = await storefront(PREDICTIVE, {query: 'rower', limit: 11});
    expect(response.errors?.[0]?.message).toMatch(/limit/i);
  });
});

const RECOMMENDATIONS = `query R($id: ID, $handle: String, $intent: ProductRecommendationIntent) {
  productRecommendations(productId: $id, productHandle: $handle, intent: $intent) { handle productType availableForSale }
}`;

describe('productRecommendations (Storefront API)', () => {
  it('answers related products of the same type first (RELATED, the default)', async () => {
    const {productRecommendations} = ok(
      await storefront<{
        productRecommendations: Array<{handle: string; productType: string; availableForSale: boolean}>;
      }>(RECOMMENDATIONS, {
        handle: 'keel-pro-rower',
      }),
    );
    expect(productRecommendations.slice(0, 2).map((product) => product.productType)).toEqual(['ROWER', 'ROWER']);
    expect(productRecommendations.map((product) => product.handle)).not.toContain('keel-pro-rower');
    expect(productRecommendations.length).toBeLessThanOrEqual(10);
  });

  it('answers the products the store pairs with it (COMPLEMENTARY), by id or handle', async () => {
    const {product} = ok(await storefront<{product: {id: string}}>(`{ product(handle: "keel-pro-rower") { id } }`));
    const byId = ok(
      await storefront<{productRecommendations: Array<{handle: string}>}>(RECOMMENDATIONS, {
        id: product.id,
        intent: 'COMPLEMENTARY',
      }),
    );
    expect(byId.productRecommendations.map((found) => found.handle)).toContain('rower-mat');
    expect(byId.productRecommendations.every((found) => !found.handle.endsWith('-rower'))).toBe(true);
  });

  it('answers null for an unknown product', async () => {
    const {productRecommendations} = ok(
      await storefront<{productRecommendations: null}>(RECOMMENDATIONS, {handle: 'no-such-product'}),
    );
    expect(productRecommendations).toBeNull();
  });
});
