import {GraphQLError} from 'graphql';
import {connection, type ConnectionArgs} from '../graphql/strict';
import {
  COLORS,
  MARKET_CURRENCY,
  PRODUCTS,
  VENDOR,
  type Market,
  type SeedProduct,
  type SeedVariant,
} from '../seed/catalog';

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
    products: (args: ConnectionArgs): unknown =>
      connection(
        PRODUCTS.filter((product) => product.category === title).map((product) => productView(product, ctx)),
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
      const params = new URLSearchParams();
      if (transform.maxWidth) params.set('width', String(transform.maxWidth));
      if (transform.maxHeight) params.set('height', String(transform.maxHeight));
      return `${url}?${params}`;
    },
    altText,
    width: 1600,
    height: 1200,
    thumbnail: null,
  };
}

function variantImageUrl(product: SeedProduct, variant: SeedVariant | undefined, ctx: StorefrontContext) {
  const name = variant?.color ? `${product.handle}-${variant.color.slug}` : product.handle;
  return `${ctx.origin}/media/products/${name}.svg`;
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
    taxable: true,
    weight: null,
    weightUnit: 'KILOGRAMS',
    price: money(variant.price[market], market),
    compareAtPrice: variant.compareAtPrice ? money(variant.compareAtPrice[market], market) : null,
    unitPrice: null,
    unitPriceMeasurement: null,
    image,
    selectedOptions: variant.color
      ? [{name: 'Color', value: variant.color.name}]
      : [{name: 'Title', value: 'Default Title'}],
    // Annotated: the product and its variants refer to each other.
    product: (): unknown => productView(product, ctx),
    components: (args: ConnectionArgs) => connection([], args, () => ''),
    metafield: () => null,
    metafields: (args: {identifiers: unknown[]}) => args.identifiers.map(() => null),
  };
}

export type ProductView = ReturnType<typeof productView>;

export function productView(product: SeedProduct, ctx: StorefrontContext) {
  const {market} = ctx;
  const variants = product.variants.map((variant) => variantView(product, variant, ctx));
  const prices = product.variants.map((variant) => variant.price[market]);
  const compareAt = product.variants.map((variant) => variant.compareAtPrice?.[market] ?? variant.price[market]);
  const colorValues = product.variants.flatMap((variant) => (variant.color ? [variant.color.name] : []));
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
    encodedVariantExistence: null,
    encodedVariantAvailability: null,
    seo: {title: null, description: null},
    options: colorValues.length
      ? [
          {
            id: `gid://shopify/ProductOption/${product.id}`,
            name: 'Color',
            values: colorValues,
            optionValues: COLORS.filter((c) => colorValues.includes(c.name)).map((c) => ({
              id: `gid://shopify/ProductOptionValue/${product.id}-${c.slug}`,
              name: c.name,
              swatch: null,
              firstSelectableVariant: findVariant([{name: 'Color', value: c.name}]),
            })),
          },
        ]
      : [
          {
            id: `gid://shopify/ProductOption/${product.id}`,
            name: 'Title',
            values: ['Default Title'],
            optionValues: [
              {
                id: `gid://shopify/ProductOptionValue/${product.id}-default`,
                name: 'Default Title',
                swatch: null,
                firstSelectableVariant: variants[0] ?? null,
              },
            ],
          },
        ],
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
    products: (args: ConnectionArgs & {query?: string | null}) =>
      connection(
        PRODUCTS.filter((product) => matchesQuery(product, args.query)).map((product) => productView(product, ctx)),
        args,
        (product) => product.id,
      ),
    collection: (args: {handle?: string; id?: string}) => {
      const title = COLLECTIONS.find((candidate, index) =>
        args.id != null
          ? collectionGid(index + 1) === args.id
          : candidate.toLowerCase().replace(/[^a-z0-9]+/g, '-') === args.handle,
      );
      return title ? collectionView(title, ctx) : null;
    },
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
