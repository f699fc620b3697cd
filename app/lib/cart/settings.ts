import type {CartSettingsQuery} from 'cmsapi.generated';
import type {Document} from '@contentful/rich-text-types';

import {isShownInLocale} from '../content/content';
import {normalizeCta, type Cta} from '../content/cta';
import type {LocaleCode} from '../i18n';
import {financingAvailable} from '../product/pricing';
import {productPath} from '../product/productPaths';
import {richTextDocument} from '../content/richText';

export interface CartSettings {
  variant: 'FULL' | 'REDUCED' | 'INVALID';
  title: string;
  validation: {errorTitle: string | null; errorText: string | null};
  /**
   * rules:cart-fields ctas {primary, secondary, additional}: the primary CTA labels the checkout button (its
   * target is the cart's checkout URL), the secondary leads back to shopping, the additional
   * ones are links under them.
   */
  ctas: {primary: string; secondary: Cta; additional: Cta[]};
  /** rules:cart-fields: present only when its toggle is on (and, rules:cart-quantities, in en-US). */
  financing: {
    title: string;
    text: string;
    description: string | null;
    messageKey: string;
    modal: CartFinancingModal | null;
  } | null;
  urgencyMessages: string[];
  countdown: {title: string | null; endDate: string} | null;
  valueProps: {title: string | null; items: Array<{title: string; description: string | null}>} | null;
  productSlider: {
    title: string | null;
    items: Array<{
      key: string;
      title: string;
      path: string;
      price: number | null;
      image: {url: string; alt: string; width: number; height: number} | null;
    }>;
  } | null;
}

/** The financing block's 'learn more' modal (the configurator info modal's content type and view). */
export interface CartFinancingModal {
  title: string;
  description: Document | null;
  ctas: Array<{text: string; href: string; external: boolean}>;
  image: {url: string; alt: string; width: number; height: number} | null;
}

const KEEP_SHOPPING: Cta = {kind: 'INTERNAL', text: 'Keep shopping', href: '/listings/rowers/'};

/** rules:cart-fields: the CMS variant names Full and Reduced; anything else is the original mini cart (INVALID). */
export function miniCartVariant(variant: string | null | undefined): CartSettings['variant'] {
  return variant === 'Full' ? 'FULL' : variant === 'Reduced' ? 'REDUCED' : 'INVALID';
}

type CartEntry = NonNullable<NonNullable<CartSettingsQuery['pageCartCollection']>['items'][number]>;

function financingModal(modal: CartEntry['financingModal'], fallbackTitle: string): CartFinancingModal | null {
  if (!modal) return null;
  return {
    title: modal.title ?? fallbackTitle,
    description: richTextDocument(modal.description),
    // rules:cart-mini-cart: the info modal's CTA links open in a new tab.
    ctas: (modal.ctasCollection?.items ?? []).flatMap((value) => {
      const cta = normalizeCta(value);
      return cta?.href ? [{text: cta.text, href: cta.href, external: cta.kind === 'EXTERNAL'}] : [];
    }),
    image: modal.image?.url
      ? {
          url: modal.image.url,
          alt: modal.image.description ?? '',
          width: modal.image.width ?? 1200,
          height: modal.image.height ?? 900,
        }
      : null,
  };
}

export function cartSettings(data: CartSettingsQuery | null, locale: {code: LocaleCode}): CartSettings {
  const entry = data?.pageCartCollection?.items[0] ?? null;
  const financingOn =
    Boolean(entry?.financingEnabled) && financingAvailable(locale) && entry?.financingTitle && entry.financingText;
  const secondary = normalizeCta(entry?.secondaryCta);
  return {
    variant: miniCartVariant(entry?.variant),
    title: entry?.title ?? 'Your cart',
    validation: {errorTitle: entry?.errorTitle ?? null, errorText: entry?.errorText ?? null},
    ctas: {
      primary: entry?.primaryCta?.displayText?.trim() || 'Check out',
      // A secondary CTA without a target keeps its label and leads to the rowers.
      secondary: secondary?.href
        ? secondary
        : {...KEEP_SHOPPING, text: entry?.secondaryCta?.displayText?.trim() || KEEP_SHOPPING.text},
      additional: (entry?.additionalCtasCollection?.items ?? []).flatMap((value) => {
        const cta = normalizeCta(value);
        return cta?.href && (!cta.region || isShownInLocale(cta.region, locale.code)) ? [cta] : [];
      }),
    },
    financing: financingOn
      ? {
          title: entry?.financingTitle ?? '',
          text: entry?.financingText ?? '',
          description: entry?.financingDescription ?? null,
          messageKey: entry?.financingMessageKey ?? 'None',
          modal: financingModal(entry?.financingModal ?? null, entry?.financingTitle ?? ''),
        }
      : null,
    urgencyMessages: (entry?.urgencyMessages ?? []).filter((message): message is string => Boolean(message)),
    countdown: entry?.countdown?.endDate ? {title: entry.countdown.title, endDate: entry.countdown.endDate} : null,
    valueProps: entry?.valueProps
      ? {
          title: entry.valueProps.title,
          items: (entry.valueProps.itemsCollection?.items ?? []).flatMap((item) =>
            item?.title ? [{title: item.title, description: item.description}] : [],
          ),
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
              category: item.__typename === 'Product' ? item.productCategoryCollection?.items[0]?.slug : undefined,
            });
            const image = item.thumbnail?.url
              ? {
                  url: item.thumbnail.url,
                  alt: item.thumbnail.description ?? '',
                  width: item.thumbnail.width ?? 1600,
                  height: item.thumbnail.height ?? 1200,
                }
              : null;
            return [
              {
                key: `${item.__typename}:${item.shopifyHandle}`,
                title: item.title,
                path,
                price: (isPackage ? item.pdpDiscountedPrice : item.pdpPrice) ?? null,
                image,
              },
            ];
          }),
        }
      : null,
  };
}

/** The cart's pay-later placement shows unless the financing block's message key is 'None' (docs/decisions/0041). */
export function cartPayLaterShown(settings: Pick<CartSettings, 'financing'>): boolean {
  return settings.financing?.messageKey !== 'None';
}
