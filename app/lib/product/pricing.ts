import {formatMoney} from '../money';
import type {Locale} from '../i18n';

/**
 * Pricing rules of rules:pricing-rules, as pure functions. All amounts are whole or
 * decimal units of the locale currency (2495 = $2,495).
 */

/** rules:pricing-financing: the monthly financing divisor (months). */
export const FINANCING_MONTHS = 48;

/** rules:pricing-rules: monthly = ceil(price / 48). */
export function monthlyPrice(price: number): number {
  return Math.ceil(price / FINANCING_MONTHS);
}

/** rules:pricing-fields Price: what a normalised product carries. */
export interface Price {
  full: number;
  total: number;
  savings: number;
  monthly: number;
  monthlyDiscounted: number;
  /** The variant price minus the default variant price (rules:pricing-fields). */
  variantDiffFromDefault: number;
  fullOverride?: number;
  totalOverride?: number;
  savingsOverride?: number;
  monthlyOverride?: number;
  monthlyDiscountedOverride?: number;
}

export interface CommercePriceInput {
  /** price.value */
  price: number;
  /** compareAtPrice.value */
  compareAtPrice?: number | null;
  /** A discount's amountOff. */
  amountOff?: number | null;
}

/**
 * rules:pricing-rules: with a discount amount, full = price and total = price - amountOff;
 * otherwise full = the compare-at price (or the price) and total = price.
 */
export function commercePrice({
  price,
  compareAtPrice,
  amountOff,
}: CommercePriceInput): Pick<Price, 'full' | 'total' | 'savings'> {
  if (amountOff && amountOff > 0) {
    const total = Math.max(0, price - amountOff);
    return {full: price, total, savings: price - total};
  }
  const full = compareAtPrice && compareAtPrice > price ? compareAtPrice : price;
  return {full, total: price, savings: full - price};
}

export interface CmsPriceOverrides {
  pdpPrice?: number | null;
  pdpDiscountedPrice?: number | null;
  monthlyPrice?: number | null;
  monthlyDiscountPrice?: number | null;
}

/** Builds the full Price of a product from the commerce price and the CMS overrides. */
export function buildPrice(
  input: CommercePriceInput & {defaultVariantPrice?: number; overrides?: CmsPriceOverrides},
): Price {
  const base = commercePrice(input);
  const overrides = input.overrides ?? {};
  const price: Price = {
    ...base,
    monthly: monthlyPrice(base.full),
    monthlyDiscounted: monthlyPrice(base.total),
    variantDiffFromDefault: input.price - (input.defaultVariantPrice ?? input.price),
  };
  if (overrides.pdpPrice != null) price.fullOverride = overrides.pdpPrice;
  if (overrides.pdpDiscountedPrice != null) price.totalOverride = overrides.pdpDiscountedPrice;
  if (price.fullOverride != null && price.totalOverride != null) {
    price.savingsOverride = price.fullOverride - price.totalOverride;
  }
  if (overrides.monthlyPrice != null) price.monthlyOverride = overrides.monthlyPrice;
  if (overrides.monthlyDiscountPrice != null) price.monthlyDiscountedOverride = overrides.monthlyDiscountPrice;
  return price;
}

/** The effective full / total / savings / monthly figures: an override wins over the commerce value. */
export function effectivePrice(price: Price): {
  full: number;
  total: number;
  savings: number;
  monthly: number;
  monthlyDiscounted: number;
} {
  const full = price.fullOverride ?? price.full;
  const total = price.totalOverride ?? price.total;
  return {
    full,
    total,
    savings: price.savingsOverride ?? Math.max(0, full - total),
    monthly: price.monthlyOverride ?? monthlyPrice(full),
    monthlyDiscounted: price.monthlyDiscountedOverride ?? monthlyPrice(total),
  };
}

/**
 * rules:pricing-rules: a variant without its own pdpPrice takes the parent's pdpPrice plus
 * (variant price - first-variant price), when that difference is at least
 * 0; the same for pdpDiscountedPrice. Returns undefined when the rule does
 * not apply (no parent price, or a cheaper variant).
 */
export function variantOverride(
  parentOverride: number | null | undefined,
  variantPrice: number,
  firstVariantPrice: number,
): number | undefined {
  const difference = variantPrice - firstVariantPrice;
  if (parentOverride == null || difference < 0) return undefined;
  return parentOverride + difference;
}

/**
 * rules:pricing-rules, rules:pricing-fields: a synthetic package (id 'none') takes its main product's
 * price; any other bundle price is the sum of the main product (plus the
 * secondary products on bundle pages), unless it already equals that sum.
 */
