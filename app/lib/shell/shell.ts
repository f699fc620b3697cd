/**
 * The shell's content (rules:shell-fields Top navigation, Navigation banner, Footer;
 * rules:shell-fields Footer, Sub-footer, Navigation column, Navigation banner),
 * normalised on the server from the CMS answer into the small shape the
 * header, banner and footer render. Region limits (rules:shell-fields) and the banner
 * type adjustments (rules:shell-states) are applied here, once.
 */
import type {ShellQuery} from 'cmsapi.generated';
import type {Document} from '@contentful/rich-text-types';
import type {CmsShellColumn, CmsNavigationBanner} from '~/graphql/cms/shellContent';
import {
  buttonModifiersFromCms,
  buttonVariantFromCms,
  type ButtonModifierProps,
  type ButtonVariant,
} from '~/styles/buttonVariants';
import {palette, textColorOn, type ColorName} from '~/styles/palette';
import {adjustBannerType, isShownInLocale, type BannerType, type ContentLocale} from '../content/content';
import {normalizeCta, type Cta} from '../content/cta';

export interface NavColumn {
  heading: string;
  /** rules:modal-size-and-backdrop displayMode (layout): All, Desktop or Mobile. */
  displayMode: 'All' | 'Desktop' | 'Mobile';
  links: Cta[];
  /** rules:shell-fields: the experimentation test id the column takes part in. */
  testId?: string;
}

/** A CTA drawn as a button: its recipe props resolved on the server (rules:modal-size-and-backdrop variants, rules:shell-fields modifiers). */
export type ButtonCta = Cta & {button: {variant: ButtonVariant} & ButtonModifierProps};

export function buttonCta(cta: Cta | null): ButtonCta | null {
  return cta
    ? {...cta, button: {variant: buttonVariantFromCms(cta.variant), ...buttonModifiersFromCms(cta.modifiers)}}
    : null;
}

export interface Navigation {
  logoAlt: string;
  cartLabel: string;
  cta: ButtonCta | null;
  columns: NavColumn[];
}

export type BannerItem =
  | {type: 'TEXT'; text: string}
  | {type: 'IMAGE'; url: string; alt: string; width: number | null; height: number | null}
  | {type: 'COUNTDOWN'; title: string | null; endDate: string}
  | {type: 'CTA'; cta: Cta};

export interface Banner {
  id: string;
  /** The type after rules:shell-states's adjustments. */
  type: BannerType;
  closeable: boolean;
  excludeURLs: string[];
  excludeCTAURLs: string[];
  height: 'Short' | 'Standard' | 'Tall' | 'Extra Tall';
  alignment: 'Left' | 'Center' | 'Right';
  mobileAlignment: 'Left' | 'Center' | 'Right';
  mobileDirection: 'Row' | 'Column';
  /** Seconds each item shows (Scroll, Scroll Fade). */
  speed: number;
  /** px between items. */
  spacing: number;
  /** rules:shell-fields inline: the items stay in one row (on mobile, mobileDirection still decides; decision 0085). */
  inline: boolean;
  background: string;
  color: string;
  items: BannerItem[];
  /** The banner's own CTA, shown when no content item is a CTA. */
  cta: Cta | null;
}

/** rules:shell-fields Footer: a column with its (collapsible) heading, a 'Blank' spacer, or none (the last column). */
export interface FooterColumn {
  kind: 'HEADING' | 'BLANK' | 'NONE';
  heading: string | null;
  links: Cta[];
}

export interface FooterContact {
  phoneTitle: string | null;
  phone: string | null;
  storeHoursTitle: string | null;
  storeHours: string | null;
  emails: Array<{title: string; email: string}>;
}

export interface Footer {
  connectTitle: string;
  columns: FooterColumn[];
  contact: FooterContact | null;
  socials: Array<{icon: string; url: string; alt: string}>;
  /** Terms, privacy, acknowledgement and sitemap, in that order (rules:shell-fields). */
  legal: Cta[];
  copyright: string;
  financingTerms: Document | null;
}

