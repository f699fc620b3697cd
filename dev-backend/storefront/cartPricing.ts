import {PACKAGES, packageFullPrice, variantById, type Market, type SeedPackage, type VariantRef} from '../seed/catalog';
import type {Attribute, CartLineRecord, CartRecord} from '../store/types';

/**
 * Prices a cart the way Shopify's checkout would: unit prices come from the
 * catalog for the cart's market (never from the client), and the automatic
 * package discounts are allocated across the lines of each package.
 */

export interface LineAllocation {
  /** The discount's title, e.g. 'Pro Complete Package'. */
  title: string;
  amount: number;
}

export interface PricedLine {
  line: CartLineRecord;
  ref: VariantRef;
  unitPrice: number;
  compareAtUnitPrice: number | null;
  /** unitPrice × quantity, before discounts. */
  subtotal: number;
  allocations: LineAllocation[];
  /** subtotal less allocations. */
  total: number;
}

export interface PricedCart {
  lines: PricedLine[];
  subtotal: number;
  total: number;
  totalQuantity: number;
  discountTotal: number;
}

export function attributeValue(attributes: readonly Attribute[], key: string): string | undefined {
  return attributes.find((attribute) => attribute.key === key)?.value;
}

/**
 * The lines added together as one package: those sharing a configurator id
 * (the configurator) or a bundle marker (a package page). Returns groups of
 * line indexes keyed by that shared value.
 */
function packageGroups(lines: readonly CartLineRecord[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const key = attributeValue(line.attributes, '_configuratorId') ?? attributeValue(line.attributes, '_bundle');
    if (!key || line.quantity < 1) return;
    groups.set(key, [...(groups.get(key) ?? []), index]);
  });
  return groups;
}

/** The package a group names with _bundle_sku (its handle) or _packageName (its title). */
function packageOfGroup(lines: readonly CartLineRecord[], indexes: readonly number[]): SeedPackage | undefined {
  for (const index of indexes) {
    const attributes = lines[index]?.attributes ?? [];
    const sku = attributeValue(attributes, '_bundle_sku');
    const name = attributeValue(attributes, '_packageName');
    const found = PACKAGES.find((pkg) => pkg.handle === sku || pkg.title === name);
    if (found) return found;
  }
  return undefined;
}

/**
 * Splits `amount` across `weights` in proportion, in whole cents, the
 * remainder going to the largest weights first, so the parts add up exactly.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const cents = Math.round(amount * 100);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map(() => 0);
  const raw = weights.map((weight) => (cents * weight) / total);
  const parts = raw.map(Math.floor);
  let remainder = cents - parts.reduce((sum, part) => sum + part, 0);
  const order = raw
    .map((value, index) => ({index, fraction: value - Math.floor(value), weight: weights[index] ?? 0}))
    .sort((a, b) => b.fraction - a.fraction || b.weight - a.weight);
  for (const {index} of order) {
    if (remainder <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    remainder -= 1;
  }
  return parts.map((part) => part / 100);
}

export function priceCart(cart: Pick<CartRecord, 'lines' | 'market'>): PricedCart {
  const market: Market = cart.market;
  const lines: PricedLine[] = cart.lines.flatMap((line) => {
    const ref = variantById(line.variantId);
    if (!ref) return [];
    const unitPrice = ref.variant.price[market];
    const subtotal = unitPrice * line.quantity;
    return [
      {
        line,
        ref,
        unitPrice,
        compareAtUnitPrice: ref.variant.compareAtPrice?.[market] ?? null,
        subtotal,
        allocations: [],
        total: subtotal,
      },
    ];
  });

  for (const indexes of packageGroups(lines.map((priced) => priced.line)).values()) {
    const pkg = packageOfGroup(
      lines.map((priced) => priced.line),
      indexes,
    );
    if (!pkg) continue;
    // Every member product must be in the group; each package counts as many times as its scarcest member.
    const memberIndexes = pkg.members.map((handle) =>
      indexes.find((index) => lines[index]?.ref.product.handle === handle),
    );
    if (memberIndexes.some((index) => index === undefined)) continue;
    const members = memberIndexes as number[];
    const times = Math.min(...members.map((index) => lines[index]?.line.quantity ?? 0));
    const savings = (packageFullPrice(pkg, market) - pkg.discounted[market]) * times;
    if (savings <= 0) continue;
    const parts = allocate(
      savings,
      members.map((index) => lines[index]?.unitPrice ?? 0),
    );
    members.forEach((index, position) => {
      const priced = lines[index];
      const amount = parts[position] ?? 0;
      if (!priced || amount <= 0) return;
      priced.allocations.push({title: pkg.title, amount});
      priced.total = round(priced.total - amount);
    });
  }

  const subtotal = round(lines.reduce((sum, priced) => sum + priced.total, 0));
  return {
    lines,
    subtotal,
    total: subtotal,
    totalQuantity: lines.reduce((sum, priced) => sum + priced.line.quantity, 0),
    discountTotal: round(lines.reduce((sum, priced) => sum + (priced.subtotal - priced.total), 0)),
  };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
