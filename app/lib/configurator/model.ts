/**
 * The configurator of rules:configurator-fields (Configurator) as the machine sees it: steps of
 * items, independent of the CMS's shape (the loader normalises into this).
 */

/** rules:configurator-fields: step subTypes, with their CMS labels. */
export type SubType = 'SINGLE_ITEM' | 'SINGLE_ITEM_UNSELECT' | 'MULTI_ITEM';
export const SUBTYPE_LABELS: Readonly<Record<string, SubType>> = {
  Single: 'SINGLE_ITEM',
  'Single - Unselectable': 'SINGLE_ITEM_UNSELECT',
  'Multi-select': 'MULTI_ITEM',
};

/** rules:configurator-fields: step display modes, with their CMS labels. */
export type DisplayMode = 'ALL' | 'CONFIGURATOR' | 'INTERSTITIAL' | 'INTERSTITIAL_2';
export const DISPLAY_MODE_LABELS: Readonly<Record<string, DisplayMode>> = {
  All: 'ALL',
  Configurator: 'CONFIGURATOR',
  Interstitial: 'INTERSTITIAL',
  'Interstitial 2': 'INTERSTITIAL_2',
};

/** rules:configurator-fields: item type per step id. */
export type ItemType = 'PACKAGE' | 'VARIANT' | 'SECONDARY' | 'WARRANTY';
export const STEP_ITEM_TYPES: Readonly<Record<string, ItemType>> = {
  packages: 'PACKAGE',
  color: 'VARIANT',
  accessories: 'SECONDARY',
  membership: 'SECONDARY',
  extended_warranty: 'WARRANTY',
};

export const COLOR_STEP_ID = 'color';
export const PACKAGES_STEP_ID = 'packages';

export interface PackageMember {
  productId: string;
  variantId: string;
  title: string;
  price: number;
  /** rules:configurator-rules line type: the strength platform, whose line carries _isStrengthPlatform. */
  isStrength?: boolean;
}

export interface ConfiguratorImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface ConfiguratorLink {
  text: string;
  href: string;
  /** External links open in a new tab (rules:configurator-states: the info modal's CTAs always do). */
  external: boolean;
}

export interface ConfiguratorItem {
  /** Stable key of the item inside its step (the product handle, or the colour slug). */
  key: string;
  type: ItemType;
  id: {product: string; variant: string; preselection?: string};
  title: string;
  variantTitle?: string;
  available: boolean;
  /** The step's 'no option' item (rules:configurator-fields): selecting it adds nothing. */
  isNoOption?: boolean;
  price: {full: number; total: number; variantDiffFromDefault?: number};
  /** Packages: their members (the main product is the rower; secondaries are added with bundle attributes). */
  package?: {handle: string; title: string; secondary: PackageMember[]};
  /** Warranties: the commerce sku, which is the provider's contract sku. */
  sku?: string;
  /** Warranties: the protection-plan provider's contract the line carries (decision 0057); without one the item is not offered. */
  contract?: WarrantyContract;
  /** Warranties: the plan's variants, one per Term and Price Range band; the item is the band holding the covered rower's price (decision 0082). */
  bands?: WarrantyBand[];
  image?: ConfiguratorImage | null;
  /** Colour items: the swatch and rules:configurator-fields's messages {OOS, inStock}, and how a sold-out colour looks. */
  swatch?: string | null;
  messages?: {inStock: string | null; oos: string};
  OOSAppearance?: 'CROSS' | 'NONE';
  description?: string | null;
}

export interface WarrantyContract {
  sku: string;
  recommendedPrice: string;
  variantId: string;
  reference: string;
  hash: string;
  termMonths?: number;
}

/** One variant of a protection plan (rules:configurator-fields selectedOptions Term and Price Range), with the provider's contract once offered. */
export interface WarrantyBand {
  variantId: string;
  sku: string | null;
  term: string | null;
  /** The covered product's price band in the market's currency, e.g. '2,000-2,499.99'. */
  priceRange: string | null;
  price: {full: number; total: number};
  contract?: WarrantyContract;
}

export interface ConfiguratorStep {
  id: string;
  subType: SubType;
  displayMode: DisplayMode;
  title: string;
  items: ConfiguratorItem[];
  /** rules:configurator-fields: defaultProducts / preselectedItems. */
  defaultKeys: string[];
  /** rules:configurator-fields: stepTabName and stepFullName (the title is either). */
  tabName?: string;
  fullName?: string;
  /** Rich text (a Contentful document); left out of a 'basic' configurator. */
  description?: unknown;
  descriptionSize?: 'Small' | 'Medium' | 'Large';
  soldOutText?: string;
  faqLink?: ConfiguratorLink | null;
  warrantyLogo?: ConfiguratorImage | null;
  collapsible?: boolean;
  hidePrices?: boolean;
  /** The step info modal (rules:configurator-states): title, rich description, CTA links, image and its mobile version. */
  modal?: {
    title: string;
    description: unknown;
    ctas: ConfiguratorLink[];
    image: ConfiguratorImage | null;
    mobileImage: ConfiguratorImage | null;
  } | null;
}

export interface RowerVariant {
  /** Colour slug, e.g. 'river'. */
  key: string;
  variantId: string;
  title: string;
  available: boolean;
  price?: number;
}

export interface Configurator {
  id: string;
  contentId: string;
  product: {id: string; title: string; handle: string};
  steps: ConfiguratorStep[];
  /** The rower's colour variants; the color step's items point at them by key. */
  rowerVariants: RowerVariant[];
  mediaInsertPosition?: number;
  autoScroll?: boolean;
  /** The main product's price (its default colour) and stock messages. */
  basePrice?: number;
}

/** rules:configurator-fields: state per step id, {value: [items]}. */
export type SelectionState = Record<string, {value: ConfiguratorItem[]}>;
