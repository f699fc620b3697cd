import type {CmsBadge, CmsImage, CmsProductEntry} from '~/graphql/cms/pdp';
import {filterForLocale, type ContentLocale} from '../content';
import {buildPrice, variantOverride, type Price} from '../pricing';
import {isColorName, palette, textColorOn, type ColorName} from '~/styles/palette';
import {categorySegment, colorSlugFromName, productPath, type ColorSlug} from '../productPaths';

/**
 * The normalised product of spec 3: the commerce product (Storefront API)
 * joined with its CMS entry. Pure: the loader fetches, this decides.
 */

export type ProductType = 'ROWER' | 'ACCESSORY' | 'WARRANTY' | 'STRENGTH_PLATFORM' | 'PACKAGE';
export type OOSAppearance = 'CROSS' | 'NONE';

export interface ProductImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

export interface CommerceVariant {
  id: string;
  title: string;
  sku?: string | null;
  barcode?: string | null;
  availableForSale: boolean;
  price: {amount: string; currencyCode: string};
  compareAtPrice?: {amount: string} | null;
  selectedOptions: Array<{name: string; value: string}>;
  image?: {url: string; altText?: string | null; width?: number | null; height?: number | null} | null;
}

export interface CommerceProduct {
  id: string;
  title: string;
  handle: string;
  description: string;
  vendor: string;
  productType: string;
  availableForSale: boolean;
  collections: {nodes: Array<{title: string; handle: string}>};
  variants: {nodes: CommerceVariant[]};
}

export interface NormalizedVariant {
  id: string;
  title: string;
  color?: ColorSlug;
  sku: string;
  barcode: string;
  available: boolean;
  price: Price;
  images: ProductImage[];
  /** The swatch's hex colour, resolved from the palette on the server. */
  swatchHex: string | null;
}

export interface ProductBadge {
  text: string;
  type: 'Standard' | 'Promo';
  /** Hex colours from the palette, resolved on the server so the palette stays out of the browser bundle. */
  background: string;
  color: string;
}

/** A palette colour and its AA text colour, as hex. */
export function paletteColors(name: string | null | undefined, fallback: ColorName): {background: string; color: string} {
  const resolved: ColorName = name && isColorName(name) ? name : fallback;
  return {background: palette[resolved], color: palette[textColorOn(resolved)]};
}

export interface NormalizedProduct {
  type: ProductType;
  id: {external: string; product: string; variant: string; sku: string; barcode: string; preselection?: string; cms?: string};
  title: string;
  altTitle?: string;
  description: {full: string};
  vendor: string;
  categories: string[];
  category: string;
  badges: ProductBadge[];
  images: ProductImage[];
  thumbnail?: ProductImage;
  isRower: boolean;
  isStrength: boolean;
  displayReviews: boolean;
  available: boolean;
  OOSAppearance: OOSAppearance;
  messages: {
    OOS: {text: string; color: 'Cedar'};
    inStock?: string;
    outOfStock?: string;
    urgent?: string;
  };
  financing: {isActive: boolean; display: boolean; messageKey: string};
  price: Price;
  variants: NormalizedVariant[];
  defaultVariant: NormalizedVariant;
  path: string;
  handle: string;
}

/** spec 3: the default out-of-stock message: 'Out of stock' in colour Cedar. */
export const DEFAULT_OOS_MESSAGE = {text: 'Out of stock', color: 'Cedar'} as const;

const amount = (money: {amount: string} | null | undefined) => (money ? Number(money.amount) : 0);

function cmsImages(items: ReadonlyArray<CmsImage | null> | undefined): ProductImage[] {
  return (items ?? []).flatMap((image) =>
    image?.url ? [{url: image.url, alt: image.description ?? image.title ?? '', width: image.width ?? 1600, height: image.height ?? 1200}] : [],
  );
}

/** spec 3: 'Crossed' and 'None' in the CMS; we read a missing value as Crossed (docs/decisions/0009). */
export function oosAppearance(value: string | null | undefined): OOSAppearance {
  return value === 'None' ? 'NONE' : 'CROSS';
}

function productType(cms: CmsProductEntry | null, commerce: CommerceProduct): ProductType {
  const candidate = cms?.type ?? commerce.productType;
  if (candidate === 'ROWER' || candidate === 'WARRANTY' || candidate === 'STRENGTH_PLATFORM' || candidate === 'PACKAGE') return candidate;
  return 'ACCESSORY';
}

function badges(items: ReadonlyArray<CmsBadge | null> | undefined, locale: ContentLocale): ProductBadge[] {
  const present = (items ?? []).filter((badge): badge is CmsBadge => Boolean(badge?.text));
  return filterForLocale(present, locale).map((badge) => {
    const type = badge.type === 'Promo' ? 'Promo' : 'Standard';
    return {text: badge.displayText ?? badge.text ?? '', type, ...paletteColors(badge.backgroundColor, type === 'Promo' ? 'Deep Sea' : 'Sand')};
  });
}

