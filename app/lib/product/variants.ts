import {isColorSlug} from './productPaths';
import type {NormalizedProduct, NormalizedVariant} from './normalizeProduct';

/** The variant of a colour slug; the default (pirate-black, the first) when there is none (rules:product-states). */
export function variantForColor(
  product: Pick<NormalizedProduct, 'variants' | 'defaultVariant'>,
  color: string | undefined,
): NormalizedVariant {
  if (isColorSlug(color)) {
    const match = product.variants.find((variant) => variant.color === color);
    if (match) return match;
  }
  return product.defaultVariant;
}
