import type {ConfiguratorQuery} from 'cmsapi.generated';
import type {Document} from '@contentful/rich-text-types';
import type {
  CmsConfiguratorCta,
  CmsConfiguratorImage,
  CmsConfiguratorItem,
  CmsConfiguratorPackage,
  CmsConfiguratorProduct,
  CmsConfiguratorStep,
  CmsConfiguratorVariant,
} from '~/graphql/cms/configuratorContent';
import {isColorName, palette} from '~/styles/palette';
import {normalizeCta, type CmsCta} from '../content/cta';
import {DEFAULT_OOS_MESSAGE, oosAppearance} from '../product/normalizeProduct';
import {
  DISPLAY_MODE_LABELS,
  STEP_ITEM_TYPES,
  SUBTYPE_LABELS,
  type Configurator,
  type ConfiguratorImage,
  type ConfiguratorItem,
  type ConfiguratorLink,
  type ConfiguratorStep,
  type PackageMember,
  type RowerVariant,
} from './model';
import {sortAvailableFirst, warrantyFor} from './configuratorRules';
import {contractFor, type Plan} from '../protectionPlans/protectionPlans';
import {warrantyName} from '../protectionPlans/protectionPlanNames';
import {optionValue} from '../protectionPlans/protectionPlanBands';
import {packageMembers, type PackageRecord} from '../product/packageRecord';
import {fillRowerModels} from '../product/productPaths';

/**
 * rules:configurator-fields (Configurator): the CMS entry and the commerce products it points
 * at, normalised into the configurator the machine runs. The CMS decides
 * what is offered and in which order; commerce decides variant ids, prices
 * in the shopper's market and availability. An item whose commerce product
 * is missing is left out (it cannot be bought).
 */

export interface CommerceVariantLike {
  id: string;
  title: string;
  sku?: string | null;
  availableForSale: boolean;
  price: {amount: string};
  compareAtPrice?: {amount: string} | null;
  selectedOptions?: Array<{name: string; value: string}>;
}

export interface CommerceProductLike {
  id: string;
  title: string;
  handle: string;
  productType?: string;
  availableForSale: boolean;
  variants: {nodes: CommerceVariantLike[]};
}

type CmsConfiguratorEntry = NonNullable<NonNullable<ConfiguratorQuery['configuratorCollection']>['items'][number]>;

const amount = (money: {amount: string} | null | undefined) => (money ? Number(money.amount) : 0);

/** A CMS CTA as the configurator's link (FAQ, info modal): only CTAs that lead somewhere. */
function linkOf(value: CmsConfiguratorCta | null | undefined): ConfiguratorLink | null {
  const cta = normalizeCta(value as CmsCta | null | undefined);
  return cta?.href ? {text: cta.text, href: cta.href, external: cta.kind === 'EXTERNAL'} : null;
}

function image(value: CmsConfiguratorImage | null | undefined, fallbackAlt: string): ConfiguratorImage | null {
  if (!value?.url) return null;
  return {
    url: value.url,
    alt: value.description ?? fallbackAlt,
    width: value.width ?? 1200,
    height: value.height ?? 900,
  };
}

function byId(products: readonly CommerceProductLike[]) {
  return new Map(products.map((product) => [product.id, product]));
}

function firstVariant(product: CommerceProductLike | undefined) {
  return product?.variants.nodes[0];
}

const isProduct = (item: {__typename: string} | null): item is CmsConfiguratorProduct => item?.__typename === 'Product';
const isPackage = (item: {__typename: string} | null): item is CmsConfiguratorPackage => item?.__typename === 'Package';
const isVariant = (item: {__typename: string} | null): item is CmsConfiguratorVariant =>
  item?.__typename === 'ProductVariant';

interface Context {
  commerce: Map<string, CommerceProductLike>;
  /** rules:configurator-fields: packages' commerce discount records, by discount id (their products). */
  packageRecords: ReadonlyMap<string, PackageRecord>;
  rower: CommerceProductLike;
  rowerCms: CmsConfiguratorEntry['product'];
  basePrice: number;
}

