import type {NormalizedProduct} from './normalizeProduct';

/**
 * What a product detail page reads of the product in the browser (decision 0098: a field is
 * carried only where a screen reads it). The rest (ids, commerce shapes, categories, the
 * tracker's and structured data's fields) is used by the loader on the server and never
 * serialised into the page.
 */
const PDP_PRODUCT_FIELDS = [
  'title',
  'handle',
  'isRower',
  'displayReviews',
  'available',
  'OOSAppearance',
  'description',
  'altDescription',
  'badges',
  'images',
  'messages',
  'variants',
  'defaultVariant',
] as const satisfies ReadonlyArray<keyof NormalizedProduct>;

export type PdpProduct = Pick<NormalizedProduct, (typeof PDP_PRODUCT_FIELDS)[number]>;

export function pdpProduct(product: NormalizedProduct): PdpProduct {
  return Object.fromEntries(PDP_PRODUCT_FIELDS.map((field) => [field, product[field]])) as PdpProduct;
}
