import type {CartApiQueryFragment, CartLineFragment} from 'storefrontapi.generated';
import {monthlyPrice} from '../product/pricing';
import {isRowerPath, ROWER_MODELS} from '../product/productPaths';

/**
 * The normalised cart of rules:cart-fields and its grouping rules of rules:cart-rules, as pure
 * functions over the cart the Storefront API returns. All costs are integers
 * (whole currency units, rounded).
 */

export type LineType = 'ROWER' | 'ACCESSORY' | 'WARRANTY' | 'STRENGTH_PLATFORM';

export const ATTRIBUTE = {
  addToCartLocation: '_addToCartLocation',
  itemListName: '_addToCartItemListName',
  configuratorId: '_configuratorId',
  configuratorContentId: '_configuratorContentId',
  bundleSku: '_bundle_sku',
  packageName: '_packageName',
  isRower: '_isRower',
  isStrengthPlatform: '_isStrengthPlatform',
  cartEditor: '_cartEditor',
  bundle: '_bundle',
  packagePrice: '_packagePrice',
  packageSavings: '_packageSavings',
  contractSku: '_contract_sku',
  contractRecommendedPrice: '_contract_recommended_price',
  contractVariantId: '_contract_shopify_variant_id',
  contractReference: '_contract_reference',
  contractHash: '_contract_contract_hash',
  configuratorRowerName: '_configuratorRowerName',
} as const;

/** rules:cart-fields: the attribute keys a cart line may carry (marked pure, so a page that never reads them ships no copy). */
export const CART_ATTRIBUTE_KEYS: readonly string[] = /* @__PURE__ */ Object.values(ATTRIBUTE);

/** rules:cart-rules: the bundle SKU a rower line (or a line sharing a rower's configurator) gets. */
export const ROWER_BUNDLE_SKU = 'rower';

export interface LineCost {
  perItemFull: number;
  perItemTotal: number;
  perItemSavings: number;
  full: number;
  total: number;
  savings: number;
  monthly: number;
  monthlyDiscounted: number;
}

export interface NormalizedLineItem {
  type: LineType;
  id: {
    lineItem: string;
    product: string;
    productVariant: string;
    configurator?: string;
    configuratorContent?: string;
  };
  title: string;
  variantTitle: string;
  quantity: number;
  availableForSale: boolean;
  cost: LineCost;
  sku: string;
  bundleSKU?: string;
  bundleTitle?: string;
  path: string;
  categories: string[];
  attributes: Array<{key: string; value: string}>;
  image?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
  /** The raw provider line (rules:cart-fields 'product'). */
  product: CartLineFragment;
  /** rules:cart-fields: the product's CMS entry: its image, slug (the handle its pages use) and badges; set when the CMS answers. */
  productCMS?: {image: {url: string; altText: string | null} | null; slug: string; badges: CartLineBadge[]};
  /** rules:cart-fields: the product's CMS teaser as plain text. */
  description?: string;
}

export interface CartLineBadge {
  text: string;
  type: 'Standard' | 'Promo';
}

export interface CartBundle {
  title: string;
  sku: string;
  configuratorId: string;
  configuratorContentId?: string;
  items: NormalizedLineItem[];
  cost: {full: number; total: number; discount: number};
}

export interface NativeBundleItem {
  title: string;
  quantity: number;
  cost: {full: number; total: number; savings: number};
  image?: {url: string; altText?: string | null} | null;
  description?: string;
  rowerLineItem?: boolean;
  strengthPlatformLineItem?: boolean;
}

export interface NativeBundle {
  title: string;
  sku: string;
  lineItemId: string;
  quantity: number;
  cost: {full: number; total: number; discount: number};
  items: NativeBundleItem[];
}

export type OrderedEntry =
  | {type: 'BUNDLE'; item: CartBundle}
  | {type: 'INDIVIDUAL'; item: NormalizedLineItem}
  | {type: 'NATIVE_BUNDLE'; item: NativeBundle};

/** A discount code on the cart (decision 0076): applicable or not, and what it takes off the order. */
export interface CartCodeDiscount {
  code: string;
  applicable: boolean;
  amount: number;
}

export interface NormalizedCart {
  id: string;
  checkoutURL: string;
  discountCodes: CartCodeDiscount[];
  cost: {currencyCode: string; full: number; total: number; previousTotal?: number};
  totalQuantity: number;
  items: {
    allLineItems: NormalizedLineItem[];
    individualItems: NormalizedLineItem[];
    bundles: CartBundle[];
    nativeBundles: NativeBundle[];
    orderedLineItems: OrderedEntry[];
  };
}