function packageItem(entry: CmsConfiguratorPackage, context: Context): ConfiguratorItem | null {
  if (!entry.shopifyHandle) return null;
  // rules:configurator-fields: the members come from the package's commerce discount record; the CMS adds their titles.
  const packageId = entry.shopifyDiscount?.productId ?? 'none';
  const members = packageMembers(entry.productsCollection?.items ?? [], context.packageRecords.get(packageId));
  const secondary: PackageMember[] = [];
  for (const {productId, cms} of members) {
    // The main product is the configurator's rower, added with its chosen colour.
    if (cms?.rower || productId === context.rower.id) continue;
    const product = context.commerce.get(productId);
    const variant = firstVariant(product);
    if (!product || !variant) return null;
    // rules:configurator-rules line type: by the member's CMS type, or its commerce type when the CMS does not list it.
    const isStrength = (cms?.type ?? product.productType) === 'STRENGTH_PLATFORM';
    secondary.push({
      productId: product.id,
      variantId: variant.id,
      title: cms?.title ?? product.title,
      price: amount(variant.price),
      isStrength,
    });
  }
  // rules:configurator-fields package normalisation: secondaries sorted by full price, highest first.
  secondary.sort((a, b) => b.price - a.price);
  // rules:configurator-rules: a synthetic package ('none': no discount record) takes its main product's price.
  const synthetic = packageId === 'none';
  const full = synthetic
    ? context.basePrice
    : (entry.pdpPrice ?? context.basePrice + secondary.reduce((sum, member) => sum + member.price, 0));
  const available = secondary.every((member) => context.commerce.get(member.productId)?.availableForSale ?? false);
  return {
    key: entry.shopifyHandle,
    type: 'PACKAGE',
    // rules:configurator-states: packages are matched by product id: the commerce discount that builds them ('none' for a synthetic one).
    id: {product: packageId, variant: entry.shopifyHandle},
    title: entry.title ?? entry.shopifyHandle,
    available,
    price: {full, total: synthetic ? full : (entry.pdpDiscountedPrice ?? full)},
    package: {handle: entry.shopifyHandle, title: entry.title ?? entry.shopifyHandle, secondary},
    image: image(entry.thumbnail, entry.title ?? ''),
    description: entry.description,
  };
}

function productItem(entry: CmsConfiguratorProduct, step: ConfiguratorStep, context: Context): ConfiguratorItem | null {
  const product = entry.shopifyId ? context.commerce.get(entry.shopifyId) : undefined;
  const variant = firstVariant(product);
  if (!product || !variant || !entry.shopifyHandle) return null;
  const total = amount(variant.price);
  const compareAt = amount(variant.compareAtPrice);
  const title = entry.title ?? product.title;
  const type = STEP_ITEM_TYPES[step.id] ?? 'SECONDARY';
  const item: ConfiguratorItem = {
    key: entry.shopifyHandle,
    type,
    id: {
      product: product.id,
      variant: variant.id,
      ...(entry.configuratorPreselectionId ? {preselection: entry.configuratorPreselectionId} : {}),
    },
    title: type === 'WARRANTY' ? warrantyName(title) : title,
    available: product.availableForSale && variant.availableForSale,
    price: {full: compareAt > total ? compareAt : total, total},
    image: image(entry.accessoryConfiguratorImage ?? entry.thumbnail, title),
    messages: {inStock: entry.inStockMessage, oos: entry.outOfStockMessage ?? DEFAULT_OOS_MESSAGE.text},
    OOSAppearance: oosAppearance(entry.outOfStockAppearance),
  };
  // The contract comes from the protection-plan provider's offers (withProtectionPlans), matched by sku, band by band.
  if (type === 'WARRANTY') {
    item.sku = variant.sku ?? entry.shopifyHandle;
    item.bands = product.variants.nodes.map((band) => {
      const bandTotal = amount(band.price);
      const bandCompareAt = amount(band.compareAtPrice);
      return {
        variantId: band.id,
        sku: band.sku ?? null,
        term: optionValue(band, 'Term'),
        priceRange: optionValue(band, 'Price Range'),
        price: {full: bandCompareAt > bandTotal ? bandCompareAt : bandTotal, total: bandTotal},
      };
    });
  }
  return item;
}

function colorItem(entry: CmsConfiguratorVariant, context: Context): ConfiguratorItem | null {
  const variant = context.rower.variants.nodes.find((candidate) => candidate.id === entry.shopifyId);
  if (!variant) return null;
  const price = amount(variant.price);
  return {
    key: entry.colorSlug ?? entry.sys.id,
    type: 'VARIANT',
    id: {
      product: context.rower.id,
      variant: variant.id,
      ...(entry.configuratorPreselectionId ? {preselection: entry.configuratorPreselectionId} : {}),
    },
    title: context.rowerCms?.title ?? context.rower.title,
    variantTitle: entry.title ?? variant.title,
    available: variant.availableForSale,
    price: {full: 0, total: 0, variantDiffFromDefault: price - context.basePrice},
    image: image(entry.thumbnail, entry.title ?? variant.title),
    swatch: entry.swatchColor && isColorName(entry.swatchColor) ? palette[entry.swatchColor] : null,
    // rules:configurator-states: a colour without its own messages takes the main product's.
    messages: {
      inStock: entry.inStockMessage ?? context.rowerCms?.inStockMessage ?? null,
      oos: entry.outOfStockMessage ?? context.rowerCms?.outOfStockMessage ?? DEFAULT_OOS_MESSAGE.text,
    },
    OOSAppearance: oosAppearance(context.rowerCms?.outOfStockAppearance),
  };
}

