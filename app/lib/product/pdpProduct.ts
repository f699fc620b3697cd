import {DOCUMENT_ONLY, type DocumentOnly, type OnServer} from '../lazy/documentOnly';
import {keepForDocument} from '../lazy/documentOnly.server';
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

export type PdpProduct = Omit<Pick<NormalizedProduct, (typeof PDP_PRODUCT_FIELDS)[number]>, 'altDescription'> & {
  /** A document's is drawn by the server only (ON_SERVER, decision 0168): a static section below the fold. */
  altDescription: NormalizedProduct['altDescription'] | OnServer;
};

export function pdpProduct(
  product: NormalizedProduct,
  context: {holdsModules: boolean; documentOnly: DocumentOnly},
): PdpProduct {
  const carried = Object.fromEntries(PDP_PRODUCT_FIELDS.map((field) => [field, product[field]])) as PdpProduct;
  return {
    ...carried,
    variants: withSharedPrices(product.variants),
    altDescription: keepForDocument(context, DOCUMENT_ONLY.productDescription, product.altDescription),
  };
}

/**
 * The variants with equal prices sharing one price object: the page's data (React Router's turbo-stream)
 * sends an object it meets again as a reference, so five colours at one price carry it once. The first
 * variant is kept as it is, so the default variant stays the same object as it.
 */
function withSharedPrices(variants: NormalizedProduct['variants']): NormalizedProduct['variants'] {
  const prices = new Map<string, NormalizedProduct['variants'][number]['price']>();
  return variants.map((variant) => {
    const key = JSON.stringify(variant.price);
    const shared = prices.get(key);
    if (!shared) prices.set(key, variant.price);
    return shared ? {...variant, price: shared} : variant;
  });
}
