/**
 * The seed catalog, transcribed from ../shared/catalog.md (the contract).
 * catalog.test.ts reads that file, when it is beside the repo, and checks
 * that every handle, title and price here matches it exactly.
 */

export type Market = 'US' | 'GB';
export type Money = Readonly<Record<Market, number>>;

export const MARKET_CURRENCY: Readonly<Record<Market, 'USD' | 'GBP'>> = {
  US: 'USD',
  GB: 'GBP',
};

export type ProductType =
  'ROWER' | 'STRENGTH_PLATFORM' | 'ACCESSORY' | 'MEMBERSHIP' | 'WARRANTY' | 'SERVICE' | 'BUNDLE' | 'PACKAGE';

export interface SeedColor {
  slug: string;
  name: string;
}

export interface SeedVariant {
  /** Numeric part of gid://shopify/ProductVariant/{id}. */
  id: number;
  title: string;
  color?: SeedColor;
  /** Option values other than a colour: a protection plan's Term and Price Range. */
  options?: ReadonlyArray<{name: string; value: string}>;
  sku: string;
  /** A valid GTIN (12 or 13 digits, with its check digit). */
  barcode: string;
  price: Money;
  compareAtPrice?: Money;
  availableForSale: boolean;
}

export interface SeedProduct {
  /** Numeric part of gid://shopify/Product/{id}. */
  id: number;
  handle: string;
  title: string;
  productType: ProductType;
  /** The collection (category) the product is listed in. */
  category: string;
  description: string;
  variants: SeedVariant[];
  /** A native bundle's components (Shopify Bundles): its one variant is made of these. */
  components?: SeedComponent[];
}

export interface SeedComponent {
  handle: string;
  /** Colour slug of the component variant, for rowers. */
  color?: string;
  quantity: number;
  /** The bundle's saving on this component (the component's bundle metafield discount_amount). */
  discount: Money;
}

export interface SeedPackage {
  /** Numeric part of gid://shopify/DiscountAutomaticNode/{id}. */
  discountId: number;
  handle: string;
  title: string;
  members: string[];
  /** The package's discounted price (pdpDiscountedPrice). */
  discounted: Money;
}

/** A variant's option values as Shopify answers them: its colour, its own options, or the one default. */
export function selectedOptionsOf(variant: SeedVariant): Array<{name: string; value: string}> {
  if (variant.color) return [{name: 'Color', value: variant.color.name}];
  return variant.options ? [...variant.options] : [{name: 'Title', value: 'Default Title'}];
}

export const VENDOR = 'Keel';

export const COLORS: readonly SeedColor[] = [
  {slug: 'pirate-black', name: 'Pirate Black'},
  {slug: 'river', name: 'River'},
  {slug: 'forest', name: 'Forest'},
  {slug: 'sunrise', name: 'Sunrise'},
  {slug: 'sunset', name: 'Sunset'},
];

