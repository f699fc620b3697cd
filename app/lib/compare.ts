/**
 * The COMPARE modal's content (spec 2 modal kinds, spec 3 Product compare
 * product, spec 9: comparison products 3): the products side by side, one
 * row per specification label, in the order the CMS gives them.
 */

import type {CompareRowersQuery} from 'cmsapi.generated';
import type {ItemOf} from '~/graphql/cms/types';
import {formatMoney} from './money';
import {productPath} from './productPaths';

export const COMPARE_MAX_PRODUCTS = 3;
/** spec 9 CMS collection limits: a comparison table has at most 20 sections (rows). */
export const COMPARE_TABLE_SECTIONS = 20;

/** The first 20 row labels (spec 9 table sections). */
export function tableSections<T>(rows: readonly T[] | null | undefined): T[] {
  return (rows ?? []).slice(0, COMPARE_TABLE_SECTIONS);
}

export interface CompareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface CompareProduct {
  name: string;
  href: string;
  /** The price shown: the discounted one when there is one. */
  price: string | null;
  image: CompareImage | null;
  /** Every image of the product, for the SLIDER modal. */
  images: CompareImage[];
  specs: Record<string, string>;
}

export interface Compare {
  products: CompareProduct[];
  rows: string[];
}

type CmsCompareImage = NonNullable<ItemOf<CompareRowersQuery['productCompareProductCollection']>['image']>;

function image(asset: CmsCompareImage | null | undefined): CompareImage | null {
  if (!asset?.url) return null;
  return {url: asset.url, alt: asset.description ?? '', width: asset.width ?? 1600, height: asset.height ?? 1200};
}

function specifications(value: unknown): Array<{label: string; value: string}> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((row: unknown) => {
    const {label, value: text} = (row ?? {}) as {label?: unknown; value?: unknown};
    return typeof label === 'string' && label.trim() && (typeof text === 'string' || typeof text === 'number') ? [{label: label.trim(), value: String(text)}] : [];
  });
}

export function normalizeCompare(data: CompareRowersQuery | null | undefined, locale: {code: string; currency: string}): Compare | null {
  const products: CompareProduct[] = [];
  const rows: string[] = [];
  for (const item of data?.productCompareProductCollection?.items ?? []) {
    const handle = item?.product?.shopifyHandle;
    if (!item?.title || !handle || products.length === COMPARE_MAX_PRODUCTS) continue;
    const specs: Record<string, string> = {};
    for (const row of specifications(item.specifications)) {
      specs[row.label] = row.value;
      if (!rows.includes(row.label)) rows.push(row.label);
    }
    const amount = item.pdpDiscountedPrice ?? item.pdpPrice;
    const kind = item.product?.rower ? 'ROWER' : item.product?.type === 'PACKAGE' ? 'PACKAGE' : 'OTHER';
    products.push({
      name: item.title,
      href: productPath({kind, handle}),
      price: amount === null || amount === undefined ? null : formatMoney(amount, locale),
      image: image(item.image),
      images: (item.product?.productImagesCollection?.items ?? []).map(image).filter((entry): entry is CompareImage => entry !== null),
      specs,
    });
  }
  return products.length >= 2 ? {products, rows: tableSections(rows)} : null;
}