function noOptionItem(step: CmsConfiguratorStep, stepId: string): ConfiguratorItem | null {
  if (!step.includeNoOption || !step.noOption) return null;
  return {
    key: 'none',
    type: STEP_ITEM_TYPES[stepId] ?? 'SECONDARY',
    id: {product: 'none', variant: `none:${stepId}`},
    title: fillRowerModels(step.noOption.shortText) ?? 'No thanks',
    available: true,
    isNoOption: true,
    price: {full: 0, total: 0},
  };
}

function keyOf(entry: CmsConfiguratorItem): string | null {
  if (isVariant(entry)) return entry.colorSlug ?? entry.sys.id;
  return entry.shopifyHandle ?? null;
}

function step(entry: CmsConfiguratorStep, context: Context, basic: boolean): ConfiguratorStep | null {
  const id = entry.stepId ?? 'packages';
  const subType = SUBTYPE_LABELS[entry.subType ?? 'Single'] ?? 'SINGLE_ITEM';
  const displayMode = DISPLAY_MODE_LABELS[entry.displayMode ?? 'All'] ?? 'ALL';
  const [tabName, fullName] = [fillRowerModels(entry.stepTabName), fillRowerModels(entry.stepFullName)];
  const shell: ConfiguratorStep = {
    id,
    subType,
    displayMode,
    title: tabName ?? fullName ?? id,
    items: [],
    defaultKeys: [],
  };
  const cmsItems = (entry.productsCollection?.items ?? []).filter(
    (item): item is CmsConfiguratorItem => isProduct(item) || isPackage(item) || isVariant(item),
  );
  const items = cmsItems.flatMap((item) => {
    const normalized = isPackage(item)
      ? packageItem(item, context)
      : isVariant(item)
        ? colorItem(item, context)
        : productItem(item, shell, context);
    return normalized ? [normalized] : [];
  });
  const sorted = sortAvailableFirst(items);
  const none = noOptionItem(entry, id);
  if (none) {
    if (entry.noOptionPosition === 'Last') sorted.push(none);
    else sorted.unshift(none);
  }
  const keysById = new Map(cmsItems.map((item) => [item.sys.id, keyOf(item)]));
  const defaultKeys = (entry.defaultProductsCollection?.items ?? []).flatMap((item) => {
    const key = item?.sys ? keysById.get(item.sys.id) : undefined;
    return key ? [key] : [];
  });
  const size = entry.stepDescriptionFontSize;
  const modal = entry.modal;
  return {
    ...shell,
    items: sorted,
    defaultKeys,
    tabName: tabName ?? shell.title,
    fullName: fullName ?? shell.title,
    descriptionSize: size === 'Small' || size === 'Large' ? size : 'Medium',
    soldOutText: entry.soldOutText ?? 'Sold out',
    faqLink: linkOf(entry.faqLink),
    warrantyLogo: image(entry.warrantyLogo, 'Protection plan partner'),
    collapsible: entry.collapsible ?? false,
    hidePrices: entry.hidePrices ?? false,
    ...(basic
      ? {}
      : {
          description: (entry.stepDescriptionRichText?.json as Document | undefined) ?? null,
          modal: modal
            ? {
                title: modal.title ?? shell.title,
                description: modal.description?.json ?? null,
                // rules:configurator-states: the info modal's CTA links open in a new tab.
                ctas: (modal.ctasCollection?.items ?? []).flatMap((cta) => {
                  const link = linkOf(cta);
                  return link ? [{...link, external: true}] : [];
                }),
                image: image(modal.image, modal.title ?? ''),
                mobileImage: image(modal.mobileImage ?? modal.image, modal.title ?? ''),
              }
            : null,
        }),
  };
}