export function attribute(
  attributes: ReadonlyArray<{key: string; value?: string | null}>,
  key: string,
): string | undefined {
  const value = attributes.find((candidate) => candidate.key === key)?.value;
  return value ?? undefined;
}

const amount = (money: {amount: string} | null | undefined) => (money ? Number(money.amount) : 0);
const int = (value: number) => Math.round(value);

/** rules:cart-rules: rower (_isRower), then warranty (_contract_sku present), then strength platform, else accessory. */
export function lineType(attributes: ReadonlyArray<{key: string; value?: string | null}>): LineType {
  if (attribute(attributes, ATTRIBUTE.isRower) === 'true') return 'ROWER';
  if (attribute(attributes, ATTRIBUTE.contractSku) !== undefined) return 'WARRANTY';
  if (
    attribute(attributes, ATTRIBUTE.isStrengthPlatform) !== undefined &&
    attribute(attributes, ATTRIBUTE.isStrengthPlatform) !== 'false'
  ) {
    return 'STRENGTH_PLATFORM';
  }
  return 'ACCESSORY';
}

function lineCost(line: CartLineFragment): LineCost {
  const quantity = line.quantity;
  const perItemTotalExact = amount(line.cost.amountPerQuantity);
  const perItemFull = int(
    line.cost.compareAtAmountPerQuantity
      ? Math.max(amount(line.cost.compareAtAmountPerQuantity), perItemTotalExact)
      : perItemTotalExact,
  );
  const total = int(amount(line.cost.totalAmount));
  const full = perItemFull * quantity;
  const perItemTotal = quantity > 0 ? int(total / quantity) : 0;
  return {
    perItemFull,
    perItemTotal,
    perItemSavings: Math.max(0, perItemFull - perItemTotal),
    full,
    total,
    savings: Math.max(0, full - total),
    monthly: monthlyPrice(full),
    monthlyDiscounted: monthlyPrice(total),
  };
}

export interface NormalizeOptions {
  /**
   * rules:cart-rules: configurator content ids that still resolve in the CMS; a line
   * flagged _cartEditor 'true' whose content id is not among them has it
   * cleared. Leave undefined to keep every id.
   */
  resolvableConfiguratorContentIds?: ReadonlySet<string>;
  /** The cart total before the latest change, for the cart-changed check. */
  previousTotal?: number;
}

export function normalizeLine(line: CartLineFragment, options: NormalizeOptions = {}): NormalizedLineItem {
  const merchandise = line.merchandise;
  const attributes = line.attributes.map((entry) => ({key: entry.key, value: entry.value ?? ''}));
  let configuratorContent = attribute(attributes, ATTRIBUTE.configuratorContentId);
  if (
    configuratorContent &&
    attribute(attributes, ATTRIBUTE.cartEditor) === 'true' &&
    options.resolvableConfiguratorContentIds &&
    !options.resolvableConfiguratorContentIds.has(configuratorContent)
  ) {
    configuratorContent = undefined;
  }
  const configurator = attribute(attributes, ATTRIBUTE.configuratorId);
  const bundleSKU = attribute(attributes, ATTRIBUTE.bundleSku);
  const bundleTitle = attribute(attributes, ATTRIBUTE.packageName);
  return {
    type: lineType(attributes),
    id: {
      lineItem: line.id,
      product: merchandise.product.id,
      productVariant: merchandise.id,
      ...(configurator ? {configurator} : {}),
      ...(configuratorContent ? {configuratorContent} : {}),
    },
    title: merchandise.product.title,
    variantTitle: merchandise.title === 'Default Title' ? '' : merchandise.title,
    quantity: line.quantity,
    availableForSale: merchandise.availableForSale,
    cost: lineCost(line),
    sku: merchandise.sku ?? '',
    ...(bundleSKU ? {bundleSKU} : {}),
    ...(bundleTitle ? {bundleTitle} : {}),
    path: merchandise.product.handle,
    categories: merchandise.product.collections.nodes.map((collection) => collection.title),
    attributes,
    image: merchandise.image ?? null,
    product: line,
  };
}

/**
 * rules:cart-rules: a line without a bundle SKU gets 'rower' when it is a rower line
 * or shares a configurator id with a rower. A line without a bundle title
 * takes the title of a line of its configurator that has one (the rower line
 * of a package carries no _packageName of its own).
 */
