/**
 * Image URLs in each media CDN's own dialect (decision 0116): Shopify's CDN (Storefront API images)
 * reads width, height and crop and picks WebP by itself; Contentful's Images API (every CMS asset)
 * reads w, h, fit, q and fm. Each ignores the other's, so an image asked in the wrong one arrives
 * at full size. Widths capped per rules:layout-constants.
 */

/** rules:layout-constants: images are capped at 1920x1080. */
export const MAX_IMAGE_WIDTH = 1920;
/** rules:layout-constants: carousel 1920 (1000 on mobile), thumbnails 400; other requests 1000 small / 1500 elsewhere. */
export const IMAGE_WIDTHS = {carousel: 1920, carouselMobile: 1000, thumbnail: 400, small: 1000, default: 1500} as const;
/**
 * A full-width image's srcset on a phone (decisions 0131, 0178): a single 1000 (rules:layout-constants's small cap)
 * sent Lighthouse's Moto G (412 px at 1.75) 39% more pixels than it draws, in the page's LCP image; 750 is the
 * width of a 375 px screen at 2x, and the nearest above a 360 px one at 2x and that Moto G (720, 721).
 */
export const PHONE_WIDTHS = [640, 750, 828, IMAGE_WIDTHS.small] as const;
/** The shape (height / width) of the CMS's phone crops (1000 x 1250), which a wide image is cut to for a phone's hero. */
export const PHONE_CROP_ASPECT = 1.25;
/** rules:layout-constants: media quality 80 by default, 75 for video covers. */
export const DEFAULT_QUALITY = 80;
export const VIDEO_COVER_QUALITY = 75;

interface ImageOptions {
  width?: number;
  height?: number;
  quality?: number;
  format?: 'webp' | 'jpg' | 'png';
  /** Cover-crop to exactly width x height, from the centre. */
  crop?: boolean;
}

/** Shopify's CDN: its own host, or a shop's /cdn/shop/ path (product media on the shop's domain). */
const SHOPIFY_CDN = /^(?:(?:https?:)?\/\/cdn\.shopify\.com\/|(?:(?:https?:)?\/\/[^/?#]+)?\/cdn\/shop\/)/;

export function isShopifyImage(url: string): boolean {
  return SHOPIFY_CDN.test(url);
}

export function imageUrl(url: string, options: ImageOptions = {}): string {
  const {width, height, quality, format, crop} = options;
  const shopify = isShopifyImage(url);
  let query = '';
  const add = (name: string, value: string | number) => (query += `&${name}=${value}`);
  // Hydrogen's shopifyLoader's parameters for Shopify, which takes no quality and sends WebP where accepted.
  if (width) add(shopify ? 'width' : 'w', Math.min(MAX_IMAGE_WIDTH, Math.round(width)));
  if (height) add(shopify ? 'height' : 'h', Math.min(1080, Math.round(height)));
  if (!shopify && quality && quality !== DEFAULT_QUALITY) add('q', quality);
  if (!shopify && format) add('fm', format);
  if (crop) add(shopify ? 'crop' : 'fit', shopify ? 'center' : 'fill');
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query.slice(1)}`;
}

/**
 * A srcset of the given widths, each cut by the CDN from the image's centre to `aspect` (height / width), the
 * height within the 1080 cap: a wide image drawn in a tall box that covers it (decision 0163).
 */
export function croppedSrcSet(url: string, widths: readonly number[], aspect: number): string {
  return widths
    .map((width) => `${imageUrl(url, {width, height: width * aspect, crop: true, format: 'webp'})} ${width}w`)
    .join(', ');
}

/** A srcset of the given widths, none above the cap or the source's own width. */
export function imageSrcSet(
  url: string,
  widths: readonly number[],
  sourceWidth?: number | null,
  quality?: number,
): string {
  const limit = Math.min(MAX_IMAGE_WIDTH, sourceWidth ?? MAX_IMAGE_WIDTH);
  const usable = [...new Set(widths.map((width) => Math.min(width, limit)))].sort((a, b) => a - b);
  return usable.map((width) => `${imageUrl(url, {width, quality, format: 'webp'})} ${width}w`).join(', ');
}
