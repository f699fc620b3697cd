import type {Entry} from '../spaceExport';
import {entry, link, type FieldInput} from '../builders';
import {l10n, US_COPY, type LocaleCopy} from '../l10n';
import type {ButtonVariant, CtaIcon, CtaModifier, Region} from '../model/enums';

/**
 * Internal and external CTAs used across the seed. Page ids are those of
 * ./pages.ts, ./blog.ts, ./locations.ts and ./shell.ts.
 */

export const PAGES = {
  home: 'page-home',
  compare: 'page-compare',
  about: 'page-about',
  coaching: 'page-personal-coaching',
  schedule: 'page-schedule-personal-coaching',
  quiz: 'quiz-find-your-rower',
  locations: 'page-locations',
  blog: 'page-blog',
  cart: 'page-cart',
  pdp: (handle: string) => `pdp-${handle}`,
  plp: (slug: 'rowers' | 'accessories' | 'bundles' | 'strength' | 'services') => `plp-${slug}`,
  article: (slug: string) => `article-${slug}`,
} as const;

interface CtaOptions {
  variant?: ButtonVariant;
  icon?: CtaIcon;
  modifiers?: CtaModifier[];
  jumpLinkTarget?: string;
  queryParameters?: string;
  region?: Region;
  image?: FieldInput;
  videoModal?: FieldInput;
  experimentationFlagId?: string;
  experimentationVariantId?: string;
}

type Copy = string | ((l: LocaleCopy) => string);
const words = (copy: Copy) => (typeof copy === 'string' ? l10n(() => copy) : l10n(copy));
const usWords = (copy: Copy) => (typeof copy === 'string' ? copy : copy(US_COPY));

export function internalCta(
  id: string,
  displayText: Copy,
  targetPage: string | undefined,
  options: CtaOptions = {},
): Entry {
  return entry(id, 'ctaInternal', {
    internalName: `CTA: ${usWords(displayText)}`,
    displayText: words(displayText),
    overrideVariant: options.variant,
    targetPage: targetPage ? link(targetPage) : undefined,
    jumpLinkTarget: options.jumpLinkTarget,
    image: options.image,
    videoModal: options.videoModal,
    experimentationFlagId: options.experimentationFlagId,
    experimentationVariantId: options.experimentationVariantId,
    icon: options.icon,
    queryParameters: options.queryParameters,
    region: options.region,
    modifiers: options.modifiers,
  });
}

export function externalCta(
  id: string,
  displayText: Copy,
  url: string | FieldInput,
  options: Pick<CtaOptions, 'variant' | 'icon' | 'modifiers'> & {newWindow?: boolean} = {},
): Entry {
  return entry(id, 'ctaExternal', {
    internalName: `CTA: ${usWords(displayText)}`,
    displayText: words(displayText),
    overrideVariant: options.variant,
    url,
    openInNewWindow: options.newWindow ?? false,
    icon: options.icon,
    modifiers: options.modifiers,
  });
}
