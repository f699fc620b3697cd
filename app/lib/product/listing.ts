import type {CmsListingPackage, CmsListingProduct} from '~/graphql/cms/listingContent';
import type {ContentLocale} from '../content/content';
import {buildPrice, effectivePrice, monthlyPrice} from './pricing';
import {categorySegment, pdpCategory, productPath, ROWER_MODELS} from './productPaths';
import type {CmsBadge} from '~/graphql/cms/pdpContent';
import {normalizeBadges, type ProductBadge, type ProductImage} from './normalizeProduct';

/** A product card of a listing page (rules:product-states), built on the server from the CMS entry and the commerce price. */
export interface ListingCard {
  key: string;
  kind: 'PRODUCT' | 'PACKAGE';
  title: string;
  subtitle?: string;
  path: string;
  image?: ProductImage;
  hoverImage?: ProductImage;
  badge?: ProductBadge;
  urgency?: string;
  price: {full: number; total: number; monthly: number; monthlyDiscounted: number};
  /** The rower model a package is built on ('pro', 'wave', 'vista'): the bundle listing's anchors. */
  model?: string;
}

export interface CommercePriceSummary {
  id: string;
  priceRange: {minVariantPrice: {amount: string}};
  compareAtPriceRange: {minVariantPrice: {amount: string}};
}

const image = (
  asset:
    | {
        url: string | null;
        description: string | null;
        title: string | null;
        width: number | null;
        height: number | null;
      }
    | null
    | undefined,
): ProductImage | undefined =>
  asset?.url
    ? {
        url: asset.url,
        alt: asset.description ?? asset.title ?? '',
        width: asset.width ?? 1600,
        height: asset.height ?? 1200,
      }
    : undefined;

function firstBadge(
  items: ReadonlyArray<CmsBadge | null> | undefined,
  locale: ContentLocale,
): ProductBadge | undefined {
  // rules:product-states: one badge on a grid card; region-limited badges only in their locale (rules:product-states).
  return normalizeBadges(items, locale)[0];
}

export function productCard(
  entry: CmsListingProduct,
  commerce: CommercePriceSummary | undefined,
  locale: ContentLocale,
): ListingCard | null {
  if (!entry.shopifyHandle || !commerce) return null;
  const price = buildPrice({
    price: Number(commerce.priceRange.minVariantPrice.amount),
    compareAtPrice: Number(commerce.compareAtPriceRange.minVariantPrice.amount) || null,
    overrides: {pdpPrice: entry.pdpPrice, pdpDiscountedPrice: entry.pdpDiscountedPrice},
  });
  const figures = effectivePrice(price);
  const category = pdpCategory(entry.productCategoryCollection?.items)?.slug;
  const thumbnail = image(entry.thumbnail);
  const hover = image(entry.hoverThumbnail);
  const badge = firstBadge(entry.badgesCollection?.items, locale);
  return {
    key: entry.sys.id,
    kind: 'PRODUCT',
    title: entry.title ?? entry.shopifyHandle,
    path: productPath({
      kind: entry.rower ? 'ROWER' : 'OTHER',
      handle: entry.shopifyHandle,
      category: categorySegment(category),
    }),
    ...(thumbnail ? {image: thumbnail} : {}),
    ...(hover ? {hoverImage: hover} : {}),
    ...(badge ? {badge} : {}),
    ...(entry.plpUrgencyMessage ? {urgency: entry.plpUrgencyMessage} : {}),
    price: {
      full: figures.full,
      total: figures.total,
      monthly: figures.monthly,
      monthlyDiscounted: figures.monthlyDiscounted,
    },
  };
}

export function packageCard(entry: CmsListingPackage, locale: ContentLocale): ListingCard | null {
  if (!entry.shopifyHandle || entry.pdpPrice == null) return null;
  const full = entry.pdpPrice;
  const total = entry.pdpDiscountedPrice ?? full;
  const rowerHandle = entry.productsCollection?.items.find((item) => item?.rower)?.shopifyHandle;
  const model = ROWER_MODELS.find((rower) => rower.handle === rowerHandle)?.model.toLowerCase();
  const thumbnail = image(entry.thumbnail);
  const badge = firstBadge(entry.badgesCollection?.items, locale);
  return {
    key: entry.sys.id,
    kind: 'PACKAGE',
    title: entry.title ?? entry.shopifyHandle,
    ...(entry.altTitle ? {subtitle: entry.altTitle} : {}),
    path: productPath({kind: 'PACKAGE', handle: entry.shopifyHandle}),
    ...(thumbnail ? {image: thumbnail} : {}),
    ...(badge ? {badge} : {}),
    price: {full, total, monthly: monthlyPrice(full), monthlyDiscounted: monthlyPrice(total)},
    ...(model ? {model} : {}),
  };
}