export interface Shell {
  navigation: Navigation | null;
  banner: Banner | null;
  footer: Footer | null;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

function links(column: CmsShellColumn, locale: ContentLocale): Cta[] {
  return (column.linksCollection?.items ?? [])
    .map(normalizeCta)
    .filter(present)
    .filter((cta) => isShownInLocale(cta.region, locale));
}

function displayMode(value: string | null): NavColumn['displayMode'] {
  return value === 'Desktop' || value === 'Mobile' ? value : 'All';
}

function oneOf<T extends string>(value: string | null | undefined, options: readonly T[], fallback: T): T {
  return options.includes(value as T) ? (value as T) : fallback;
}

const BANNER_TYPES: readonly BannerType[] = ['Static', 'Static Large', 'Static List', 'Scroll', 'Scroll Fade'];

function bannerItems(banner: CmsNavigationBanner, locale: ContentLocale): BannerItem[] {
  return (banner.contentCollection?.items ?? []).filter(present).flatMap((item): BannerItem[] => {
    switch (item.type) {
      case 'TEXT':
        return item.text?.trim() ? [{type: 'TEXT', text: item.text.trim()}] : [];
      case 'IMAGE':
        return item.image?.url
          ? [
              {
                type: 'IMAGE',
                url: item.image.url,
                alt: item.image.description ?? '',
                width: item.image.width,
                height: item.image.height,
              },
            ]
          : [];
      case 'COUNTDOWN':
        // rules:shell-states: nothing renders without an endDate.
        return item.item?.__typename === 'EventCountdown' && item.item.endDate
          ? [{type: 'COUNTDOWN', title: item.item.title ?? null, endDate: item.item.endDate}]
          : [];
      case 'CTA': {
        const cta = normalizeCta(item.item);
        return cta && isShownInLocale(cta.region, locale) ? [{type: 'CTA', cta}] : [];
      }
      default:
        // BASE: no base component fits the bar; dropped (decision 0085).
        return [];
    }
  });
}

/** rules:shell-fields: the banner's own countdown ends the items when none of them is a countdown (rules:shell-states: none without an endDate). */
function withBannerCountdown(items: BannerItem[], countdown: CmsNavigationBanner['countdown']): BannerItem[] {
  if (!countdown?.endDate || items.some((item) => item.type === 'COUNTDOWN')) return items;
  return [...items, {type: 'COUNTDOWN', title: countdown.title ?? null, endDate: countdown.endDate}];
}

/** The banner for the locale: the first one the region allows, with rules:shell-states's type adjustments. */
export function normalizeBanner(
  banners: ReadonlyArray<CmsNavigationBanner | null>,
  locale: ContentLocale,
): Banner | null {
  const banner = banners.filter(present).find((candidate) => isShownInLocale(candidate.region, locale));
  if (!banner) return null;
  const items = withBannerCountdown(bannerItems(banner, locale), banner.countdown);
  if (!items.length) return null;
  const declared = oneOf(banner.type, BANNER_TYPES, 'Static');
  const type = adjustBannerType(
    declared,
    items.map((item) => ({url: item.type === 'CTA' ? item.cta.href : null})),
    banner.height,
  );
  const backgroundName = (
    banner.backgroundColor && banner.backgroundColor in palette ? banner.backgroundColor : 'Deep Sea'
  ) as ColorName;
  const cta = normalizeCta(banner.cta);
  return {
    id: banner.sys.id,
    type,
    closeable: Boolean(banner.closeable),
    excludeURLs: (banner.excludeURLs ?? []).filter(present),
    excludeCTAURLs: (banner.excludeCTAURLs ?? []).filter(present),
    height: oneOf(banner.height, ['Short', 'Standard', 'Tall', 'Extra Tall'] as const, 'Standard'),
    alignment: oneOf(banner.alignment, ['Left', 'Center', 'Right'] as const, 'Center'),
    mobileAlignment: oneOf(banner.mobileAlignment, ['Left', 'Center', 'Right'] as const, 'Center'),
    mobileDirection: oneOf(banner.mobileDirection, ['Row', 'Column'] as const, 'Column'),
    speed: Math.min(30, Math.max(1, banner.speed ?? 5)),
    spacing: Math.min(200, Math.max(0, banner.spacing ?? 40)),
    inline: Boolean(banner.inline),
    background: palette[backgroundName],
    color: palette[textColorOn(backgroundName)],
    items,
    cta: items.some((item) => item.type === 'CTA') || !cta || !isShownInLocale(cta.region, locale) ? null : cta,
  };
}

/**
 * rules:shell-fields Footer: a heading of 'Blank' renders a spacer; the last column
 * shows its links without a heading.
 */
export function footerColumns(columns: ReadonlyArray<CmsShellColumn | null>, locale: ContentLocale): FooterColumn[] {
  const list = columns.filter(present);
  return list.map((column, index) => {
    const heading = column.heading?.trim() || null;
    const kind: FooterColumn['kind'] =
      index === list.length - 1 || !heading ? 'NONE' : heading.toLowerCase() === 'blank' ? 'BLANK' : 'HEADING';
    return {kind, heading: kind === 'HEADING' ? heading : null, links: links(column, locale)};
  });
}

export function normalizeShell(data: ShellQuery | null | undefined, locale: ContentLocale): Shell {
  const nav = data?.navigationCollection?.items.find(present);
  const footer = data?.footerCollection?.items.find(present);
  const contact = footer?.contact;
  const sub = footer?.subsection;
  return {
    navigation: nav
      ? {
          logoAlt: nav.logoAltText ?? 'Keel home',
          cartLabel: nav.cartLabel ?? 'Cart',
          cta: buttonCta(normalizeCta(nav.cta)),
          columns: (nav.columnsCollection?.items ?? [])
            .filter(present)
            .map((column) => ({
              heading: column.heading?.trim() ?? '',
              displayMode: displayMode(column.displayMode),
              links: links(column, locale),
              ...(column.experimentationTestId?.trim() ? {testId: column.experimentationTestId.trim()} : {}),
            }))
            .filter((column) => column.heading && column.links.length),
        }
      : null,
    banner: normalizeBanner(data?.navigationBannerCollection?.items ?? [], locale),
    footer: footer
      ? {
          connectTitle: footer.connectTitle ?? 'CONNECT',
          columns: footerColumns(footer.columnsCollection?.items ?? [], locale),
          contact: contact
            ? {
                phoneTitle: contact.phoneNumberTitle,
                phone: contact.phoneNumber,
                storeHoursTitle: contact.storeHoursTitle,
                storeHours: contact.storeHours,
                emails: (
                  [
                    [contact.pressEmailTitle, contact.pressEmail],
                    [contact.commercialEmailTitle, contact.commercialEmail],
                    [contact.prePurchaseEmailTitle, contact.prePurchaseEmail],
                  ] as const
                ).flatMap(([title, email]) => (email ? [{title: title ?? email, email}] : [])),
              }
            : null,
          socials: (footer.socialsCollection?.items ?? [])
            .filter(present)
            .flatMap((social) =>
              social.icon && social.url ? [{icon: social.icon, url: social.url, alt: social.alt ?? social.icon}] : [],
            ),
          legal: [sub?.termsAndConditions, sub?.privacyPolicy, sub?.acknowledgement, sub?.sitemap]
            .map(normalizeCta)
            .filter(present),
          copyright: sub?.copyrightBlurb ?? '',
          financingTerms: (sub?.financingTerms?.json as Document | undefined) ?? null,
        }
      : null,
  };
}