function color(slug: string): SeedColor {
  const found = COLORS.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown colour slug ${slug}`);
  return found;
}

/** GS1 check digit for the first 11 or 12 digits of a GTIN. */
export function gtinCheckDigit(body: string): number {
  const digits = body.split('').reverse().map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** A GTIN-13 under a made-up GS1 company prefix, or a 12-digit UPC-A when asked. */
function gtin(item: number, digits: 12 | 13 = 13): string {
  const body = digits === 13 ? `50601234${String(item).padStart(4, '0')}` : `8601234${String(item).padStart(4, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
}

interface RowerSpec {
  id: number;
  handle: string;
  title: string;
  model: string;
  price: Money;
  colors: Array<{slug: string; extra?: Money; soldOut?: boolean}>;
  description: string;
}

function rower(spec: RowerSpec): SeedProduct {
  return {
    id: spec.id,
    handle: spec.handle,
    title: spec.title,
    productType: 'ROWER',
    category: 'Rowers',
    description: spec.description,
    variants: spec.colors.map((entry, index) => {
      const extra = entry.extra ?? {US: 0, GB: 0};
      const c = color(entry.slug);
      return {
        id: spec.id * 100 + index + 1,
        title: c.name,
        color: c,
        sku: `KEEL-${spec.model.toUpperCase()}-${entry.slug.toUpperCase()}`,
        // Rowers carry 12-digit UPC-A codes, so gtin13 padding is exercised.
        barcode: gtin(spec.id * 10 + index, 12),
        price: {US: spec.price.US + extra.US, GB: spec.price.GB + extra.GB},
        availableForSale: !entry.soldOut,
      };
    }),
  };
}

interface SimpleSpec {
  id: number;
  handle: string;
  title: string;
  productType: ProductType;
  category: string;
  price: Money;
  compareAtPrice?: Money;
  soldOut?: boolean;
  sku: string;
  description: string;
}

function simple(spec: SimpleSpec): SeedProduct {
  return {
    id: spec.id,
    handle: spec.handle,
    title: spec.title,
    productType: spec.productType,
    category: spec.category,
    description: spec.description,
    variants: [
      {
        id: spec.id * 100 + 1,
        title: 'Default Title',
        sku: spec.sku,
        barcode: gtin(spec.id),
        price: spec.price,
        ...(spec.compareAtPrice ? {compareAtPrice: spec.compareAtPrice} : {}),
        availableForSale: !spec.soldOut,
      },
    ],
  };
}

/**
 * A protection plan's price bands (decision 0082): the provider's variants are
 * priced by the covered product's price, so each band (its Price Range option,
 * "2,000-2,499.99", read in the shopper's currency) has its own variant. The
 * catalog price is the lowest band's, the plan's "from" price.
 */
export const WARRANTY_BANDS = [
  {range: '1,500-1,999.99', min: 1500, max: 1999.99},
  {range: '2,000-2,499.99', min: 2000, max: 2499.99},
  {range: '2,500-2,999.99', min: 2500, max: 2999.99},
  {range: '3,000-3,499.99', min: 3000, max: 3499.99},
] as const;

interface WarrantySpec {
  id: number;
  handle: string;
  title: string;
  term: string;
  sku: string;
  /** A price per band, in WARRANTY_BANDS order. */
  prices: readonly Money[];
  description: string;
}

function warranty(spec: WarrantySpec): SeedProduct {
  return {
    id: spec.id,
    handle: spec.handle,
    title: spec.title,
    productType: 'WARRANTY',
    category: 'Warranties',
    description: spec.description,
    variants: WARRANTY_BANDS.map((band, index) => {
      const price = spec.prices[index];
      if (!price) throw new Error(`${spec.handle} has no price for the ${band.range} band`);
      return {
        id: spec.id * 100 + index + 1,
        title: `${spec.term} / ${band.range}`,
        options: [
          {name: 'Term', value: spec.term},
          {name: 'Price Range', value: band.range},
        ],
        // The provider's sku pattern: the plan, then its band's lower bound.
        sku: `${spec.sku}-${band.min}`,
        // The first band keeps the plan's own code; the others sit a hundred item numbers up.
        barcode: gtin(spec.id + 100 * index),
        price,
        availableForSale: true,
      };
    }),
  };
}

const PRODUCTS_BASE: readonly SeedProduct[] = [
  rower({
    id: 1001,
    handle: 'keel-pro-rower',
    title: 'Keel Pro Rower',
    model: 'pro',
    price: {US: 2495, GB: 2295},
    colors: [
      {slug: 'pirate-black'},
      {slug: 'river'},
      {slug: 'forest', soldOut: true},
      {slug: 'sunrise', extra: {US: 100, GB: 90}},
      {slug: 'sunset', extra: {US: 100, GB: 90}},
    ],
    description:
      'Our flagship rower: a 22-inch rotating screen, magnetic resistance with 26 levels and a solid ash frame that folds upright in seconds.',
  }),
  rower({
    id: 1002,
    handle: 'keel-wave-rower',
    title: 'Keel Wave Rower',
    model: 'wave',
    price: {US: 1895, GB: 1695},
    colors: [{slug: 'pirate-black'}, {slug: 'river'}, {slug: 'sunset'}],
    description: 'The compact Keel: a 16-inch screen, quiet magnetic resistance and a footprint that fits a flat.',
  }),
  rower({
    id: 1003,
    handle: 'keel-vista-rower',
    title: 'Keel Vista Rower',
    model: 'vista',
    price: {US: 2995, GB: 2795},
    colors: [
      {slug: 'pirate-black'},
      {slug: 'river'},
      {slug: 'forest'},
      {slug: 'sunrise', extra: {US: 150, GB: 130}},
      {slug: 'sunset', extra: {US: 150, GB: 130}},
    ],
    description:
      'Our most immersive rower: a 27-inch screen, water-feel resistance and scenic rows on rivers around the world.',
  }),
  simple({
    id: 2001,
    handle: 'keel-forge-strength-platform',
    title: 'Keel Forge Strength Platform',
    productType: 'STRENGTH_PLATFORM',
    category: 'Strength',
    price: {US: 1495, GB: 1395},
    sku: 'KEEL-FORGE',
    description: 'Cable strength training with up to 100 lb of digital resistance, guided by the same coaches.',
  }),
  simple({
    id: 3001,
    handle: 'rower-mat',
    title: 'Rower Mat',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 129, GB: 115},
    sku: 'KEEL-ACC-MAT',
    description: 'A dense 6 mm mat that protects floors and quiets the glide.',
  }),
  simple({
    id: 3002,
    handle: 'heart-rate-monitor',
    title: 'Heart Rate Monitor',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 89, GB: 79},
    compareAtPrice: {US: 109, GB: 99},
    sku: 'KEEL-ACC-HRM',
    description: 'A chest strap that pairs with your Keel in seconds and shows your zones live.',
  }),
  simple({
    id: 3003,
    handle: 'seat-cushion',
    title: 'Seat Cushion',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 59, GB: 49},
    sku: 'KEEL-ACC-CUSHION',
    description: 'Memory-foam comfort for long rows, with a non-slip base.',
  }),
  simple({
    id: 3004,
    handle: 'device-holder',
    title: 'Phone & Tablet Holder',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 49, GB: 45},
    sku: 'KEEL-ACC-HOLDER',
    description: 'Keeps your phone or tablet in view beside the screen.',
  }),
  simple({
    id: 3005,
    handle: 'rower-cover',
    title: 'Rower Cover',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 99, GB: 89},
    sku: 'KEEL-ACC-COVER',
    description: 'A fitted, breathable cover that keeps dust and sun off your rower.',
  }),
  simple({
    id: 3006,
    handle: 'dumbbell-set',
    title: 'Adjustable Dumbbell Set',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 349, GB: 319},
    soldOut: true,
    sku: 'KEEL-ACC-DUMBBELLS',
    description: 'Two dumbbells that adjust from 5 to 52.5 lb with a turn of the dial.',
  }),
  simple({
    id: 3007,
    handle: 'cleaning-kit',
    title: 'Cleaning Kit',
    productType: 'ACCESSORY',
    category: 'Accessories',
    price: {US: 29, GB: 25},
    sku: 'KEEL-ACC-CLEAN',
    description: 'Rail cleaner, screen wipe and a microfibre cloth.',
  }),
  simple({
    id: 4001,
    handle: 'all-access-membership',
    title: 'All-Access Membership',
    productType: 'MEMBERSHIP',
    category: 'Memberships',
    price: {US: 44, GB: 39},
    sku: 'KEEL-MEMBERSHIP',
    description: 'Every class, every scenic row and every programme, for the whole household. Cancel anytime.',
  }),
  warranty({
    id: 5001,
    handle: 'extended-warranty-3-year',
    title: '3-Year Extended Warranty',
    term: '3 Years',
    sku: 'KEEL-EW-3Y',
    prices: [
      {US: 199, GB: 179},
      {US: 249, GB: 219},
      {US: 299, GB: 269},
      {US: 349, GB: 309},
    ],
    description: 'Parts and labour for three years beyond the standard warranty.',
  }),
  warranty({
    id: 5002,
    handle: 'extended-warranty-5-year',
    title: '5-Year Extended Warranty',
    term: '5 Years',
    sku: 'KEEL-EW-5Y',
    prices: [
      {US: 299, GB: 269},
      {US: 369, GB: 329},
      {US: 439, GB: 399},
      {US: 499, GB: 449},
    ],
    description: 'Parts and labour for five years beyond the standard warranty.',
  }),
  simple({
    id: 6001,
    handle: 'personal-coaching',
    title: 'Personal Coaching (4 sessions)',
    productType: 'SERVICE',
    category: 'Services',
    price: {US: 249, GB: 219},
    sku: 'KEEL-COACH-4',
    description: 'Four one-to-one video sessions with a Keel coach, planned around your goals.',
  }),
];

