import {ATTRIBUTE} from '../cart/normalizeCart';
import type {NormalizedProduct} from './normalizeProduct';

/**
 * The attributes an add from a product page gives its line (rules:product-fields cart-line
 * attribute keys): the type rules:product-states sorts lines by, from the product's
 * CMS/commerce type, and the list name analytics reports. Built in the
 * loaders, so the cart's keys stay out of the page's JavaScript.
 */
export function productLineAttributes(
  product: Pick<NormalizedProduct, 'isRower' | 'isStrength'>,
  listName: string,
): Array<{key: string; value: string}> {
  const type = product.isRower
    ? [{key: ATTRIBUTE.isRower, value: 'true'}]
    : product.isStrength
      ? [{key: ATTRIBUTE.isStrengthPlatform, value: 'true'}]
      : [];
  return [...type, {key: ATTRIBUTE.itemListName, value: listName}];
}