function applyBundleRules(items: NormalizedLineItem[]): NormalizedLineItem[] {
  const rowerConfigurators = new Set(
    items
      .filter((item) => item.type === 'ROWER' || isRowerPath(item.path))
      .flatMap((item) => (item.id.configurator ? [item.id.configurator] : [])),
  );
  const titles = new Map<string, string>();
  for (const item of items) {
    if (item.id.configurator && item.bundleTitle && !titles.has(item.id.configurator))
      titles.set(item.id.configurator, item.bundleTitle);
  }
  return items.map((item) => {
    const isRowerLine = item.type === 'ROWER' || isRowerPath(item.path);
    const sharesRower = item.id.configurator !== undefined && rowerConfigurators.has(item.id.configurator);
    const bundleSKU = item.bundleSKU ?? (isRowerLine || sharesRower ? ROWER_BUNDLE_SKU : undefined);
    const bundleTitle = item.bundleTitle ?? (item.id.configurator ? titles.get(item.id.configurator) : undefined);
    return {...item, ...(bundleSKU ? {bundleSKU} : {}), ...(bundleTitle ? {bundleTitle} : {})};
  });
}

/** rules:cart-rules: inside a bundle holding a warranty, items go rower, accessory, warranty, strength platform. */
const BUNDLE_TYPE_ORDER: Readonly<Record<LineType, number>> = {
  ROWER: 0,
  ACCESSORY: 1,
  WARRANTY: 2,
  STRENGTH_PLATFORM: 3,
};

/** rules:cart-rules: bundle discount = full - total when total < full, else 0. */
export function bundleDiscount(full: number, total: number): number {
  return total < full ? full - total : 0;
}

function buildBundle(items: NormalizedLineItem[]): CartBundle {
  const first = items[0] as NormalizedLineItem;
  const sorted = items.some((item) => item.type === 'WARRANTY')
    ? [...items].sort((a, b) => BUNDLE_TYPE_ORDER[a.type] - BUNDLE_TYPE_ORDER[b.type])
    : items;
  const full = items.reduce((sum, item) => sum + item.cost.full, 0);
  const total = items.reduce((sum, item) => sum + item.cost.total, 0);
  const packageSku = items.find((item) => item.bundleSKU && item.bundleSKU !== ROWER_BUNDLE_SKU)?.bundleSKU;
  const contentId = items.find((item) => item.id.configuratorContent)?.id.configuratorContent;
  return {
    title: first.bundleTitle ?? '',
    sku: packageSku ?? first.bundleSKU ?? ROWER_BUNDLE_SKU,
    configuratorId: first.id.configurator ?? '',
    ...(contentId ? {configuratorContentId: contentId} : {}),
    items: sorted,
    cost: {full, total, discount: bundleDiscount(full, total)},
  };
}

/** The parsed discount_amount of a component's bundle metafield for one parent product. */
function metafieldDiscount(
  component: CartLineFragment['merchandise']['components']['edges'][number]['node'],
  parentProductId: string,
): number {
  for (const node of component.productVariant.metafield?.references?.nodes ?? []) {
    const fields = 'fields' in node ? node.fields : [];
    const parent = fields.find((field) => field.key === 'bundle_product')?.value;
    const raw = fields.find((field) => field.key === 'discount_amount')?.value;
    if (parent !== parentProductId || !raw) continue;
    try {
      const parsed = JSON.parse(raw) as {amount?: string | number};
      return Number(parsed.amount ?? 0);
    } catch {
      return 0;
    }
  }
  return 0;
}

/** rules:cart-rules: component savings — compare-at minus price if positive, else the bundle metafield's discount_amount, else 0. */
export function componentSavings(
  component: CartLineFragment['merchandise']['components']['edges'][number]['node'],
  parentProductId: string,
): number {
  const price = amount(component.productVariant.price);
  const compareAt = amount(component.productVariant.compareAtPrice);
  if (compareAt - price > 0) return compareAt - price;
  return metafieldDiscount(component, parentProductId);
}

const STRENGTH_NAMES = ['Forge', 'Strength Platform'];

