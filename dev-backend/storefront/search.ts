import {GraphQLError} from 'graphql';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {PRODUCTS, selectedOptionsOf, type Market, type SeedProduct} from '../seed/catalog';

/**
 * Shopify's product search as the Storefront API's `search` and
 * `predictiveSearch` answer it, over the seed catalog: the words of a query
 * must all match (AND), `OR` joins alternatives, a leading `-` excludes, a
 * quoted phrase matches as a whole, and `field:value` names one field
 * (title, product_type, vendor, tag, sku, variants.title). Words match the
 * start of a word in the product's searchable fields (title, product type,
 * vendor, tags, variant titles and SKUs, description); the last word may
 * match a prefix only (prefix: LAST, as predictive search always does).
 */

export interface SearchTerm {
  field: string | null;
  value: string;
  negated: boolean;
  phrase: boolean;
}

/** Alternatives (joined by OR), each a list of terms that must all hold. */
export type ParsedQuery = SearchTerm[][];

const FIELD_ALIASES: Readonly<Record<string, string>> = {
  title: 'title',
  product_type: 'product_type',
  vendor: 'vendor',
  tag: 'tag',
  sku: 'sku',
  'variants.sku': 'sku',
  'variants.title': 'variants.title',
  handle: 'handle',
};

/** Splits a search query into terms: words, "quoted phrases", field:value, -negations and OR. */
export function parseSearchQuery(query: string): ParsedQuery {
  const tokens = query.match(/-?(?:[a-z_.]+:)?"[^"]*"?|\S+/gi) ?? [];
  const alternatives: ParsedQuery = [[]];
  for (const raw of tokens) {
    if (raw === 'OR') {
      if ((alternatives.at(-1) ?? []).length > 0) alternatives.push([]);
      continue;
    }
    if (raw === 'AND') continue;
    let token = raw;
    const negated = token.startsWith('-') && token.length > 1;
    if (negated) token = token.slice(1);
    let field: string | null = null;
    const fieldMatch = /^([a-z_.]+):(.+)$/i.exec(token);
    if (fieldMatch && FIELD_ALIASES[fieldMatch[1]?.toLowerCase() ?? '']) {
      field = FIELD_ALIASES[fieldMatch[1]?.toLowerCase() ?? ''] ?? null;
      token = fieldMatch[2] ?? '';
    }
    const phrase = token.startsWith('"');
    const value = normalise(token.replace(/^"|"$/g, ''));
    if (!value) continue;
    alternatives.at(-1)?.push({field, value, negated, phrase});
  }
  return alternatives.filter((terms) => terms.length > 0);
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9+'\s-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The product's searchable text by field, normalised. */
function searchableFields(product: SeedProduct): Record<string, string> {
  return {
    title: normalise(product.title),
    product_type: normalise(product.productType.replace(/_/g, ' ')),
    vendor: 'keel',
    tag: normalise(product.category),
    sku: product.variants.map((variant) => variant.sku.toLowerCase()).join(' '),
    'variants.title': normalise(product.variants.map((variant) => variant.title).join(' ')),
    handle: product.handle,
    body: normalise(product.description),
  };
}

/** Weights of a match by field: a title match ranks above a description match. */
const WEIGHTS: Readonly<Record<string, number>> = {
  title: 10,
  product_type: 4,
  tag: 4,
  'variants.title': 3,
  sku: 3,
  vendor: 1,
  handle: 2,
  body: 1,
};

function termScore(fields: Record<string, string>, term: SearchTerm, prefix: boolean): number {
  const names = term.field ? [term.field] : Object.keys(WEIGHTS).filter((name) => name !== 'handle');
  let score = 0;
  for (const name of names) {
    const text = fields[name] ?? '';
    if (name === 'sku' || name === 'handle') {
      if (
        term.field
          ? text.split(' ').includes(term.value) || (prefix && text.includes(term.value))
          : text.split(' ').some((sku) => sku === term.value)
      ) {
        score += WEIGHTS[name] ?? 1;
      }
      continue;
    }
    const words = text.split(' ');
    const matched =
      term.phrase || term.value.includes(' ')
        ? ` ${text} `.includes(` ${term.value} `)
        : words.some(
            (word) =>
              word === term.value || (prefix && word.startsWith(term.value)) || singular(word) === singular(term.value),
          );
    if (matched) score += WEIGHTS[name] ?? 1;
  }
  return score;
}

/** A crude stemmer, so 'rowers' finds 'rower' and 'accessories' finds 'accessory'. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The product's relevance to the query, 0 when it does not match. */
export function relevance(product: SeedProduct, parsed: ParsedQuery, prefixLast: boolean): number {
  const fields = searchableFields(product);
  let best = 0;
  for (const terms of parsed) {
    let total = 0;
    let matches = true;
    terms.forEach((term, index) => {
      if (!matches) return;
      const prefix = prefixLast && index === terms.length - 1 && !term.negated;
      const score = termScore(fields, term, prefix);
      if (term.negated ? score > 0 : score === 0) matches = false;
      total += score;
    });
    if (matches && terms.some((term) => !term.negated)) best = Math.max(best, total);
  }
  return best;
}

export interface ProductFilterInput {
  available?: boolean | null;
  price?: {min?: number | null; max?: number | null} | null;
  productType?: string | null;
  productVendor?: string | null;
  tag?: string | null;
  variantOption?: {name: string; value: string} | null;
}

const minPrice = (product: SeedProduct, market: Market) =>
  Math.min(...product.variants.map((variant) => variant.price[market]));
const isAvailable = (product: SeedProduct) => product.variants.some((variant) => variant.availableForSale);

/**
 * Shopify's filters: the same filter key given twice is OR, different keys are AND.
 * A price filter matches a product with any variant inside the range.
 */
export function matchesFilters(product: SeedProduct, filters: readonly ProductFilterInput[], market: Market): boolean {
  const groups = new Map<string, ProductFilterInput[]>();
  for (const filter of filters) {
    for (const key of Object.keys(filter) as Array<keyof ProductFilterInput>) {
      if (filter[key] == null) continue;
      const groupKey = key === 'variantOption' ? `variantOption:${filter.variantOption?.name.toLowerCase()}` : key;
      groups.set(groupKey, [...(groups.get(groupKey) ?? []), {[key]: filter[key]}]);
    }
  }
  return [...groups.values()].every((group) =>
    group.some((filter) => {
      if (filter.available != null) return isAvailable(product) === filter.available;
      if (filter.price) {
        const {min, max} = filter.price;
        return product.variants.some(
          (variant) => variant.price[market] >= (min ?? 0) && (max == null || variant.price[market] <= max),
        );
      }
      if (filter.productType != null) return product.productType.toLowerCase() === filter.productType.toLowerCase();
      if (filter.productVendor != null) return filter.productVendor.toLowerCase() === 'keel';
      if (filter.tag != null) return product.category.toLowerCase() === filter.tag.toLowerCase();
      if (filter.variantOption) {
        const {name, value} = filter.variantOption;
        return product.variants.some((variant) =>
          selectedOptionsOf(variant).some(
            (option) =>
              option.name.toLowerCase() === name.toLowerCase() && option.value.toLowerCase() === value.toLowerCase(),
          ),
        );
      }
      // A filter the dev store does not offer (metafields, taxonomy) matches nothing, as an unknown filter does on Shopify.
      return false;
    }),
  );
}

/** The filters Shopify's Search & Discovery enables by default plus the store's: availability, price, type, colour. */
export function availableFilters(products: readonly SeedProduct[], market: Market) {
  const count = (predicate: (product: SeedProduct) => boolean) => products.filter(predicate).length;
  const types = [...new Set(products.map((product) => product.productType))].sort();
  const colors = [
    ...new Set(
      products.flatMap((product) => product.variants.flatMap((variant) => (variant.color ? [variant.color.name] : []))),
    ),
  ];
  const prices = products.flatMap((product) => product.variants.map((variant) => variant.price[market]));
  const filters = [
    {
      id: 'filter.v.availability',
      label: 'Availability',
      type: 'LIST',
      presentation: 'TEXT',
      values: [true, false].map((available) => ({
        id: `filter.v.availability.${available ? 1 : 0}`,
        label: available ? 'In stock' : 'Out of stock',
        count: count((product) => isAvailable(product) === available),
        input: JSON.stringify({available}),
        swatch: null,
        image: null,
      })),
    },
    {
      id: 'filter.v.price',
      label: 'Price',
      type: 'PRICE_RANGE',
      presentation: null,
      values: [
        {
          id: 'filter.v.price',
          label: 'Price',
          count: 0,
          input: JSON.stringify({price: {min: 0, max: prices.length ? Math.max(...prices) : 0}}),
          swatch: null,
          image: null,
        },
      ],
    },
    {
      id: 'filter.p.product_type',
      label: 'Product type',
      type: 'LIST',
      presentation: 'TEXT',
      values: types.map((type) => ({
        id: `filter.p.product_type.${type}`,
        label: type,
        count: count((product) => product.productType === type),
        input: JSON.stringify({productType: type}),
        swatch: null,
        image: null,
      })),
    },
    {
      id: 'filter.v.option.color',
      label: 'Color',
      type: 'LIST',
      presentation: 'TEXT',
      values: colors.map((color) => ({
        id: `filter.v.option.color.${color.toLowerCase().replace(/\s+/g, '-')}`,
        label: color,
        count: count((product) => product.variants.some((variant) => variant.color?.name === color)),
        input: JSON.stringify({variantOption: {name: 'color', value: color}}),
        swatch: null,
        image: null,
      })),
    },
  ];
  // Shopify leaves out list filters with no values.
  return filters.filter((filter) => filter.type !== 'LIST' || filter.values.some((value) => value.count > 0));
}

export interface SearchProductsArgs extends ConnectionArgs {
  query: string;
  prefix?: 'LAST' | 'NONE' | null;
  productFilters?: ProductFilterInput[] | null;
  sortKey?: 'PRICE' | 'RELEVANCE' | null;
  types?: Array<'ARTICLE' | 'PAGE' | 'PRODUCT'> | null;
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null;
}

/** The products matching a search, ordered as `search` orders them. */
export function searchProducts(
  args: SearchProductsArgs,
  market: Market,
): {matched: SeedProduct[]; ordered: SeedProduct[]} {
  const parsed = parseSearchQuery(args.query);
  const scored = PRODUCTS.map((product) => ({
    product,
    score: relevance(product, parsed, args.prefix === 'LAST'),
  })).filter(({score}) => score > 0);
  const matched = scored.map(({product}) => product);
  let ordered = scored
    .filter(({product}) => matchesFilters(product, args.productFilters ?? [], market))
    .sort((a, b) =>
      args.sortKey === 'PRICE' ? minPrice(a.product, market) - minPrice(b.product, market) : b.score - a.score,
    )
    .map(({product}) => product);
  if (args.reverse) ordered.reverse();
  const unavailable = args.unavailableProducts ?? 'LAST';
  if (unavailable === 'HIDE') ordered = ordered.filter(isAvailable);
  if (unavailable === 'LAST')
    ordered = [...ordered.filter(isAvailable), ...ordered.filter((product) => !isAvailable(product))];
  return {matched, ordered};
}

/** `search`: products only (the dev store has no online-store pages or blog articles). */
export function searchConnection<T extends {id: string}>(
  args: SearchProductsArgs,
  market: Market,
  view: (product: SeedProduct) => T,
) {
  const types = args.types ?? ['ARTICLE', 'PAGE', 'PRODUCT'];
  const {matched, ordered} = types.includes('PRODUCT') ? searchProducts(args, market) : {matched: [], ordered: []};
  // The connection reverses itself on `reverse`; the order is already final here.
  const page = connection(ordered.map(view), {...args, reverse: false}, (node) => node.id);
  return {
    ...page,
    totalCount: ordered.length,
    productFilters: availableFilters(matched, market),
  };
}

export interface PredictiveSearchArgs {
  query: string;
  limit?: number | null;
  limitScope?: 'ALL' | 'EACH' | null;
  types?: Array<'ARTICLE' | 'COLLECTION' | 'PAGE' | 'PRODUCT' | 'QUERY'> | null;
  unavailableProducts?: 'HIDE' | 'LAST' | 'SHOW' | null;
}

/** Escapes text for the HTML of `styledText`. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char] ?? char,
  );
}

/**
 * Query suggestions: product titles (lowercased) that start with the typed
 * text; styledText marks the completion the shopper has not typed yet, as
 * Shopify's predictive search does (`<mark>`), the rest HTML-escaped.
 */
export function querySuggestions(query: string, products: readonly SeedProduct[]) {
  const typed = normalise(query);
  if (!typed) return [];
  const candidates = new Set<string>();
  for (const product of products) {
    const title = normalise(product.title);
    const words = title.split(' ');
    words.forEach((_, index) => {
      const tail = words.slice(index).join(' ');
      if (tail.startsWith(typed)) candidates.add(words.slice(index, index + typed.split(' ').length).join(' '));
    });
  }
  return [...candidates].map((text) => ({
    __typename: 'SearchQuerySuggestion',
    text,
    styledText: `${escapeHtml(text.slice(0, typed.length))}<mark>${escapeHtml(text.slice(typed.length))}</mark>`,
    trackingParameters: `_pos=1&_psq=${encodeURIComponent(typed)}&_ss=e&_v=1.0`,
  }));
}

export interface PredictiveResults<P, C> {
  products: P[];
  collections: C[];
  articles: never[];
  pages: never[];
  queries: ReturnType<typeof querySuggestions>;
}

/**
 * `predictiveSearch`: limit 1-10 (default 10), applied across all types
 * (limitScope ALL, the default) or to each type (EACH). The last word always
 * matches as a prefix.
 */
export function predictiveSearch<P, C>(
  args: PredictiveSearchArgs,
  market: Market,
  views: {product: (product: SeedProduct) => P; collections: (query: ParsedQuery) => C[]},
): PredictiveResults<P, C> {
  const limit = args.limit ?? 10;
  if (limit < 1 || limit > 10) {
    throw new GraphQLError('limit must be between 1 and 10', {extensions: {code: 'BAD_REQUEST'}});
  }
  const types = args.types ?? ['ARTICLE', 'COLLECTION', 'PAGE', 'PRODUCT', 'QUERY'];
  const {ordered} = searchProducts(
    {query: args.query, prefix: 'LAST', unavailableProducts: args.unavailableProducts ?? 'LAST', first: 250},
    market,
  );
  const parsed = parseSearchQuery(args.query);
  const lists = {
    queries: types.includes('QUERY') ? querySuggestions(args.query, ordered.length ? ordered : PRODUCTS) : [],
    products: types.includes('PRODUCT') ? ordered : [],
    collections: types.includes('COLLECTION') ? views.collections(parsed) : [],
  };
  if (args.limitScope === 'EACH') {
    return {
      queries: lists.queries.slice(0, limit),
      products: lists.products.slice(0, limit).map(views.product),
      collections: lists.collections.slice(0, limit),
      articles: [],
      pages: [],
    };
  }
  // ALL: the limit is shared, queries first, then products, then collections.
  let left = limit;
  const take = <T>(list: readonly T[]) => {
    const taken = list.slice(0, left);
    left -= taken.length;
    return taken;
  };
  const queries = take(lists.queries);
  const products = take(lists.products).map(views.product);
  const collections = take(lists.collections);
  return {queries, products, collections, articles: [], pages: []};
}

/**
 * productRecommendations: RELATED (the default) answers other products of the
 * same type first, then the rest of the catalog by type; COMPLEMENTARY answers
 * the products the store pairs with it (Search & Discovery's complementary
 * products, seeded here: rowers pair with accessories and the membership,
 * accessories with other accessories). At most 10; an unknown product is null.
 */
export const COMPLEMENTARY: Readonly<Record<string, readonly string[]>> = {
  ROWER: ['rower-mat', 'heart-rate-monitor', 'seat-cushion', 'device-holder', 'rower-cover', 'all-access-membership'],
  STRENGTH_PLATFORM: ['dumbbell-set', 'rower-mat', 'all-access-membership'],
  ACCESSORY: ['cleaning-kit', 'seat-cushion', 'device-holder'],
  BUNDLE: ['seat-cushion', 'device-holder', 'rower-cover'],
};

export function recommendations(product: SeedProduct, intent: 'RELATED' | 'COMPLEMENTARY'): SeedProduct[] {
  const others = PRODUCTS.filter((candidate) => candidate.id !== product.id);
  if (intent === 'COMPLEMENTARY') {
    return (COMPLEMENTARY[product.productType] ?? [])
      .map((handle) => others.find((candidate) => candidate.handle === handle))
      .filter((candidate): candidate is SeedProduct => candidate !== undefined)
      .slice(0, 10);
  }
  const sameType = others.filter((candidate) => candidate.productType === product.productType);
  const rest = others.filter(
    (candidate) =>
      candidate.productType !== product.productType &&
      ['ROWER', 'STRENGTH_PLATFORM', 'ACCESSORY'].includes(candidate.productType),
  );
  return [...sameType, ...rest].filter(isAvailable).slice(0, 10);
}

/**
 * Product.encodedVariantExistence / encodedVariantAvailability: the option
 * value index combinations as Shopify's v1 trie ('v1_' + values, ':' a
 * deeper option, ',' the end of a prefix, ' ' a gap, '-' a range), the
 * format hydrogen-react's decodeEncodedVariant reads.
 */
export function encodeVariantCombinations(combinations: ReadonlyArray<readonly number[]>): string {
  if (combinations.length === 0) return '';
  const sorted = [...combinations].sort((a, b) => {
    for (let index = 0; index < Math.max(a.length, b.length); index++) {
      const diff = (a[index] ?? 0) - (b[index] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  });
  const ranges = (values: readonly number[]) => {
    const parts: string[] = [];
    let start = values[0] ?? 0;
    let previous = start;
    for (const value of [...values.slice(1), Number.NaN]) {
      if (value === previous + 1) {
        previous = value;
        continue;
      }
      parts.push(start === previous ? String(start) : `${start}-${previous}`);
      start = value;
      previous = value;
    }
    return parts.join(' ');
  };
  const encode = (list: ReadonlyArray<readonly number[]>, top: boolean): string => {
    if ((list[0]?.length ?? 0) === 1) return `${ranges([...new Set(list.map((combination) => combination[0] ?? 0))])},`;
    const heads = [...new Set(list.map((combination) => combination[0] ?? 0))];
    const body = heads
      .map(
        (head) =>
          `${head}:${encode(
            list.filter((combination) => combination[0] === head).map((combination) => combination.slice(1)),
            false,
          )}`,
      )
      .join('');
    return top ? body : `${body},`;
  };
  return `v1_${encode(sorted, true)}`;
}
