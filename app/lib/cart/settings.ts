import type {CartSettingsQuery} from '~/graphql/cms/cart';
import {financingAvailable} from '../pricing';
import {productPath} from '../productPaths';

export interface CartSettings {
  variant: 'FULL' | 'REDUCED' | 'INVALID';
  title: string;
  validation: {errorTitle: string | null; errorText: string | null};
  /** spec 3: present only when its toggle is on (and, spec 9, in en-US). */
  financing: {title: string; text: string; description: string | null} | null;
  urgencyMessages: string[];
  keepShoppingLabel: string;
  countdown: {title: string | null; endDate: string} | null;
  valueProps: {title: string | null; items: Array<{title: string; description: string | null}>} | null;
  productSlider: {title: string | null; items: Array<{key: string; title: string; path: string; price: number | null; image: {url: string; alt: string; width: number; height: number} | null}>} | null;
}

/** spec 3: the CMS variant names Full and Reduced; anything else is the original mini cart (INVALID). */
export function miniCartVariant(variant: string | null | undefined): CartSettings['variant'] {
  return variant === 'Full' ? 'FULL' : variant === 'Reduced' ? 'REDUCED' : 'INVALID';
}

export function cartSettings(data: CartSettingsQuery | null, locale: {code: string}): CartSettings {
  const entry = data?.pageCartCollection?.items[0] ?? null;
  const financingOn = Boolean(entry?.financingEnabled) && financingAvailable(locale) && entry?.financingTitle && entry.financingText;
  return {
    variant: miniCartVariant(entry?.variant),
    title: entry?.title ?? 'Your cart',
    validation: {errorTitle: entry?.errorTitle ?? null, errorText: entry?.errorText ?? null},
    financing: financingOn ? {title: entry?.financingTitle ?? '', text: entry?.financingText ?? '', description: entry?.financingDescription ?? null} : null,
    urgencyMessages: entry?.urgencyMessages ?? [],
    keepShoppingLabel: entry?.secondaryCta?.displayText ?? 'Keep shopping',
    countdown: entry?.countdown?.endDate ? {title: entry.countdown.title, endDate: entry.countdown.endDate} : null,
    valueProps: entry?.valueProps
      ? {
          title: entry.valueProps.title,
          items: (entry.valueProps.itemsCollection?.items ?? []).flatMap((item) => (item?.title ? [{title: item.title, description: item.description}] : [])),
        }
      : null,
    productSlider: entry?.productSlider
      ? {
          title: entry.productSlider.title,
          items: (entry.productSlider.productsCollection?.items ?? []).flatMap((item) => {
            if (!item?.shopifyHandle || !item.title) return [];
            const isPackage = item.__typename === 'Package';
            const path = productPath({
              kind: isPackage ? 'PACKAGE' : item.rower ? 'ROWER' : 'OTHER',
              handle: item.shopifyHandle,
              category: item.productCategoryCollection?.items[0]?.slug,
            });
            const image = item.thumbnail?.url
              ? {url: item.thumbnail.url, alt: item.thumbnail.description ?? '', width: item.thumbnail.width ?? 1600, height: item.thumbnail.height ?? 1200}
              : null;
            return [{key: `${item.__typename}:${item.shopifyHandle}`, title: item.title, path, price: (isPackage ? item.pdpDiscountedPrice : item.pdpPrice) ?? null, image}];
          }),
        }
      : null,
  };
}
