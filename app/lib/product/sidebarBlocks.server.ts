import type {CmsPackageSummary, CmsSidebarItem} from '~/graphql/cms/pdpContent';
import {isColorName, palette} from '~/styles/palette';
import {filterForLocale, isShownInLocale} from '../content/content';
import {normalizeCta} from '../content/cta';
import type {Locale} from '../i18n';
import {formatMoney} from '../money';
import {bestPackageSaving, productBlockTitle, savingLabel} from './pricing';
import {buttonCta, type ButtonCta} from '../shell/shell';
import {textBlockView, type TextBlockView} from '../content/textBlock';

/** A package as the sidebar lists it and its modal shows it (rules:package-modal), priced in the locale. */
export interface SidebarPackage {
  handle: string;
  title: string | null;
  /** The package's total. */
  price: string;
  /** The saving (full - total), or null without one. */
  saving: string | null;
  /** 'Saving {amount}' under the total, or null. */
  savingLabel: string | null;
  /** The rower members' titles: the page adds the chosen colour. */
  main: string[];
  secondary: string[];
}

/**
 * One block of the PDP sidebar as the page draws it (decision 0143): only what it renders, resolved
 * on the server. Blocks drawn elsewhere on the page (price, badge, rating, add to cart) and blocks
 * with nothing to show are not here.
 */
export type SidebarBlock = {
  /** The CMS entry's id, the block's React key. */
  id: string;
  /** rules:pdp-sidebar-layout: a Desktop or Mobile block is shown by a media query. */
  displayMode?: 'Desktop' | 'Mobile';
} & (
  | {kind: 'text'; text: TextBlockView}
  | {kind: 'valueProps'; label: string; props: Array<{title: string; description: string | null}>}
  | {kind: 'trustBadges'; badges: string[]}
  | {kind: 'cta'; cta: ButtonCta}
  | {kind: 'countdown'; title: string | null; endDate: string}
  | {kind: 'configurator'; configuratorId: string}
  | {kind: 'prequalification'; src: string}
  | {kind: 'packageModal'; label: string; package: SidebarPackage}
  | {kind: 'packages'; title: string; packages: SidebarPackage[]}
);

type BlockBody = SidebarBlock extends infer Block
  ? Block extends SidebarBlock
    ? Omit<Block, 'id' | 'displayMode'>
    : never
  : never;

export interface SidebarContext {
  locale: Pick<Locale, 'code' | 'currency'>;
  /** The loader's clock, the one the page's countdowns start from. */
  now: number;
  isRower: boolean;
  /** The prequalification provider's widget script, when one is configured (rules:pdp-prequalification). */
  prequalificationScript: string | null;
}

const isPackage = (
  value: {__typename: string} | null | undefined,
): value is CmsPackageSummary & {shopifyHandle: string} =>
  value?.__typename === 'Package' && Boolean((value as CmsPackageSummary).shopifyHandle);

function sidebarPackage(
  pkg: CmsPackageSummary & {shopifyHandle: string},
  locale: SidebarContext['locale'],
): SidebarPackage {
  const full = pkg.pdpPrice ?? 0;
  const total = pkg.pdpDiscountedPrice ?? full;
  const members = (pkg.productsCollection?.items ?? []).filter((member) => member !== null);
  return {
    handle: pkg.shopifyHandle,
    title: pkg.title,
    price: formatMoney(total, locale),
    saving: full > total ? formatMoney(full - total, locale) : null,
    savingLabel: full > total ? savingLabel(full - total, locale) : null,
    main: members.filter((member) => member.rower).map((member) => member.title ?? ''),
    secondary: members.filter((member) => !member.rower).map((member) => member.title ?? ''),
  };
}

/** A Trust Badges base component's JSON props: {badges: string[]}, at most six; anything else shows nothing. */
function trustBadges(props: unknown): string[] {
  const badges = (props as {badges?: unknown} | null)?.badges;
  return Array.isArray(badges)
    ? badges.filter((badge): badge is string => typeof badge === 'string' && badge.length > 0).slice(0, 6)
    : [];
}

