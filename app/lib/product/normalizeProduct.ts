import type {Document} from '@contentful/rich-text-types';
import type {CmsBadge, CmsImage, CmsProductEntry} from '~/graphql/cms/pdpContent';
import {filterForLocale, type ContentLocale} from '../content/content';
import {configuratorEcommerceImage} from './productImages';
import {richTextDocument, richTextPlain} from '../content/richText';
import {buildPrice, variantOverride, type Price} from './pricing';
import {isColorName, palette, textColorOn, type ColorName} from '~/styles/palette';
import {categorySegment, colorSlugFromName, pdpCategory, productPath, type ColorSlug} from './productPaths';

/**
 * The normalised product of rules:product-fields: the commerce product (Storefront API)
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
  descriptionHtml: string;
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
  /** The editors' name of the badge (rules:product-fields), for analytics and debugging; never shown. */
  internalName: string;
  text: string;
  type: 'Standard' | 'Promo';
  /** rules:product-fields Badge size: Small unless the CMS says Large. */
  size: 'SMALL' | 'LARGE';
  /** Hex colours from the palette, resolved on the server so the palette stays out of the browser bundle. */
  background: string;
  color: string;
}

/** A palette colour and its AA text colour, as hex. */
export function paletteColors(
  name: string | null | undefined,
  fallback: ColorName,
): {background: string; color: string} {
  const resolved: ColorName = name && isColorName(name) ? name : fallback;
  return {background: palette[resolved], color: palette[textColorOn(resolved)]};
}

/** rules:product-fields productEcommerce: the commerce product as the store answered it, for the cart and analytics. */
export interface ProductEcommerce {
  id: {product: string; variant: string};
  original: {
    vendor: string;
    title: string;
    availableForSale: boolean;
    variants: Array<{id: string; sku: string; barcode: string; priceV2: {currencyCode: string}}>;
  };
  handle: string;
}

export interface NormalizedProduct {
  type: ProductType;
  id: {
    external: string;
    product: string;
    variant: string;
    sku: string;
    barcode: string;
    preselection?: string;
    cms?: string;
  };
  title: string;
  /** rules:product-fields: the matched variant's title, empty for 'Default Title'. */
  variantTitle: string;
  altTitle?: string;
  /** rules:product-fields: full is the store's description; short is the CMS teaser as plain text. */
  description: {full: string; short: string};
  /** The store's description as HTML (rules:product-fields descriptionHTML). */
  descriptionHTML: string;
  /** The CMS fullProductDescription (rich), which the page shows in place of the store's plain text. */
  altDescription: Document | null;
  vendor: string;
  categories: string[];
  category: string;
  /** The CMS categories with their editors' names (rules:product-fields category[] {title, internalName}). */
  categoryEntries: Array<{title: string; internalName: string}>;
  badges: ProductBadge[];
  images: ProductImage[];
  /** rules:product-fields images.ecommerce / rules:product-states: the main image at 600x400 (the configurator's ecommerce image). */
  ecommerceImage: string | null;
  thumbnail?: ProductImage;
  isRower: boolean;
  isStrength: boolean;
  isFeatured: boolean;
  displayReviews: boolean;
  /** rules:product-fields displayWarranty (CMS showWarranty): the product can be covered by a protection plan. */
  displayWarranty: boolean;
  available: boolean;
  OOSAppearance: OOSAppearance;
  messages: {
    OOS: {text: string; color: 'Cedar'};
    inStock?: string;
    outOfStock?: string;
    urgent?: string;
    /** The commerce discount's modal message. */
    discount?: string;
    /** Rich: how the order ships, shown by the buy button. */
    order?: Document;
    /** Rich: shown instead of `order` when the selected variant is out of stock. */
    outOfStockOrder?: Document;
  };
  financing: {isActive: boolean; display: boolean; messageKey: string};
  price: Price;
  variants: NormalizedVariant[];
  defaultVariant: NormalizedVariant;
  path: string;
  handle: string;
  productEcommerce: ProductEcommerce;
}

/** rules:product-fields: the default out-of-stock message: 'Out of stock' in colour Cedar. */
export const DEFAULT_OOS_MESSAGE = {text: 'Out of stock', color: 'Cedar'} as const;

const amount = (money: {amount: string} | null | undefined) => (money ? Number(money.amount) : 0);

