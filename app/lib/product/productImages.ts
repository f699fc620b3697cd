import {IMAGE_WIDTHS, imageUrl} from '../images';

/*
 * Product image sizes of rules:product-states, apart from ./images so the pages that show
 * no product (the blog) do not load them.
 */

/**
 * rules:product-states "Carousel thumbnail sizes: 100/20 on desktop, 75/8 on mobile": we read each pair as the
 * thumbnail's width and the gap between thumbnails, in px (docs/decisions/0042).
 */
export const CAROUSEL_THUMBNAIL = {desktop: {size: 100, gap: 20}, mobile: {size: 75, gap: 8}} as const;

/**
 * rules:product-states "Thumbnails: 400" read as the largest a thumbnail asks for: its srcset also offers the
 * drawn size and twice it, so a 100px thumbnail is not sent 400 wide (decision 0116).
 */
export const THUMBNAIL_WIDTHS = [
  CAROUSEL_THUMBNAIL.desktop.size,
  CAROUSEL_THUMBNAIL.desktop.size * 2,
  IMAGE_WIDTHS.thumbnail,
];
// Mobile below 768px wide (rules:product-states Layout), as ProductGallery.css.ts draws them.
export const THUMBNAIL_SIZES = `(width <= 768px) ${CAROUSEL_THUMBNAIL.mobile.size}px, ${CAROUSEL_THUMBNAIL.desktop.size}px`;

/** rules:product-states: the configurator's ecommerce image is 600x400, cropped to fill. */
export const CONFIGURATOR_ECOMMERCE_IMAGE = {width: 600, height: 400} as const;

export function configuratorEcommerceImage(url: string): string {
  return imageUrl(url, {...CONFIGURATOR_ECOMMERCE_IMAGE, format: 'webp', crop: true});
}
