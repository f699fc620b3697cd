import type {Configurator, ConfiguratorItem, DisplayMode} from './model';

/**
 * A Pro configurator shaped like the seed's, for machine and rule tests:
 * catalog ids and prices (USD), every subType, a 'no option' warranty.
 */

const V = (id: number) => `gid://shopify/ProductVariant/${id}`;
const P = (id: number) => `gid://shopify/Product/${id}`;

function item(
  partial: Partial<ConfiguratorItem> & Pick<ConfiguratorItem, 'key' | 'type' | 'id' | 'title' | 'price'>,
): ConfiguratorItem {
  return {available: true, ...partial};
}

const COLORS = [
  {key: 'pirate-black', title: 'Pirate Black', variant: 100101, diff: 0, available: true},
  {key: 'river', title: 'River', variant: 100102, diff: 0, available: true},
  {key: 'forest', title: 'Forest', variant: 100103, diff: 0, available: false},
  {key: 'sunrise', title: 'Sunrise', variant: 100104, diff: 100, available: true},
  {key: 'sunset', title: 'Sunset', variant: 100105, diff: 100, available: true},
];

const member = (productId: number, variantId: number, title: string, price: number) => ({
  productId: P(productId),
  variantId: V(variantId),
  title,
  price,
});

export const PRO_COMPLETE = item({
  key: 'keel-pro-complete',
  type: 'PACKAGE',
  id: {product: 'gid://shopify/DiscountAutomaticNode/7002', variant: 'keel-pro-complete', preselection: 'pro-complete'},
  title: 'Pro Complete Package',
  price: {full: 2920, total: 2695},
  package: {
    handle: 'keel-pro-complete',
    title: 'Pro Complete Package',
    secondary: [
      member(3001, 300101, 'Rower Mat', 129),
      member(3002, 300201, 'Heart Rate Monitor', 89),
      member(3003, 300301, 'Seat Cushion', 59),
      member(3004, 300401, 'Phone & Tablet Holder', 49),
      member(3005, 300501, 'Rower Cover', 99),
    ],
  },
});

export const PRO_ESSENTIALS = item({
  key: 'keel-pro-essentials',
  type: 'PACKAGE',
  id: {
    product: 'gid://shopify/DiscountAutomaticNode/7001',
    variant: 'keel-pro-essentials',
    preselection: 'pro-essentials',
  },
  title: 'Pro Essentials Package',
  price: {full: 2713, total: 2563},
  package: {
    handle: 'keel-pro-essentials',
    title: 'Pro Essentials Package',
    secondary: [member(3001, 300101, 'Rower Mat', 129), member(3002, 300201, 'Heart Rate Monitor', 89)],
  },
});

/** The 'no option' item of a step (rules:configurator-fields): free, selecting it selects nothing. */
const noOption = (key: string, type: ConfiguratorItem['type'], title: string) =>
  item({key, type, id: {product: 'none', variant: key}, title, price: {full: 0, total: 0}, isNoOption: true});

/** A catalog accessory or membership, at its full price. */
const secondary = (key: string, productId: number, variantId: number, title: string, price: number) =>
  item({
    key,
    type: 'SECONDARY',
    id: {product: P(productId), variant: V(variantId)},
    title,
    price: {full: price, total: price},
  });

export const ROWER_ONLY = noOption('rower-only', 'PACKAGE', 'Rower only');
export const MAT = secondary('rower-mat', 3001, 300101, 'Rower Mat', 129);
export const DUMBBELLS = {...secondary('dumbbell-set', 3006, 300601, 'Adjustable Dumbbell Set', 349), available: false};
export const CLEANING = secondary('cleaning-kit', 3007, 300701, 'Cleaning Kit', 29);
export const MEMBERSHIP = secondary('all-access-membership', 4001, 400101, 'All-Access Membership', 44);
export const NO_WARRANTY = noOption('no-warranty', 'WARRANTY', 'No extended warranty');
export const WARRANTY_5 = item({
  key: 'extended-warranty-5-year',
  type: 'WARRANTY',
  id: {product: P(5002), variant: V(500201)},
  title: '5-Year Extended Warranty',
  price: {full: 299, total: 299},
  contract: {sku: 'KEEL-EW-5Y', recommendedPrice: '299', variantId: V(500201), reference: 'KEEL-PRO', hash: 'c0ffee'},
});

export function colorItems(): ConfiguratorItem[] {
  return COLORS.map((color) =>
    item({
      key: color.key,
      type: 'VARIANT',
      id: {product: P(1001), variant: V(color.variant)},
      title: 'Keel Pro Rower',
      variantTitle: color.title,
      available: color.available,
      price: {full: 0, total: 0, variantDiffFromDefault: color.diff},
    }),
  );
}

export function proConfigurator(modes: Partial<Record<string, DisplayMode>> = {}): Configurator {
  return {
    id: 'configurator-pro',
    contentId: 'entry-configurator-pro',
    product: {id: P(1001), title: 'Keel Pro Rower', handle: 'keel-pro-rower'},
    rowerVariants: COLORS.map((color) => ({
      key: color.key,
      variantId: V(color.variant),
      title: color.title,
      available: color.available,
    })),
    mediaInsertPosition: 2,
    basePrice: 2495,
    steps: [
      {
        id: 'packages',
        subType: 'SINGLE_ITEM',
        displayMode: modes.packages ?? 'ALL',
        title: 'Package',
        items: [ROWER_ONLY, PRO_ESSENTIALS, PRO_COMPLETE],
        defaultKeys: ['rower-only'],
      },
      {
        id: 'color',
        subType: 'SINGLE_ITEM',
        displayMode: modes.color ?? 'ALL',
        title: 'Colour',
        items: colorItems(),
        defaultKeys: ['pirate-black'],
      },
      {
        id: 'accessories',
        subType: 'MULTI_ITEM',
        displayMode: modes.accessories ?? 'ALL',
        title: 'Accessories',
        items: [MAT, CLEANING, DUMBBELLS],
        defaultKeys: [],
      },
      {
        id: 'membership',
        subType: 'SINGLE_ITEM_UNSELECT',
        displayMode: modes.membership ?? 'ALL',
        title: 'Membership',
        items: [MEMBERSHIP],
        defaultKeys: [],
      },
      {
        id: 'extended_warranty',
        subType: 'SINGLE_ITEM',
        displayMode: modes.extended_warranty ?? 'ALL',
        title: 'Extended warranty',
        items: [NO_WARRANTY, WARRANTY_5],
        defaultKeys: [],
      },
    ],
  };
}