export function normalizeProduct(options: {
  commerce: CommerceProduct;
  cms: CmsProductEntry | null;
  locale: ContentLocale;
}): NormalizedProduct {
  const {commerce, cms, locale} = options;
  const type = productType(cms, commerce);
  const first = commerce.variants.nodes[0];
  const firstPrice = amount(first?.price);
  const cmsVariants = cms?.variantsCollection?.items ?? [];
  const overrides = {
    pdpPrice: cms?.pdpPrice,
    pdpDiscountedPrice: cms?.pdpDiscountedPrice,
    monthlyPrice: cms?.monthlyPrice,
    monthlyDiscountPrice: cms?.monthlyDiscountPrice,
  };

  const variants: NormalizedVariant[] = commerce.variants.nodes.map((variant) => {
    const colorName = variant.selectedOptions.find((option) => option.name.toLowerCase() === 'color')?.value;
    const color = colorName ? colorSlugFromName(colorName) : undefined;
    const cmsVariant = cmsVariants.find((entry) => entry?.shopifyId === variant.id);
    const price = amount(variant.price);
    const images = cmsImages(cmsVariant?.productImagesCollection?.items);
    const fallbackImage = variant.image
      ? [{url: variant.image.url, alt: variant.image.altText ?? `${commerce.title}${colorName ? ` in ${colorName}` : ''}`, width: variant.image.width ?? 1600, height: variant.image.height ?? 1200}]
      : [];
    return {
      id: variant.id,
      title: variant.title === 'Default Title' ? '' : variant.title,
      ...(color ? {color} : {}),
      sku: variant.sku ?? '',
      barcode: variant.barcode ?? '',
      available: variant.availableForSale,
      swatchHex: cmsVariant?.swatchColor && isColorName(cmsVariant.swatchColor) ? palette[cmsVariant.swatchColor] : null,
      // spec 5: a variant without its own pdpPrice takes the parent's plus its difference.
      price: buildPrice({
        price,
        compareAtPrice: amount(variant.compareAtPrice) || null,
        amountOff: cms?.discountAmount ?? null,
        defaultVariantPrice: firstPrice,
        overrides: {
          pdpPrice: variantOverride(overrides.pdpPrice, price, firstPrice),
          pdpDiscountedPrice: variantOverride(overrides.pdpDiscountedPrice, price, firstPrice),
        },
      }),
      images: images.length ? images : fallbackImage,
    };
  });

  const defaultVariant = variants[0] ?? {
    id: '',
    title: '',
    sku: '',
    barcode: '',
    available: false,
    price: buildPrice({price: 0}),
    images: [],
    swatchHex: null,
  };
  const categories = commerce.collections.nodes.map((collection) => collection.title);
  const cmsCategory = cms?.productCategoryCollection?.items.find((item) => item?.useToBuildPdpUrl) ?? cms?.productCategoryCollection?.items[0];
  const category = cmsCategory?.title ?? categories[0] ?? 'Accessories';
  const productImages = cmsImages(cms?.productImagesCollection?.items);
  const thumbnail = cmsImages(cms?.thumbnail ? [cms.thumbnail] : [])[0];
  const isRower = cms?.rower ?? type === 'ROWER';

  return {
    type,
    id: {
      external: commerce.id,
      product: commerce.id,
      variant: defaultVariant.id,
      sku: defaultVariant.sku,
      barcode: defaultVariant.barcode,
      ...(cms?.configuratorPreselectionId ? {preselection: cms.configuratorPreselectionId} : {}),
      ...(cms ? {cms: cms.sys.id} : {}),
    },
    // spec 3: the store title (the CMS title where there is one).
    title: cms?.title ?? commerce.title,
    ...(cms?.altTitle ? {altTitle: cms.altTitle} : {}),
    description: {full: commerce.description},
    vendor: commerce.vendor,
    categories,
    category,
    badges: badges(cms?.badgesCollection?.items, locale),
    images: productImages.length ? productImages : defaultVariant.images,
    ...(thumbnail ? {thumbnail} : {}),
    isRower,
    isStrength: type === 'STRENGTH_PLATFORM',
    displayReviews: cms?.displayReviews ?? true,
    available: commerce.availableForSale,
    OOSAppearance: oosAppearance(cms?.outOfStockAppearance),
    messages: {
      OOS: DEFAULT_OOS_MESSAGE,
      ...(cms?.inStockMessage ? {inStock: cms.inStockMessage} : {}),
      ...(cms?.outOfStockMessage ? {outOfStock: cms.outOfStockMessage} : {}),
      ...(cms?.plpUrgencyMessage ? {urgent: cms.plpUrgencyMessage} : {}),
    },
    // spec 3: isActive = not financingInactive.
    financing: {isActive: !(cms?.financingInactive ?? false), display: cms?.showFinancing ?? false, messageKey: cms?.pdpFinanceMessageKey ?? 'None'},
    price: buildPrice({
      price: firstPrice,
      compareAtPrice: amount(first?.compareAtPrice) || null,
      amountOff: cms?.discountAmount ?? null,
      overrides,
    }),
    variants,
    defaultVariant,
    path: productPath({kind: isRower ? 'ROWER' : 'OTHER', handle: commerce.handle, category: categorySegment(category)}),
    handle: commerce.handle,
  };
}