function buildNativeBundle(item: NormalizedLineItem): NativeBundle {
  const line = item.product;
  const parentProductId = line.merchandise.product.id;
  const components = line.merchandise.components.edges.map((edge) => edge.node);
  const items: NativeBundleItem[] = components.map((component) => {
    const title = component.productVariant.product.title;
    const quantity = component.quantity * item.quantity;
    const unitSavings = componentSavings(component, parentProductId);
    const unitFull = Math.max(amount(component.productVariant.price), amount(component.productVariant.compareAtPrice));
    const full = int(unitFull * quantity);
    const savings = int(unitSavings * quantity);
    return {
      title,
      quantity,
      cost: {full, total: full - savings, savings},
      image: component.productVariant.image ?? null,
      description: component.productVariant.product.description,
      ...(ROWER_MODELS.some((rower) => title.includes(rower.model)) ? {rowerLineItem: true} : {}),
      ...(STRENGTH_NAMES.some((name) => title.includes(name)) ? {strengthPlatformLineItem: true} : {}),
    };
  });
  const full = items.reduce((sum, component) => sum + component.cost.full, 0);
  const total = item.cost.total;
  return {
    title: item.title,
    sku: item.sku,
    lineItemId: item.id.lineItem,
    quantity: item.quantity,
    cost: {full, total, discount: bundleDiscount(full, total)},
    items,
  };
}

export function normalizeCart(
  cart: CartApiQueryFragment | null | undefined,
  options: NormalizeOptions = {},
): NormalizedCart | null {
  if (!cart) return null;
  // rules:cart-rules: lines with quantity 0 are left out.
  const lines = cart.lines.nodes.filter((line) => line.quantity > 0);
  const allLineItems = applyBundleRules(lines.map((line) => normalizeLine(line, options)));

  const nativeIds = new Set(
    allLineItems.filter((item) => item.product.merchandise.components.edges.length > 0).map((item) => item.id.lineItem),
  );
  // rules:cart-rules: bundles only from lines with a bundle SKU, a configurator id and a bundle title.
  const groups = new Map<string, NormalizedLineItem[]>();
  for (const item of allLineItems) {
    if (nativeIds.has(item.id.lineItem)) continue;
    if (!item.bundleSKU || !item.id.configurator || !item.bundleTitle) continue;
    groups.set(item.id.configurator, [...(groups.get(item.id.configurator) ?? []), item]);
  }
  // rules:cart-rules: a bundle with only one item is shown as individual items.
  const bundles = [...groups.values()].filter((items) => items.length > 1).map(buildBundle);
  const inBundle = new Set(bundles.flatMap((bundle) => bundle.items.map((item) => item.id.lineItem)));
  const nativeBundles = allLineItems.filter((item) => nativeIds.has(item.id.lineItem)).map(buildNativeBundle);
  const individualItems = allLineItems.filter(
    (item) => !inBundle.has(item.id.lineItem) && !nativeIds.has(item.id.lineItem),
  );

  const orderedLineItems: OrderedEntry[] = [];
  const placedBundles = new Set<string>();
  for (const item of allLineItems) {
    if (nativeIds.has(item.id.lineItem)) {
      const native = nativeBundles.find((bundle) => bundle.lineItemId === item.id.lineItem);
      if (native) orderedLineItems.push({type: 'NATIVE_BUNDLE', item: native});
    } else if (inBundle.has(item.id.lineItem)) {
      const bundle = bundles.find((candidate) => candidate.configuratorId === item.id.configurator);
      if (bundle && !placedBundles.has(bundle.configuratorId)) {
        placedBundles.add(bundle.configuratorId);
        orderedLineItems.push({type: 'BUNDLE', item: bundle});
      }
    } else {
      orderedLineItems.push({type: 'INDIVIDUAL', item});
    }
  }

  return {
    id: cart.id,
    checkoutURL: cart.checkoutUrl,
    discountCodes: codeDiscounts(cart),
    cost: {
      // rules:cart-fields: currencyCode defaults to USD.
      currencyCode: cart.cost.totalAmount.currencyCode ?? 'USD',
      full: allLineItems.reduce((sum, item) => sum + item.cost.full, 0),
      total: int(amount(cart.cost.totalAmount)),
      ...(options.previousTotal !== undefined ? {previousTotal: options.previousTotal} : {}),
    },
    totalQuantity: allLineItems.reduce((sum, item) => sum + item.quantity, 0),
    items: {allLineItems, individualItems, bundles, nativeBundles, orderedLineItems},
  };
}

