import {GraphQLError} from 'graphql';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {
  MARKET_CURRENCY,
  PRODUCTS,
  VENDOR,
  componentVariantOf,
  selectedOptionsOf,
  variantById,
  type Market,
  type SeedProduct,
  type SeedVariant,
} from '../seed/catalog';
import {menuView, seedMenus} from './menus';
import {
  encodeVariantCombinations,
  predictiveSearch,
  recommendations,
  relevance,
  searchConnection,
  type PredictiveSearchArgs,
  type SearchProductsArgs,
} from './search';

/** What every Storefront resolver knows about the request (from @inContext). */
export interface StorefrontContext {
  market: Market;
  country: string;
  language: string;
  /** The backend's own origin, e.g. http://127.0.0.1:4000, for media URLs. */
  origin: string;
}

export function productGid(id: number): string {
  return `gid://shopify/Product/${id}`;
}

export function variantGid(id: number): string {
  return `gid://shopify/ProductVariant/${id}`;
}

export function collectionGid(index: number): string {
  return `gid://shopify/Collection/${index}`;
}

/** Parses 'gid://shopify/{type}/{n}' and returns n, or null for another type. */
export function parseGid(gid: string, type: string): number | null {
  const match = new RegExp(`^gid://shopify/${type}/(\\d+)$`).exec(gid);
  return match ? Number(match[1]) : null;
}

/** Shopify's MoneyV2: the amount as a decimal string, e.g. "2495.0". */
export function money(amount: number, market: Market) {
  return {
    amount: Number.isInteger(amount) ? `${amount}.0` : String(amount),
    currencyCode: MARKET_CURRENCY[market],
  };
}

const COLLECTIONS = [...new Set(PRODUCTS.map((product) => product.category))];

function collectionView(title: string, ctx: StorefrontContext) {
  const index = COLLECTIONS.indexOf(title) + 1;
  const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    __typename: 'Collection',
    id: collectionGid(index),
    handle,
    title,
    description: `${title} by ${VENDOR}.`,
    descriptionHtml: `<p>${title} by ${VENDOR}.</p>`,
    updatedAt: '2026-11-01T00:00:00Z',
    image: null,
    onlineStoreUrl: null,
    trackingParameters: null,
    seo: {title: null, description: null},
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
    products: (args: ConnectionArgs & {sortKey?: string | null}): unknown =>
      connection(
        sortProducts(
          PRODUCTS.filter((product) => product.category === title),
          args.sortKey,
          ctx.market,
        ).map((product) => productView(product, ctx)),
        args,
        (product) => product.id,
      ),
  };
}

export function imageView(url: string, altText: string, id: string) {
  return {
    id,
    url: (args: {transform?: {maxWidth?: number; maxHeight?: number} | null}) => {
      const transform = args.transform;
      if (!transform?.maxWidth && !transform?.maxHeight) return url;
      const transformed = new URL(url);
      if (transform.maxWidth) transformed.searchParams.set('width', String(transform.maxWidth));
      if (transform.maxHeight) transformed.searchParams.set('height', String(transform.maxHeight));
      return transformed.href;
    },
    altText,
    width: 1600,
    height: 1200,
    thumbnail: null,
  };
}

/**
 * A product photograph (dev-backend/media/assets) on the store's own CDN path, as Shopify serves
 * product media (`/cdn/shop/...?v=`), so it answers Shopify's image parameters only (decision 0116).
 */
function shopifyImageUrl(ctx: Pick<StorefrontContext, 'origin'>, name: string) {
  return `${ctx.origin}/cdn/shop/products/${name}.jpg?v=1761955200`;
}

/** A colour's three-quarter view for rowers, the product's photograph otherwise. */
export function variantImageUrl(
  product: SeedProduct,
  variant: SeedVariant | undefined,
  ctx: Pick<StorefrontContext, 'origin'>,
) {
  return shopifyImageUrl(
    ctx,
    variant?.color ? `${product.handle}-${variant.color.slug}-three-quarter` : product.handle,
  );
}

