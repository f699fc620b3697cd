/**
 * Image URLs for the media CDN (Contentful's Images API, Shopify's CDN, or
 * the dev backend, which understands both): widths capped per spec 9.
 */

/** spec 9: images are capped at 1920x1080. */
export const MAX_IMAGE_WIDTH = 1920;
/** spec 9: carousel 1920 (1000 on mobile), thumbnails 400; other requests 1000 small / 1500 elsewhere. */
export const IMAGE_WIDTHS = {carousel: 1920, carouselMobile: 1000, thumbnail: 400, small: 1000, default: 1500} as const;
/** spec 9: media quality 80 by default, 75 for video covers. */
export const DEFAULT_QUALITY = 80;
export const VIDEO_COVER_QUALITY = 75;

export function imageUrl(url: string, options: {width?: number; height?: number; quality?: number; format?: 'webp' | 'jpg' | 'png'} = {}): string {
  const params = new URLSearchParams();
  if (options.width) params.set('w', String(Math.min(MAX_IMAGE_WIDTH, Math.round(options.width))));
  if (options.height) params.set('h', String(Math.min(1080, Math.round(options.height))));
  if (options.quality && options.quality !== DEFAULT_QUALITY) params.set('q', String(options.quality));
  if (options.format) params.set('fm', options.format);
  const query = params.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A srcset of the given widths, none above the cap or the source's own width. */
export function imageSrcSet(url: string, widths: readonly number[], sourceWidth?: number | null, quality?: number): string {
  const limit = Math.min(MAX_IMAGE_WIDTH, sourceWidth ?? MAX_IMAGE_WIDTH);
  const usable = [...new Set(widths.map((width) => Math.min(width, limit)))].sort((a, b) => a - b);
  return usable.map((width) => `${imageUrl(url, {width, quality, format: 'webp'})} ${width}w`).join(', ');
}