/**
 * Native bundles (not in catalog.md, which allows more products): a product
 * whose variant is made of component variants, priced at the components'
 * sum less each component's bundle discount.
 */
const NATIVE_BUNDLE_COMPONENTS: SeedComponent[] = [
  {handle: 'keel-wave-rower', color: 'pirate-black', quantity: 1, discount: {US: 100, GB: 90}},
  // No metafield saving: the Heart Rate Monitor's compare-at price carries its saving.
  {handle: 'heart-rate-monitor', quantity: 1, discount: {US: 0, GB: 0}},
  {handle: 'cleaning-kit', quantity: 1, discount: {US: 10, GB: 8}},
];

function componentVariant(component: SeedComponent): SeedVariant {
  const product = PRODUCTS_BASE.find((candidate) => candidate.handle === component.handle);
  const variant = component.color
    ? product?.variants.find((candidate) => candidate.color?.slug === component.color)
    : product?.variants[0];
  if (!variant) throw new Error(`Bundle component ${component.handle} ${component.color ?? ''} is not in the catalog`);
  return variant;
}

function nativeBundle(spec: {
  id: number;
  handle: string;
  title: string;
  description: string;
  components: SeedComponent[];
}): SeedProduct {
  const price = (market: Market) =>
    spec.components.reduce(
      (sum, component) =>
        sum + (componentVariant(component).price[market] - component.discount[market]) * component.quantity,
      0,
    );
  return {
    id: spec.id,
    handle: spec.handle,
    title: spec.title,
    productType: 'BUNDLE',
    category: 'Bundles',
    description: spec.description,
    components: spec.components,
    variants: [
      {
        id: spec.id * 100 + 1,
        title: 'Default Title',
        sku: 'KEEL-BUNDLE-WAVE-STARTER',
        barcode: gtin(spec.id),
        price: {US: price('US'), GB: price('GB')},
        availableForSale: true,
      },
    ],
  };
}