export function variantView(product: SeedProduct, variant: SeedVariant, ctx: StorefrontContext) {
  const {market} = ctx;
  const image = imageView(
    variantImageUrl(product, variant, ctx),
    variant.color ? `${product.title} in ${variant.color.name}` : product.title,
    `gid://shopify/ProductImage/${variant.id}`,
  );
  return {
    __typename: 'ProductVariant',
    id: variantGid(variant.id),
    title: variant.title,
    sku: variant.sku,
    barcode: variant.barcode,
    availableForSale: variant.availableForSale,
    currentlyNotInStock: !variant.availableForSale,
    quantityAvailable: variant.availableForSale ? 50 : 0,
    requiresShipping: product.productType !== 'MEMBERSHIP' && product.productType !== 'SERVICE',
    // A native bundle's variant is sold only with its components (Shopify Bundles' fixed bundles).
    requiresComponents: Boolean(product.components?.length),
    taxable: true,
    weight: null,
    weightUnit: 'KILOGRAMS',
    price: money(variant.price[market], market),
    compareAtPrice: variant.compareAtPrice ? money(variant.compareAtPrice[market], market) : null,
    unitPrice: null,
    unitPriceMeasurement: null,
    image,
    selectedOptions: selectedOptionsOf(variant),
    // Annotated: the product and its variants refer to each other.
    product: (): unknown => productView(product, ctx),
    components: (args: ConnectionArgs): unknown =>
      connection(
        (product.components ?? []).map((component) => {
          const componentVariant = componentVariantOf(component);
          const ref = variantById(componentVariant.id);
          return {
            quantity: component.quantity,
            productVariant: ref ? variantView(ref.product, ref.variant, ctx) : null,
          };
        }),
        args,
        (component) => String((component.productVariant as {id?: string} | null)?.id),
      ),
    metafield: (args: {namespace?: string | null; key: string}) => variantMetafield(product, variant, args, ctx),
    metafields: (args: {identifiers: Array<{namespace?: string | null; key: string}>}) =>
      args.identifiers.map((identifier) => variantMetafield(product, variant, identifier, ctx)),
  };
}

/** Where a native-bundle component keeps its bundle savings (rules:cart-fields, Cart line components). */
export const BUNDLE_METAFIELD = {namespace: 'custom', key: 'bundle_discounts'} as const;

/**
 * A component variant's bundle metafield: a list of metaobjects, one per
 * native bundle the variant is part of, with fields bundle_product (the
 * bundle's product id) and discount_amount (money JSON in the market's currency).
 */
function variantMetafield(
  product: SeedProduct,
  variant: SeedVariant,
  args: {namespace?: string | null; key: string},
  ctx: StorefrontContext,
) {
  if (args.namespace !== BUNDLE_METAFIELD.namespace || args.key !== BUNDLE_METAFIELD.key) return null;
  const bundles = PRODUCTS.filter((candidate) =>
    candidate.components?.some((component) => componentVariantOf(component).id === variant.id),
  );
  if (bundles.length === 0) return null;
  const metaobjects = bundles.map((bundle) => {
    const component = bundle.components?.find((candidate) => componentVariantOf(candidate).id === variant.id);
    const amount = money(component?.discount[ctx.market] ?? 0, ctx.market);
    const fields = [
      {
        key: 'bundle_product',
        type: 'product_reference',
        value: productGid(bundle.id),
        reference: null,
        references: null,
      },
      {
        key: 'discount_amount',
        type: 'money',
        value: JSON.stringify({amount: amount.amount, currency_code: amount.currencyCode}),
        reference: null,
        references: null,
      },
    ];
    return {
      __typename: 'Metaobject',
      id: `gid://shopify/Metaobject/${bundle.id}${variant.id}`,
      type: 'bundle_discount',
      handle: `${bundle.handle}-${product.handle}`,
      updatedAt: '2026-11-01T00:00:00Z',
      onlineStoreUrl: null,
      seo: null,
      fields,
      field: (fieldArgs: {key: string}) => fields.find((field) => field.key === fieldArgs.key) ?? null,
    };
  });
  return {
    __typename: 'Metafield',
    id: `gid://shopify/Metafield/${variant.id}`,
    namespace: BUNDLE_METAFIELD.namespace,
    key: BUNDLE_METAFIELD.key,
    type: 'list.metaobject_reference',
    description: 'Savings on this variant inside native bundles',
    value: JSON.stringify(metaobjects.map((metaobject) => metaobject.id)),
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    reference: null,
    references: (connectionArgs: ConnectionArgs) =>
      connection(metaobjects, connectionArgs, (metaobject) => metaobject.id),
    parentResource: null,
  };
}

export type ProductView = ReturnType<typeof productView>;

