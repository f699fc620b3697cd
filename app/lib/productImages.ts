import {imageUrl} from './images';

/*
 * Product image sizes of spec 9, apart from ./images so the pages that show
 * no product (the blog) do not load them.
 */

/**
 * spec 9 "Carousel thumbnail sizes: 100/20 on desktop, 75/8 on mobile": we read each pair as the
 * thumbnail's width and the gap between thumbnails, in px (docs/decisions/0042).
 */
export const CAROUSEL_THUMBNAIL = {desktop: {size: 100, gap: 20}, mobile: {size: 75, gap: 8}} as const;

/** spec 9: the configurator's ecommerce image is 600x400, cropped to fill. */
export const CONFIGURATOR_ECOMMERCE_IMAGE = {width: 600, height: 400} as const;

export function configuratorEcommerceImage(url: string): string {
  return imageUrl(url, {...CONFIGURATOR_ECOMMERCE_IMAGE, format: 'webp', crop: true});
}