export function normalizeConfigurator(options: {
  cms: CmsConfiguratorEntry;
  products: readonly CommerceProductLike[];
  /** A 'basic' configurator leaves out rich descriptions and info modals (rules:configurator-content-call body flag). */
  basic?: boolean;
  /** rules:configurator-fields: the packages' discount records by discount id; a package without one keeps its CMS member list. */
  packageRecords?: ReadonlyMap<string, PackageRecord>;
}): Configurator | null {
  const {cms, products} = options;
  const commerce = byId(products);
  const rower = cms.product?.shopifyId ? commerce.get(cms.product.shopifyId) : undefined;
  if (!rower) return null;
  const defaultVariant =
    rower.variants.nodes.find((variant) => /pirate black/i.test(variant.title)) ?? rower.variants.nodes[0];
  const basePrice = amount(defaultVariant?.price);
  const context: Context = {
    commerce,
    packageRecords: options.packageRecords ?? new Map(),
    rower,
    rowerCms: cms.product,
    basePrice,
  };
  const steps = (cms.stepsCollection?.items ?? []).flatMap((entry) => {
    const normalized = entry ? step(entry, context, options.basic ?? false) : null;
    return normalized ? [normalized] : [];
  });
  const colorStep = steps.find((candidate) => candidate.id === 'color');
  const rowerVariants: RowerVariant[] = (colorStep?.items ?? []).map((item) => ({
    key: item.key,
    variantId: item.id.variant,
    title: item.variantTitle ?? item.title,
    available: item.available,
    price: basePrice + (item.price.variantDiffFromDefault ?? 0),
  }));
  // A configurator without a colour step still adds the rower in its default colour.
  if (rowerVariants.length === 0 && defaultVariant) {
    rowerVariants.push({
      key: 'default',
      variantId: defaultVariant.id,
      title: defaultVariant.title,
      available: defaultVariant.availableForSale,
      price: basePrice,
    });
  }
  return {
    id: cms.sys.id,
    contentId: cms.sys.id,
    product: {id: rower.id, title: cms.product?.title ?? rower.title, handle: rower.handle},
    steps,
    rowerVariants,
    mediaInsertPosition: cms.mediaInsertPosition ?? 0,
    autoScroll: cms.autoScroll ?? true,
    basePrice,
  };
}

/** The commerce product ids a configurator entry needs: its rower, its product items and every package member. */
/** rules:configurator-fields: the discount records the configurator's packages are built from. */
export function packageDiscountIdsOf(cms: CmsConfiguratorEntry): string[] {
  const ids = new Set<string>();
  for (const entry of cms.stepsCollection?.items ?? []) {
    for (const item of entry?.productsCollection?.items ?? [])
      if (isPackage(item) && item.shopifyDiscount?.productId) ids.add(item.shopifyDiscount.productId);
  }
  return [...ids];
}

export function commerceIdsOf(
  cms: CmsConfiguratorEntry,
  packageRecords: ReadonlyMap<string, PackageRecord> = new Map(),
): string[] {
  const ids = new Set<string>();
  for (const record of packageRecords.values()) for (const id of record.productIds) ids.add(id);
  if (cms.product?.shopifyId) ids.add(cms.product.shopifyId);
  for (const entry of cms.stepsCollection?.items ?? []) {
    for (const item of entry?.productsCollection?.items ?? []) {
      if (isProduct(item) && item.shopifyId) ids.add(item.shopifyId);
      if (isPackage(item))
        for (const member of item.productsCollection?.items ?? []) if (member?.shopifyId) ids.add(member.shopifyId);
    }
  }
  return [...ids];
}

export type {CmsConfiguratorEntry};

/**
 * rules:configurator-fields (decision 0057): the warranty step offers what the protection-plan
 * provider offers for this rower. Each band of a warranty item takes the
 * provider's contract for its sku and variant (reference and hash included),
 * and the item reads as the band holding the default colour's price (decision
 * 0082); an item the provider offers no band of, or every item when the
 * provider is off, is left out.
 */
export function withProtectionPlans(configurator: Configurator, plans: readonly Plan[]): Configurator {
  return {
    ...configurator,
    steps: configurator.steps.map((step) => {
      if (!step.items.some((item) => item.type === 'WARRANTY')) return step;
      const items = step.items.flatMap((item) => {
        if (item.type !== 'WARRANTY' || item.isNoOption) return [item];
        const bands = (item.bands ?? []).flatMap((band) => {
          const contract = contractFor(plans, {sku: band.sku, variantId: band.variantId});
          return contract ? [{...band, contract}] : [];
        });
        return bands.length ? [warrantyFor({...item, bands}, configurator.basePrice)] : [];
      });
      const keys = new Set(items.map((item) => item.key));
      return {...step, items, defaultKeys: step.defaultKeys.filter((key) => keys.has(key))};
    }),
  };
}
