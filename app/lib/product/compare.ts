/**
 * The COMPARE modal's content (rules:product-states modal kinds, rules:product-fields Product compare
 * product, rules:product-states: comparison products 3): the products side by side, one
 * row per specification label, in the order the CMS gives them.
 */

import type {CompareRowersQuery} from 'cmsapi.generated';
import type {ItemOf} from '~/graphql/cms/contentTypes';
import {isColorName, palette} from '~/styles/palette';
import type {ContentLocale} from '../content/content';
import {buildPrice, effectivePrice, showsDiscount} from './pricing';
import {normalizeBadges, type ProductBadge} from './normalizeProduct';
import {productPath} from './productPaths';

export const COMPARE_MAX_PRODUCTS = 3;
/** rules:product-states CMS collection limits: a comparison table has at most 20 sections (rows). */
export const COMPARE_TABLE_SECTIONS = 20;

/** The first 20 row labels (rules:product-states table sections). */
export function tableSections<T>(rows: readonly T[] | null | undefined): T[] {
  return (rows ?? []).slice(0, COMPARE_TABLE_SECTIONS);
}

export interface CompareImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The figures PriceBlock draws, in the page's price mode (rules:product-states). */
export interface ComparePrice {
  full: number;
  total: number;
  monthly: number;
  monthlyDiscounted: number;
}

export interface CompareProduct {
  /** The commerce id (rules:product-fields Product compare product). */
  id: string | null;
  name: string;
  href: string;
  price: ComparePrice | null;
  /** Those shown in the locale (rules:product-states regional display), of the 3 the query asks for (rules:product-states). */
  badges: ProductBadge[];
  /** The colours, with the swatch hex resolved on the server (as the PDP's swatches are). */
  variants: Array<{title: string; swatch: string | null}>;
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
    return typeof label === 'string' && label.trim() && (typeof text === 'string' || typeof text === 'number')
      ? [{label: label.trim(), value: String(text)}]
      : [];
  });
}

type CmsCompareProduct = ItemOf<CompareRowersQuery['productCompareProductCollection']>;

/** rules:product-states: the CMS prices, a discount only when lower; monthly ones default to ceil(price / 48). */
function comparePrice(item: CmsCompareProduct): ComparePrice | null {
  if (item.pdpPrice == null) return null;
  const {full, total, monthly, monthlyDiscounted} = effectivePrice(
    buildPrice({
      price: item.pdpPrice,
      overrides: {
        pdpDiscountedPrice: showsDiscount(item.pdpPrice, item.pdpDiscountedPrice) ? item.pdpDiscountedPrice : null,
        monthlyPrice: item.monthlyPrice,
        monthlyDiscountPrice: item.monthlyDiscountPrice,
      },
    }),
  );
  return {full, total, monthly, monthlyDiscounted};
}

function variants(item: CmsCompareProduct): CompareProduct['variants'] {
  return (item.variantsCollection?.items ?? []).flatMap((variant) =>
    variant?.title
      ? [
          {
            title: variant.title,
            swatch: variant.swatchColor && isColorName(variant.swatchColor) ? palette[variant.swatchColor] : null,
          },
        ]
      : [],
  );
}

export function normalizeCompare(
  data: CompareRowersQuery | null | undefined,
  locale: {code: ContentLocale; currency: string},
): Compare | null {
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
    const kind = item.product?.rower ? 'ROWER' : item.product?.type === 'PACKAGE' ? 'PACKAGE' : 'OTHER';
    products.push({
      id: item.shopifyId,
      name: item.title,
      href: productPath({kind, handle}),
      price: comparePrice(item),
      badges: normalizeBadges(item.badgesCollection?.items, locale.code),
      variants: variants(item),
      image: image(item.image),
      images: (item.product?.productImagesCollection?.items ?? [])
        .map(image)
        .filter((entry): entry is CompareImage => entry !== null),
      specs,
    });
  }
  return products.length >= 2 ? {products, rows: tableSections(rows)} : null;
}
