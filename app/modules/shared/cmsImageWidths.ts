import {IMAGE_WIDTHS} from '~/lib/images';

/**
 * rules:layout-constants: a CMS image drawn `width` wide asks for that width, its srcset for half, once, one and a
 * half and twice it (the step between once and twice: decision 0164); none above 1500 (only carousels ask for more;
 * decision 0101). Here, not in lib/images, so the bytes load with the modules' code and not with every page's
 * first load.
 */
/**
 * The `sizes` of an image filling a card of `cardGrid` (columns of at least 240px in a section at
 * most 1200px wide): one column on a phone, two or three up to a tablet, four of about 280px beyond.
 */
export const CARD_GRID_SIZES = '(width <= 520px) 100vw, (width <= 768px) 50vw, (width <= 1024px) 33vw, 300px';

export function cmsImageWidths(width: number): {src: number; srcSet: number[]} {
  const capped = (value: number) => Math.min(IMAGE_WIDTHS.default, Math.round(value));
  return {src: capped(width), srcSet: [...new Set([width / 2, width, width * 1.5, width * 2].map(capped))]};
}