export const PRODUCTS: readonly SeedProduct[] = [
  ...PRODUCTS_BASE,
  nativeBundle({
    id: 8001,
    handle: 'keel-wave-starter-bundle',
    title: 'Keel Wave Starter Bundle',
    description: 'The Keel Wave Rower in Pirate Black with a Heart Rate Monitor and a Cleaning Kit, in one box.',
    components: NATIVE_BUNDLE_COMPONENTS,
  }),
];

/** The variant a native-bundle component stands for. */
export function componentVariantOf(component: SeedComponent): SeedVariant {
  return componentVariant(component);
}

export const PACKAGES: readonly SeedPackage[] = [
  {
    discountId: 7001,
    handle: 'keel-pro-essentials',
    title: 'Pro Essentials Package',
    members: ['keel-pro-rower', 'rower-mat', 'heart-rate-monitor'],
    discounted: {US: 2563, GB: 2379},
  },
  {
    discountId: 7002,
    handle: 'keel-pro-complete',
    title: 'Pro Complete Package',
    members: ['keel-pro-rower', 'rower-mat', 'heart-rate-monitor', 'seat-cushion', 'device-holder', 'rower-cover'],
    discounted: {US: 2695, GB: 2469},
  },
  {
    discountId: 7003,
    handle: 'keel-wave-essentials',
    title: 'Wave Essentials Package',
    members: ['keel-wave-rower', 'rower-mat', 'heart-rate-monitor'],
    discounted: {US: 1995, GB: 1779},
  },
  {
    discountId: 7004,
    handle: 'keel-vista-complete',
    title: 'Vista Complete Package',
    members: ['keel-vista-rower', 'rower-mat', 'heart-rate-monitor', 'seat-cushion', 'device-holder', 'rower-cover'],
    discounted: {US: 3195, GB: 2969},
  },
  {
    discountId: 7005,
    handle: 'keel-row-and-strength',
    title: 'Row + Strength Package',
    members: ['keel-pro-rower', 'keel-forge-strength-platform'],
    discounted: {US: 3690, GB: 3409},
  },
];

export function productByHandle(handle: string): SeedProduct | undefined {
  return PRODUCTS.find((product) => product.handle === handle);
}

/** pdpPrice of a package: the sum of its members' default-variant prices. */
export function packageFullPrice(pkg: SeedPackage, market: Market): number {
  return pkg.members.reduce((sum, handle) => {
    const product = productByHandle(handle);
    const variant = product?.variants[0];
    if (!variant) throw new Error(`Package ${pkg.handle} names unknown product ${handle}`);
    return sum + variant.price[market];
  }, 0);
}

export interface VariantRef {
  product: SeedProduct;
  variant: SeedVariant;
}

const VARIANTS = new Map<number, VariantRef>(
  PRODUCTS.flatMap((product) => product.variants.map((variant) => [variant.id, {product, variant}] as const)),
);

export function variantById(id: number): VariantRef | undefined {
  return VARIANTS.get(id);
}

export function packageByHandle(handle: string): SeedPackage | undefined {
  return PACKAGES.find((pkg) => pkg.handle === handle);
}