export function productView(product: SeedProduct, ctx: StorefrontContext) {
  const {market} = ctx;
  const variants = product.variants.map((variant) => variantView(product, variant, ctx));
  const prices = product.variants.map((variant) => variant.price[market]);
  const compareAt = product.variants.map((variant) => variant.compareAtPrice?.[market] ?? variant.price[market]);
  // The product's options in the order its variants first name them, each with its values in that order.
  const optionNames = [
    ...new Set(product.variants.flatMap((variant) => selectedOptionsOf(variant).map((option) => option.name))),
  ];
  const optionValues = optionNames.map((name) => [
    ...new Set(
      product.variants.flatMap((variant) =>
        selectedOptionsOf(variant).flatMap((option) => (option.name === name ? [option.value] : [])),
      ),
    ),
  ]);
  // Each variant as the positions of its values (Shopify's encodedVariantExistence input).
  const combinations = product.variants.map((variant) =>
    optionNames.map(
      (name, index) =>
        optionValues[index]?.indexOf(selectedOptionsOf(variant).find((option) => option.name === name)?.value ?? '') ??
        -1,
    ),
  );
  const images = product.variants
    .filter((variant, index) => index === 0 || variant.color)
    .map((variant) =>
      imageView(
        variantImageUrl(product, variant, ctx),
        variant.color ? `${product.title} in ${variant.color.name}` : product.title,
        `gid://shopify/ProductImage/${variant.id}`,
      ),
    );
  const findVariant = (selected: Array<{name: string; value: string}>) =>
    variants.find((variant) =>
      selected.every((option) =>
        variant.selectedOptions.some((own) => own.name === option.name && own.value === option.value),
      ),
    ) ?? null;

  return {
    __typename: 'Product',
    id: productGid(product.id),
    handle: product.handle,
    title: product.title,
    description: product.description,
    descriptionHtml: `<p>${product.description}</p>`,
    vendor: VENDOR,
    productType: product.productType,
    tags: [product.category],
    availableForSale: product.variants.some((variant) => variant.availableForSale),
    isGiftCard: false,
    requiresSellingPlan: false,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    publishedAt: '2026-01-01T00:00:00Z',
    onlineStoreUrl: null,
    trackingParameters: null,
    totalInventory: product.variants.filter((variant) => variant.availableForSale).length * 50,
    encodedVariantExistence: encodeVariantCombinations(combinations),
    encodedVariantAvailability: encodeVariantCombinations(
      combinations.filter((_, index) => product.variants[index]?.availableForSale),
    ),
    seo: {title: null, description: null},
    options: optionNames.map((name, index) => ({
      id: `gid://shopify/ProductOption/${product.id}${index ? `-${index + 1}` : ''}`,
      name,
      values: optionValues[index] ?? [],
      optionValues: (optionValues[index] ?? []).map((value) => ({
        id: `gid://shopify/ProductOptionValue/${product.id}-${value.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
        name: value,
        swatch: null,
        firstSelectableVariant: findVariant([{name, value}]),
      })),
    })),
    priceRange: {
      minVariantPrice: money(Math.min(...prices), market),
      maxVariantPrice: money(Math.max(...prices), market),
    },
    compareAtPriceRange: {
      minVariantPrice: money(Math.min(...compareAt), market),
      maxVariantPrice: money(Math.max(...compareAt), market),
    },
    featuredImage: images[0] ?? null,
    images: (args: ConnectionArgs) => connection(images, args, (image) => image.id),
    media: (args: ConnectionArgs) =>
      connection(
        images.map((image) => ({
          __typename: 'MediaImage',
          id: image.id.replace('ProductImage', 'MediaImage'),
          alt: image.altText,
          mediaContentType: 'IMAGE',
          image,
          previewImage: image,
          presentation: null,
        })),
        args,
        (media) => media.id,
      ),
    variants: (args: ConnectionArgs) => connection(variants, args, (variant) => variant.id),
    variantsCount: {count: variants.length, precision: 'EXACT'},
    selectedOrFirstAvailableVariant: (args: {selectedOptions?: Array<{name: string; value: string}>}) =>
      (args.selectedOptions?.length ? findVariant(args.selectedOptions) : null) ??
      variants.find((variant) => variant.availableForSale) ??
      variants[0] ??
      null,
    variantBySelectedOptions: (args: {selectedOptions: Array<{name: string; value: string}>}) =>
      findVariant(args.selectedOptions),
    adjacentVariants: () => [],
    collections: (args: ConnectionArgs): unknown =>
      connection([collectionView(product.category, ctx)], args, (collection) => collection.id),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
    sellingPlanGroups: (args: ConnectionArgs) => connection([], args, () => ''),
  };
}

export function findProduct(args: {handle?: string | null; id?: string | null}, ctx: StorefrontContext) {
  if (args.handle == null && args.id == null) {
    throw new GraphQLError('Either id or handle is required', {extensions: {code: 'BAD_REQUEST'}});
  }
  const product = PRODUCTS.find((candidate) =>
    args.id != null ? productGid(candidate.id) === args.id : candidate.handle === args.handle,
  );
  return product ? productView(product, ctx) : null;
}

export function catalogQueries(ctx: StorefrontContext) {
  return {
    product: (args: {handle?: string; id?: string}) => findProduct(args, ctx),
    products: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}) =>
      connection(
        sortProducts(
          PRODUCTS.filter((product) => matchesQuery(product, args.query)),
          args.sortKey,
          ctx.market,
        ).map((product) => productView(product, ctx)),
        args,
        (product) => product.id,
      ),
    node: (args: {id: string}) => nodeById(args.id, ctx),
    nodes: (args: {ids: string[]}) => args.ids.map((id) => nodeById(id, ctx)),
    collection: (args: {handle?: string; id?: string}) => {
      const title = COLLECTIONS.find((candidate, index) =>
        args.id != null
          ? collectionGid(index + 1) === args.id
          : candidate.toLowerCase().replace(/[^a-z0-9]+/g, '-') === args.handle,
      );
      return title ? collectionView(title, ctx) : null;
    },
    collections: (args: ConnectionArgs & {query?: string | null; sortKey?: string | null}) =>
      connection(
        sortCollections(
          COLLECTIONS.filter((title) => matchesCollectionQuery(title, args.query)),
          args.sortKey,
        ).map((title) => collectionView(title, ctx)),
        args,
        (collection) => collection.id,
      ),
    menu: (args: {handle: string}) => {
      const menu = seedMenus().find((candidate) => candidate.handle === args.handle);
      return menu ? menuView(menu, ctx.origin) : null;
    },
    search: (args: SearchProductsArgs) => searchConnection(args, ctx.market, (product) => productView(product, ctx)),
    predictiveSearch: (args: PredictiveSearchArgs) =>
      predictiveSearch(args, ctx.market, {
        product: (product) => productView(product, ctx),
        collections: (parsed) =>
          COLLECTIONS.filter(
            (title) =>
              relevance(
                {...PRODUCTS[0]!, title, productType: 'ACCESSORY', category: title, description: '', variants: []},
                parsed,
                true,
              ) > 0,
          ).map((title) => collectionView(title, ctx)),
      }),
    productRecommendations: (args: {
      productId?: string | null;
      productHandle?: string | null;
      intent?: 'RELATED' | 'COMPLEMENTARY' | null;
    }) => {
      if (args.productId == null && args.productHandle == null) {
        throw new GraphQLError('Either productId or productHandle is required', {extensions: {code: 'BAD_REQUEST'}});
      }
      const product = PRODUCTS.find((candidate) =>
        args.productId != null ? productGid(candidate.id) === args.productId : candidate.handle === args.productHandle,
      );
      return product
        ? recommendations(product, args.intent ?? 'RELATED').map((found) => productView(found, ctx))
        : null;
    },
    sitemap: (args: {type: string}) => sitemapView(args.type, ctx),
    // No URL redirects are configured in the dev store.
    urlRedirects: (args: ConnectionArgs) => connection([], args, () => ''),
    shop: {
      id: 'gid://shopify/Shop/1',
      name: VENDOR,
      description: 'Connected rowing machines for people who train at home.',
      primaryDomain: {url: ctx.origin, host: new URL(ctx.origin).host},
      brand: null,
      moneyFormat: '${{amount}}',
    },
  };
}

/** A small subset of Shopify's search syntax: product_type:X, tag:X, or words in the title. */
function matchesQuery(product: SeedProduct, query: string | null | undefined): boolean {
  if (!query) return true;
  return query.split(/\s+(?:AND\s+)?/).every((term) => {
    const [field, value = ''] = term.includes(':') ? term.split(':') : ['title', term];
    const needle = value.replace(/^['"]|['"]$/g, '').toLowerCase();
    if (field === 'product_type') return product.productType.toLowerCase() === needle;
    if (field === 'tag') return product.category.toLowerCase() === needle;
    if (field === 'handle') return product.handle === needle;
    return product.title.toLowerCase().includes(needle);
  });
}

/** ProductSortKeys / ProductCollectionSortKeys; BEST_SELLING and the defaults keep the catalog's order. */
function sortProducts(
  products: readonly SeedProduct[],
  sortKey: string | null | undefined,
  market: Market,
): SeedProduct[] {
  const sorted = [...products];
  const price = (product: SeedProduct) => Math.min(...product.variants.map((variant) => variant.price[market]));
  switch (sortKey) {
    case 'TITLE':
      return sorted.sort((a, b) => a.title.localeCompare(b.title));
    case 'PRICE':
      return sorted.sort((a, b) => price(a) - price(b));
    case 'ID':
    case 'CREATED_AT':
    case 'CREATED':
    case 'UPDATED_AT':
      return sorted.sort((a, b) => a.id - b.id);
    case 'PRODUCT_TYPE':
      return sorted.sort((a, b) => a.productType.localeCompare(b.productType));
    default:
      // VENDOR (one vendor), BEST_SELLING, RELEVANCE, MANUAL, COLLECTION_DEFAULT: the catalog's order.
      return sorted;
  }
}

/** node(id) / nodes(ids): products, variants and collections by their gid; anything else is null. */
function nodeById(id: string, ctx: StorefrontContext): unknown {
  const productId = parseGid(id, 'Product');
  if (productId !== null) {
    const product = PRODUCTS.find((candidate) => candidate.id === productId);
    return product ? productView(product, ctx) : null;
  }
  const variantId = parseGid(id, 'ProductVariant');
  if (variantId !== null) {
    const ref = variantById(variantId);
    return ref ? variantView(ref.product, ref.variant, ctx) : null;
  }
  const collectionIndex = parseGid(id, 'Collection');
  const title = collectionIndex === null ? undefined : COLLECTIONS[collectionIndex - 1];
  return title ? collectionView(title, ctx) : null;
}

function matchesCollectionQuery(title: string, query: string | null | undefined): boolean {
  if (!query) return true;
  const handle = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return query.split(/\s+(?:AND\s+)?/).every((term) => {
    const [field, value = ''] = term.includes(':') ? term.split(':') : ['title', term];
    const needle = value.replace(/^['"]|['"]$/g, '').toLowerCase();
    if (field === 'handle') return handle === needle;
    return title.toLowerCase().includes(needle);
  });
}

/** CollectionSortKeys: ID and UPDATED_AT (all seeded at once) keep the catalog's order, TITLE sorts by title. */
function sortCollections(titles: readonly string[], sortKey: string | null | undefined): string[] {
  return sortKey === 'TITLE' ? [...titles].sort((a, b) => a.localeCompare(b)) : [...titles];
}

/** Resources per sitemap page, as Shopify pages them. */
const SITEMAP_PAGE_SIZE = 250;

/**
 * sitemap(type): the store's products and collections (the dev store has no
 * online-store pages, blogs, articles or renderable metaobjects), 250 a page.
 */
function sitemapView(type: string, ctx: StorefrontContext) {
  const items =
    type === 'PRODUCT'
      ? PRODUCTS.map((product) => ({
          __typename: 'SitemapResource',
          handle: product.handle,
          updatedAt: '2026-11-01T00:00:00Z',
          title: product.title,
          image: {
            alt: product.title,
            filepath: shopifyImageUrl(ctx, product.handle),
            updatedAt: '2026-11-01T00:00:00Z',
          },
        }))
      : type === 'COLLECTION'
        ? COLLECTIONS.map((title) => ({
            __typename: 'SitemapResource',
            handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
            updatedAt: '2026-11-01T00:00:00Z',
            title,
            image: null,
          }))
        : [];
  return {
    pagesCount: {count: Math.ceil(items.length / SITEMAP_PAGE_SIZE), precision: 'EXACT'},
    resources: (args: {page: number}) => {
      if (args.page < 1) throw new GraphQLError('page must be 1 or greater', {extensions: {code: 'BAD_REQUEST'}});
      const start = (args.page - 1) * SITEMAP_PAGE_SIZE;
      return {
        items: items.slice(start, start + SITEMAP_PAGE_SIZE),
        hasNextPage: start + SITEMAP_PAGE_SIZE < items.length,
      };
    },
  };
}
