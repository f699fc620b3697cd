/**
 * Protection-plan price bands (rules:configurator-fields Term and Price Range; decision 0082):
 * the provider prices a plan by the covered product's price, one commerce
 * variant per Term and Price Range band. Without imports, so the configurator
 * can choose a band in the browser for free.
 */

/** A Price Range option ('2,000-2,499.99') as its bounds in the market's currency; null when it does not read as one. */
export function priceRangeBounds(value: string): {min: number; max: number} | null {
  const match = /^(\d{1,3}(?:,\d{3})*(?:\.\d+)?)-(\d{1,3}(?:,\d{3})*(?:\.\d+)?)$/.exec(value.trim());
  if (!match?.[1] || !match[2]) return null;
  const min = Number(match[1].replaceAll(',', ''));
  const max = Number(match[2].replaceAll(',', ''));
  return min <= max ? {min, max} : null;
}

export interface PlanVariantLike {
  term: string | null;
  priceRange: string | null;
}

/** True when a Price Range holds the covered product's price, its ends included. */
export function bandHolds(priceRange: string | null, coveredPrice: number): boolean {
  const bounds = priceRange ? priceRangeBounds(priceRange) : null;
  return bounds !== null && coveredPrice >= bounds.min && coveredPrice <= bounds.max;
}

/** The plan's variant for the chosen Term whose Price Range holds the covered product's price. */
export function planVariantFor<T extends PlanVariantLike>(
  variants: readonly T[],
  term: string | null,
  coveredPrice: number,
): T | undefined {
  return variants.find((variant) => variant.term === term && bandHolds(variant.priceRange, coveredPrice));
}

/** A commerce variant's value of one option (Term, Price Range), or null. */
export function optionValue(
  variant: {selectedOptions?: ReadonlyArray<{name: string; value: string}> | null},
  name: string,
): string | null {
  return variant.selectedOptions?.find((option) => option.name === name)?.value ?? null;
}
