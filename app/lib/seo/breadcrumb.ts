import {categorySegment} from '../product/productPaths';

export interface Crumb {
  label: string;
  /** A site path without locale; the last crumb (the product) has none. */
  href?: string;
}

/** rules:routes-table, rules:routes-breadcrumb: a product without a title shows this. */
export const MISSING_PRODUCT_NAME = '<Product is Missing Name>';

/**
 * rules:routes-table breadcrumb, on a non-rower product page: 'All {Category}' (or 'All
 * Accessories') linking to /listings/{category or accessories}/, then the
 * product's title. Rower pages have no breadcrumb (the spec shows one only
 * for non-rower pages).
 */
export function productBreadcrumb(product: {
  title?: string | null;
  isRower: boolean;
  category?: string | null;
}): Crumb[] {
  if (product.isRower) return [];
  const segment = categorySegment(product.category);
  const label = product.category?.trim() ? product.category.trim() : 'Accessories';
  return [
    {label: `All ${label}`, href: `/listings/${segment}/`},
    {label: product.title?.trim() ? product.title.trim() : MISSING_PRODUCT_NAME},
  ];
}
