/**
 * The countdown banner (rules:content-fields Countdown banner, rules:content-fields Event countdown,
 * rules:content-states Countdown): normalised on the server. Nothing renders without an
 * endDate; region-limited banners and badges follow the locale (rules:content-fields);
 * financing text is for en-US only (rules:layout-constants).
 */
import type {CmsEventCountdown} from '~/graphql/cms/countdownContent';
import {palette, textColorOn, type ColorName} from '~/styles/palette';
import {isShownInLocale, type ContentLocale} from '../content/content';
import {normalizeCta} from '../content/cta';
import {buttonCta, type ButtonCta} from '../shell/shell';

export interface CountdownBanner {
  title: string;
  subtitle: string | null;
  endDate: string;
  /** rules:content-fields: SHORT (one line) or TALL (the DAY/HOUR/MINS/SEC boxes). */
  height: 'SHORT' | 'TALL';
  /** The countdown before the copy instead of after it. */
  reversed: boolean;
  background: string;
  color: string;
  image: {url: string; alt: string; width: number; height: number} | null;
  dateText: {top: string | null; bottom: string | null};
  financingText: string | null;
  badge: {text: string; promo: boolean} | null;
  cta: ButtonCta | null;
}

export function normalizeCountdownBanner(
  entry: CmsEventCountdown | null | undefined,
  locale: ContentLocale,
): CountdownBanner | null {
  if (!entry?.endDate || !Number.isFinite(Date.parse(entry.endDate)) || !entry.title) return null;
  if (!isShownInLocale(entry.region, locale)) return null;
  const image = entry.backgroundImage?.url ? entry.backgroundImage : null;
  // Over an image the copy sits on a Deep Sea scrim, so it is set in white.
  const backgroundName = (
    entry.backgroundColor && entry.backgroundColor in palette ? entry.backgroundColor : 'Deep Sea'
  ) as ColorName;
  const badge =
    entry.badge?.text && isShownInLocale(entry.badge.region, locale)
      ? {text: entry.badge.text, promo: entry.badge.type === 'Promo'}
      : null;
  const cta = buttonCta(normalizeCta(entry.cta));
  return {
    title: entry.title,
    subtitle: entry.subtitle,
    endDate: entry.endDate,
    height: entry.height?.toUpperCase() === 'TALL' ? 'TALL' : 'SHORT',
    reversed: Boolean(entry.reversed),
    background: palette[backgroundName],
    color: image ? palette.White : palette[textColorOn(backgroundName)],
    image: image?.url
      ? {url: image.url, alt: image.description ?? '', width: image.width ?? 1920, height: image.height ?? 1080}
      : null,
    dateText: {top: entry.dateTextTop, bottom: entry.dateTextBottom},
    financingText: locale === 'en-US' ? entry.financingText : null,
    badge,
    cta: cta && isShownInLocale(cta.region, locale) ? cta : null,
  };
}
