import type {NormalizedProduct} from './normalizeProduct';

/**
 * What a product detail page reads of the product in the browser (decision 0098: a field is
 * carried only where a screen reads it). The rest (ids, commerce shapes, categories, the
 * tracker's and structured data's fields) is used by the loader on the server and never
 * serialised into the page.
 */
export type PdpProduct = Pick<
  NormalizedProduct,
  | 'title'
  | 'handle'
  | 'isRower'
  | 'displayReviews'
  | 'available'
  | 'OOSAppearance'
  | 'description'
  | 'altDescription'
  | 'badges'
  | 'images'
  | 'messages'
  | 'variants'
  | 'defaultVariant'
>;

export function pdpProduct(product: NormalizedProduct): PdpProduct {
  const {
    title,
    handle,
    isRower,
    displayReviews,
    available,
    OOSAppearance,
    description,
    altDescription,
    badges,
    images,
    messages,
    variants,
    defaultVariant,
  } = product;
  return {
    title,
    handle,
    isRower,
    displayReviews,
    available,
    OOSAppearance,
    description,
    altDescription,
    badges,
    images,
    messages,
    variants,
    defaultVariant,
  };
}