function cmsImages(items: ReadonlyArray<CmsImage | null> | undefined): ProductImage[] {
  return (items ?? []).flatMap((image) =>
    image?.url
      ? [
          {
            url: image.url,
            alt: image.description ?? image.title ?? '',
            width: image.width ?? 1600,
            height: image.height ?? 1200,
          },
        ]
      : [],
  );
}

/** rules:product-fields: 'Crossed' and 'None' in the CMS; we read a missing value as Crossed (docs/decisions/0009). */
export function oosAppearance(value: string | null | undefined): OOSAppearance {
  return value === 'None' ? 'NONE' : 'CROSS';
}

function productType(cms: CmsProductEntry | null, commerce: CommerceProduct): ProductType {
  const candidate = cms?.type ?? commerce.productType;
  if (candidate === 'ROWER' || candidate === 'WARRANTY' || candidate === 'STRENGTH_PLATFORM' || candidate === 'PACKAGE')
    return candidate;
  return 'ACCESSORY';
}

/** One CMS badge as the pages draw it (rules:product-fields Badge): its text, type and palette colours. */
export function normalizeBadge(badge: CmsBadge): ProductBadge {
  const type = badge.type === 'Promo' ? 'Promo' : 'Standard';
  return {
    internalName: badge.internalName ?? '',
    text: badge.displayText ?? badge.text ?? '',
    type,
    size: badge.size === 'Large' ? 'LARGE' : 'SMALL',
    ...paletteColors(badge.backgroundColor, type === 'Promo' ? 'Deep Sea' : 'Sand'),
  };
}

/** The badges shown in `locale` (rules:product-states regional display). */
export function normalizeBadges(
  items: ReadonlyArray<CmsBadge | null> | undefined,
  locale: ContentLocale,
): ProductBadge[] {
  const present = (items ?? []).filter((badge): badge is CmsBadge => Boolean(badge?.text));
  return filterForLocale(present, locale).map(normalizeBadge);
}

/**
 * rules:product-fields: the sku (and the id's variant and barcode) come from the commerce
 * variant matching the commerce id, or else from the first variant.
 */
export function matchedVariant<V extends {id: string}>(
  variants: readonly V[],
  commerceId: string | null | undefined,
): V | undefined {
  return (commerceId ? variants.find((variant) => variant.id === commerceId) : undefined) ?? variants[0];
}

/**
 * rules:product-fields: the title is the store title, unless the variant title is 'Default
 * Title' (a product without options), where the CMS title names it when there
 * is one (docs/decisions/0041).
 */
export function productTitle(
  storeTitle: string,
  variantTitle: string | null | undefined,
  cmsTitle: string | null | undefined,
): string {
  return variantTitle === 'Default Title' && cmsTitle ? cmsTitle : storeTitle;
}

const richDocument = (field: {json: unknown} | null | undefined): Document | undefined =>
  richTextDocument(field) ?? undefined;