/** The cart's discount codes with the amount each takes off (its code allocations), in two decimals. */
export function codeDiscounts(
  cart: Pick<CartApiQueryFragment, 'discountCodes' | 'discountAllocations'>,
): CartCodeDiscount[] {
  return (cart.discountCodes ?? []).map(({code, applicable}) => {
    const taken = (cart.discountAllocations ?? [])
      .filter(
        (allocation) =>
          'code' in allocation &&
          typeof allocation.code === 'string' &&
          allocation.code.toLowerCase() === code.toLowerCase(),
      )
      .reduce((sum, allocation) => sum + amount(allocation.discountedAmount), 0);
    return {code, applicable, amount: Math.round(taken * 100) / 100};
  });
}

/** rules:cart-rules: the rowers in a cart (lines whose path matches a known rower slug). */
export function rowerLines(cart: NormalizedCart): NormalizedLineItem[] {
  return cart.items.allLineItems.filter((item) => isRowerPath(item.path));
}

/**
 * rules:cart-rules: with the CMS invalid-cart text and more than one rower, the cart
 * is invalid; errorTitle and errorText are filled with the rowers ('{rowers}'
 * in the text stands for their titles).
 */
export function invalidCartMessage(
  cart: NormalizedCart,
  validation: {errorTitle?: string | null; errorText?: string | null} | null | undefined,
): {title: string; text: string} | null {
  if (!validation?.errorText) return null;
  const rowers = rowerLines(cart);
  const count = rowers.reduce((sum, line) => sum + line.quantity, 0);
  if (count <= 1) return null;
  const names = rowers.map((line) => (line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title));
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  const fill = (value: string) => value.replaceAll('{rowers}', list);
  return {title: fill(validation.errorTitle ?? ''), text: fill(validation.errorText)};
}

export interface WarrantyDetailRow {
  label: 'Term' | 'Reference' | 'Product' | 'Contract' | 'Label';
  value: string;
}

/** rules:cart-fields: a warranty line's detail rows: Term, Reference, Product, Contract and Label (currency symbol + Price Range). */
export function warrantyDetailRows(item: NormalizedLineItem, currencySymbol: string): WarrantyDetailRow[] {
  if (item.type !== 'WARRANTY') return [];
  const option = (name: string) =>
    item.product.merchandise.selectedOptions.find((candidate) => candidate.name === name)?.value;
  const range = option('Price Range');
  const rows: Array<[WarrantyDetailRow['label'], string | undefined]> = [
    ['Term', option('Term')],
    ['Reference', attribute(item.attributes, ATTRIBUTE.contractReference)],
    ['Product', attribute(item.attributes, ATTRIBUTE.configuratorRowerName)],
    ['Contract', attribute(item.attributes, ATTRIBUTE.contractSku)],
    ['Label', range && currencySymbol + range],
  ];
  return rows.flatMap(([label, value]) => (value ? [{label, value}] : []));
}

export type ChangeDirection = 'POSITIVE' | 'NEGATIVE' | 'EITHER';

/**
 * rules:cart-states cart-changed check: POSITIVE when the total or quantity went up,
 * NEGATIVE when it went down, EITHER when it differs at all.
 */
export function cartChanged(
  before: {total: number; quantity: number},
  after: {total: number; quantity: number},
  direction: ChangeDirection,
): boolean {
  const up = after.total > before.total || after.quantity > before.quantity;
  const down = after.total < before.total || after.quantity < before.quantity;
  if (direction === 'POSITIVE') return up;
  if (direction === 'NEGATIVE') return down;
  return after.total !== before.total || after.quantity !== before.quantity;
}

/** What the cart-changed check compares: the cart's total and its item count (no cart: 0 and 0). */
export function cartFigures(cart: NormalizedCart | null | undefined): {total: number; quantity: number} {
  return {
    total: cart?.cost.total ?? 0,
    quantity: (cart?.items.allLineItems ?? []).reduce((sum, line) => sum + line.quantity, 0),
  };
}

export type CartChangedDirections = Record<ChangeDirection, boolean>;

/** The cart-changed check in each direction, for a change's answer: the add flow opens the mini cart on POSITIVE only. */
export function cartChangedDirections(
  before: NormalizedCart | null | undefined,
  after: NormalizedCart | null | undefined,
): CartChangedDirections {
  const [from, to] = [cartFigures(before), cartFigures(after)];
  return {
    POSITIVE: cartChanged(from, to, 'POSITIVE'),
    NEGATIVE: cartChanged(from, to, 'NEGATIVE'),
    EITHER: cartChanged(from, to, 'EITHER'),
  };
}
