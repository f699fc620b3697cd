import {IMAGE_WIDTHS} from '~/lib/images';

/**
 * spec 9: a CMS image drawn `width` wide asks for that width, its srcset for half and twice it; none
 * above 1500 (only carousels ask for more; decision 0101). Here, not in lib/images, so the bytes load
 * with the modules' code and not with every page's first load.
 */
export function cmsImageWidths(width: number): {src: number; srcSet: number[]} {
  const capped = (value: number) => Math.min(IMAGE_WIDTHS.default, Math.round(value));
  return {src: capped(width), srcSet: [capped(width / 2), capped(width), capped(width * 2)]};
}