export function normalizeProduct(options: {
  commerce: CommerceProduct;
  cms: CmsProductEntry | null;
  locale: ContentLocale;
  /** The commerce id to match a variant by (rules:product-fields); the CMS entry's own commerce id when not given. */
  commerceId?: string | null;
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
      ? [
          {
            url: variant.image.url,
            alt: variant.image.altText ?? `${commerce.title}${colorName ? ` in ${colorName}` : ''}`,
            width: variant.image.width ?? 1600,
            height: variant.image.height ?? 1200,
          },
        ]
      : [];
    return {
      id: variant.id,
      title: variant.title === 'Default Title' ? '' : variant.title,
      ...(color ? {color} : {}),
      sku: variant.sku ?? '',
      barcode: variant.barcode ?? '',
      available: variant.availableForSale,
      swatchHex:
        cmsVariant?.swatchColor && isColorName(cmsVariant.swatchColor) ? palette[cmsVariant.swatchColor] : null,
      // rules:product-states: a variant without its own pdpPrice takes the parent's plus its difference.
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

  const emptyVariant: NormalizedVariant = {
    id: '',
    title: '',
    sku: '',
    barcode: '',
    available: false,
    price: buildPrice({price: 0}),
    images: [],
    swatchHex: null,
  };
  const defaultVariant = variants[0] ?? emptyVariant;
  const matched = matchedVariant(variants, options.commerceId ?? cms?.shopifyId) ?? emptyVariant;
  const matchedCommerce = matchedVariant(commerce.variants.nodes, matched.id);
  const categories = commerce.collections.nodes.map((collection) => collection.title);
  const cmsCategory = pdpCategory(cms?.productCategoryCollection?.items);
  const category = cmsCategory?.title ?? categories[0] ?? 'Accessories';
  const categoryEntries = (cms?.productCategoryCollection?.items ?? []).flatMap((item) =>
    item?.title && item.enabled !== false ? [{title: item.title, internalName: item.internalName ?? ''}] : [],
  );
  const productImages = cmsImages(cms?.productImagesCollection?.items);
  const thumbnail = cmsImages(cms?.thumbnail ? [cms.thumbnail] : [])[0];
  const isRower = cms?.rower ?? type === 'ROWER';
  const images = productImages.length ? productImages : defaultVariant.images;
  const order = richDocument(cms?.orderMessage);
  const outOfStockOrder = richDocument(cms?.outOfStockOrderMessage);

  return {
    type,
    id: {
      external: commerce.id,
      product: commerce.id,
      variant: matched.id,
      sku: matched.sku,
      barcode: matched.barcode,
      ...(cms?.configuratorPreselectionId ? {preselection: cms.configuratorPreselectionId} : {}),
      ...(cms ? {cms: cms.sys.id} : {}),
    },
    title: productTitle(commerce.title, matchedCommerce?.title, cms?.title),
    variantTitle: matched.title,
    ...(cms?.altTitle ? {altTitle: cms.altTitle} : {}),
    description: {full: commerce.description, short: richTextPlain(richTextDocument(cms?.descriptionTeaser))},
    descriptionHTML: commerce.descriptionHtml,
    altDescription: richTextDocument(cms?.fullProductDescription),
    vendor: commerce.vendor,
    categories,
    category,
    categoryEntries,
    badges: normalizeBadges(cms?.badgesCollection?.items, locale),
    images,
    ecommerceImage: images[0] ? configuratorEcommerceImage(images[0].url) : null,
    ...(thumbnail ? {thumbnail} : {}),
    isRower,
    isStrength: type === 'STRENGTH_PLATFORM',
    isFeatured: cms?.featured ?? false,
    displayReviews: cms?.displayReviews ?? true,
    displayWarranty: cms?.showWarranty ?? false,
    // rules:product-fields: available defaults to true; only the store's explicit false makes it sold out.
    available: commerce.availableForSale !== false,
    OOSAppearance: oosAppearance(cms?.outOfStockAppearance),
    messages: {
      OOS: DEFAULT_OOS_MESSAGE,
      ...(cms?.inStockMessage ? {inStock: cms.inStockMessage} : {}),
      ...(cms?.outOfStockMessage ? {outOfStock: cms.outOfStockMessage} : {}),
      ...(cms?.plpUrgencyMessage ? {urgent: cms.plpUrgencyMessage} : {}),
      ...(cms?.shopifyDiscount?.discountModalMessage ? {discount: cms.shopifyDiscount.discountModalMessage} : {}),
      ...(order ? {order} : {}),
      ...(outOfStockOrder ? {outOfStockOrder} : {}),
    },
    // rules:product-fields: isActive = not financingInactive.
    financing: {
      isActive: !(cms?.financingInactive ?? false),
      display: cms?.showFinancing ?? false,
      messageKey: cms?.pdpFinanceMessageKey ?? 'None',
    },
    price: buildPrice({
      price: firstPrice,
      compareAtPrice: amount(first?.compareAtPrice) || null,
      amountOff: cms?.discountAmount ?? null,
      overrides,
    }),
    variants,
    defaultVariant,
    path: productPath({
      kind: isRower ? 'ROWER' : 'OTHER',
      handle: commerce.handle,
      category: categorySegment(category),
    }),
    handle: commerce.handle,
    productEcommerce: {
      id: {product: commerce.id, variant: matched.id},
      original: {
        vendor: commerce.vendor,
        title: commerce.title,
        availableForSale: commerce.availableForSale,
        variants: commerce.variants.nodes.map((variant) => ({
          id: variant.id,
          sku: variant.sku ?? '',
          barcode: variant.barcode ?? '',
          priceV2: {currencyCode: variant.price.currencyCode},
        })),
      },
      handle: commerce.handle,
    },
  };
}