/** rules:pdp-sidebar-items: what one CMS block draws, or null. */
function blockBody(item: CmsSidebarItem, context: SidebarContext): BlockBody | null {
  const {locale} = context;
  const content = item.content;
  switch (item.blockType) {
    case 'Text': {
      if (content?.__typename !== 'Text') return null;
      // The palette colour name becomes its value here, so the palette stays out of the browser.
      const name = content.color;
      const text = textBlockView({...content, color: name && isColorName(name) ? palette[name] : null});
      return text ? {kind: 'text', text} : null;
    }
    case 'Value Props': {
      if (content?.__typename !== 'ModuleValueProps') return null;
      const props = (content.itemsCollection?.items ?? []).flatMap((prop) =>
        prop?.title ? [{title: prop.title, description: prop.description}] : [],
      );
      return props.length ? {kind: 'valueProps', label: item.title ?? 'Why Keel', props} : null;
    }
    case 'Base Component': {
      if (
        content?.__typename !== 'BaseComponent' ||
        content.component !== 'Trust Badges' ||
        !isShownInLocale(content.displayMode, locale.code)
      )
        return null;
      const badges = trustBadges(content.props);
      return badges.length ? {kind: 'trustBadges', badges} : null;
    }
    case 'CTA': {
      if (content?.__typename !== 'CtaInternal' && content?.__typename !== 'CtaExternal') return null;
      const cta = buttonCta(normalizeCta(content));
      return cta ? {kind: 'cta', cta} : null;
    }
    case 'Event Countdown':
      return content?.__typename === 'EventCountdown' && content.endDate && Date.parse(content.endDate) > context.now
        ? {kind: 'countdown', title: content.title, endDate: content.endDate}
        : null;
    case 'Configurator':
      return content?.__typename === 'Configurator' && context.isRower
        ? {kind: 'configurator', configuratorId: content.sys.id}
        : null;
    case 'Prequalification Widget':
      return context.prequalificationScript &&
        content?.__typename === 'BaseComponent' &&
        content.component === 'Prequalification Widget' &&
        isShownInLocale(content.displayMode, locale.code)
        ? {kind: 'prequalification', src: context.prequalificationScript}
        : null;
    case 'Package Modal':
      return isPackage(content)
        ? {
            kind: 'packageModal',
            label: item.title ?? `What’s in the ${content.title ?? 'package'}`,
            package: sidebarPackage(content, locale),
          }
        : null;
    case 'Package Accordion':
    case 'Product Block': {
      const packages = [...(item.itemsCollection?.items ?? []), content].filter(isPackage);
      if (!packages.length) return null;
      // rules:pricing-best-package-saving, rules:pricing-product-block-savings: '***' is the best saving among the packages.
      const title = productBlockTitle(item.title ?? '', {full: bestPackageSaving(packages), total: 0}, locale);
      return {kind: 'packages', title, packages: packages.map((pkg) => sidebarPackage(pkg, locale))};
    }
    default:
      return null;
  }
}

/**
 * The PDP sidebar's blocks (rules:pdp-sidebar-items), in CMS order: region-limited items in their
 * locale only (rules:region-limited-content), each resolved to what it draws.
 */
export function sidebarBlocks(items: ReadonlyArray<CmsSidebarItem | null>, context: SidebarContext): SidebarBlock[] {
  return filterForLocale(
    items.filter((item) => item !== null),
    context.locale.code,
  ).flatMap((item) => {
    const body = blockBody(item, context);
    if (!body) return [];
    const displayMode =
      item.displayMode === 'Desktop' || item.displayMode === 'Mobile' ? {displayMode: item.displayMode} : {};
    return [{id: item.sys.id, ...displayMode, ...body} as SidebarBlock];
  });
}