export function bundleFullPrice(options: {
  packageId: string;
  bundlePrice: number;
  mainPrice: number;
  secondaryPrices: readonly number[];
  isBundlePage: boolean;
}): number {
  if (options.packageId === 'none') return options.mainPrice;
  const sum =
    options.mainPrice + (options.isBundlePage ? options.secondaryPrices.reduce((total, price) => total + price, 0) : 0);
  return options.bundlePrice === sum ? options.bundlePrice : sum;
}

/** rules:pricing-rules: a discount price is shown only when it is lower than the regular price. */
export function showsDiscount(regular: number, discounted: number | null | undefined): boolean {
  return discounted != null && discounted < regular;
}

export type PriceMode = 'FINANCING' | 'FULL_PRICE';

/**
 * rules:pricing-states gives the default price mode two ways; we read it as FINANCING for
 * en-US and FULL_PRICE otherwise (docs/decisions/0010-price-mode.md):
 * financing is offered in the US only (rules:pricing-financing).
 */
export function defaultPriceMode(locale: Pick<Locale, 'code'>): PriceMode {
  return locale.code === 'en-US' ? 'FINANCING' : 'FULL_PRICE';
}

/** rules:pricing-financing: financing messaging is shown for en-US only. */
export function financingAvailable(locale: {code: string}): boolean {
  return locale.code === 'en-US';
}

export type PriceTabType = 'TEXT' | 'FINANCING_PRICE' | 'FULL_PRICE';

/** rules:pricing-states: price tab labels. */
export const PRICE_TAB_LABELS: Readonly<Record<PriceTabType, string>> = {
  TEXT: 'Text',
  FINANCING_PRICE: 'Financing',
  FULL_PRICE: 'Full Price',
};

/** rules:pricing-states: clicking a price tab toggles the mode. */
export function togglePriceMode(mode: PriceMode): PriceMode {
  return mode === 'FINANCING' ? 'FULL_PRICE' : 'FINANCING';
}

/** The parts a price component renders, in order; the JSX only lays them out. */
export type PriceDisplayPart =
  | {kind: 'free'; text: 'Free'}
  | {kind: 'struck'; text: string}
  | {kind: 'current'; text: string}
  | {kind: 'monthly'; text: string}
  | {kind: 'or'; text: 'or'};

/**
 * rules:pricing-rules price display: 'Free' when full > 0 and total = 0; the full price
 * struck through when total < full; '/mo' after monthly prices; 'or' between
 * the monthly price and the total. Financing (monthly) parts only where
 * financing is available and the mode asks for it.
 */
export function priceDisplay(
  figures: {full: number; total: number; monthly?: number; monthlyDiscounted?: number},
  options: {locale: Pick<Locale, 'code' | 'currency'>; mode: PriceMode},
): PriceDisplayPart[] {
  const {full, total} = figures;
  const money = (amount: number) => formatMoney(amount, options.locale);
  if (full > 0 && total === 0) return [{kind: 'free', text: 'Free'}];
  const parts: PriceDisplayPart[] = [];
  if (options.mode === 'FINANCING' && financingAvailable(options.locale)) {
    const monthly = figures.monthlyDiscounted ?? monthlyPrice(total);
    const monthlyFull = figures.monthly ?? monthlyPrice(full);
    if (showsDiscount(monthlyFull, monthly)) parts.push({kind: 'struck', text: `${money(monthlyFull)}/mo`});
    parts.push({kind: 'monthly', text: `${money(monthly)}/mo`}, {kind: 'or', text: 'or'});
  }
  if (showsDiscount(full, total)) parts.push({kind: 'struck', text: money(full)});
  parts.push({kind: 'current', text: money(total)});
  return parts;
}

/**
 * rules:pricing-rules: a product-block title containing '***' has it replaced by the
 * savings (full - total) in the locale currency; with no savings the title
 * is empty.
 */
export function productBlockTitle(
  title: string,
  figures: {full: number; total: number},
  locale: Pick<Locale, 'code' | 'currency'>,
): string {
  if (!title.includes('***')) return title;
  const savings = figures.full - figures.total;
  if (savings <= 0) return '';
  return title.replaceAll('***', formatMoney(savings, locale));
}

/** rules:pricing-display: 'Saving {currency}{amount}' under a total. */
/** rules:pricing-rules: a package block's '***' is the best saving among its packages (pdpPrice - pdpDiscountedPrice), 0 without one. */
export function bestPackageSaving(
  packages: ReadonlyArray<{pdpPrice?: number | null; pdpDiscountedPrice?: number | null}>,
): number {
  return packages.reduce(
    (best, pkg) => Math.max(best, (pkg.pdpPrice ?? 0) - (pkg.pdpDiscountedPrice ?? pkg.pdpPrice ?? 0)),
    0,
  );
}

export function savingLabel(savings: number, locale: Pick<Locale, 'code' | 'currency'>): string {
  return `Saving ${formatMoney(savings, locale)}`;
}
