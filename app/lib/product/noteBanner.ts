import {paletteColors} from './normalizeProduct';

export interface NoteBanner {
  text: string;
  background: string;
  color: string;
  /** Percent. */
  opacity: number;
}

/** The PDP's optional note banner (rules:product-states): its text on a CMS colour, Sand by default; rules:product-states: opacity defaults to 100. */
export function noteBanner(
  page:
    | {noteBannerText?: string | null; noteBannerBackgroundColor?: string | null; noteBannerOpacity?: number | null}
    | null
    | undefined,
): NoteBanner | null {
  if (!page?.noteBannerText) return null;
  return {
    text: page.noteBannerText,
    ...paletteColors(page.noteBannerBackgroundColor, 'Sand'),
    opacity: page.noteBannerOpacity ?? 100,
  };
}
