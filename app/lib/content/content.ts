/** Small content rules of rules:content-states, rules:content-fields, rules:layout-constants: regional display, banners, gauges, highlights, related articles, jump links. */

export type ContentLocale = 'en-US' | 'en-GB';

/**
 * rules:content-fields regional display: content with displayMode unset or 'All' shows
 * everywhere; 'US Only' only for en-US and 'UK Only' only for en-GB. A
 * region-limited badge, banner or base component uses the same labels.
 */
export function isShownInLocale(displayMode: string | null | undefined, locale: ContentLocale): boolean {
  if (!displayMode || displayMode === 'All') return true;
  if (displayMode === 'US Only') return locale === 'en-US';
  if (displayMode === 'UK Only') return locale === 'en-GB';
  return true;
}

export function filterForLocale<T extends {region?: string | null; displayMode?: string | null}>(
  items: readonly T[],
  locale: ContentLocale,
): T[] {
  return items.filter((item) => isShownInLocale(item.region ?? item.displayMode, locale));
}

export type BannerType = 'Static' | 'Static Large' | 'Static List' | 'Scroll' | 'Scroll Fade';

/**
 * rules:content-states banner type adjustments: Static with exactly one content item that
 * has a URL becomes Static List; Scroll Fade with one item becomes Static;
 * Static with height Extra Tall becomes Static Large.
 */
export function adjustBannerType(
  type: BannerType,
  items: ReadonlyArray<{url?: string | null}>,
  height?: string | null,
): BannerType {
  if (type === 'Static' && items.length === 1 && items[0]?.url) return 'Static List';
  if (type === 'Scroll Fade' && items.length === 1) return 'Static';
  if (type === 'Static' && height === 'Extra Tall') return 'Static Large';
  return type;
}

/** rules:content-fields, rules:layout-constants: only the first 3 gauge stats are shown, each capped at 1000. */
export const GAUGE_MAX = 1000;
export function gaugeStats<T extends {value: number}>(stats: readonly T[]): T[] {
  return stats.slice(0, 3).map((stat) => ({...stat, value: Math.min(GAUGE_MAX, Math.max(0, stat.value))}));
}

/** rules:content-fields: the gauge's defaults. */
export const GAUGE_DEFAULT_HEADING = 'Keel Index';
export const GAUGE_DEFAULT_DESCRIPTION =
  'An in-depth look at the metrics that matter most to your health and fitness journey.';

/** rules:content-fields, rules:layout-constants: the highlights grid shows 2 rows collapsed on desktop, 3 on mobile, 2 cards a row. */
export const HIGHLIGHTS_CARDS_PER_ROW = 2;
export function highlightsCollapsedCount(isMobile: boolean): number {
  return (isMobile ? 3 : 2) * HIGHLIGHTS_CARDS_PER_ROW;
}

/** rules:layout-constants: expanding takes 400 ms a row when 'slow', otherwise 300 ms; then it scrolls after 300 ms. */
export function highlightsExpandMs(rows: number, slow: boolean): number {
  return slow ? 400 * rows : 300;
}
export const HIGHLIGHTS_SCROLL_DELAY_MS = 300;
/** rules:content-fields: after expanding, the page scrolls to the header offset + 40. */
export function highlightsScrollTop(elementTop: number, headerOffset: number): number {
  return Math.max(0, elementTop - (headerOffset + 40));
}

/**
 * rules:content-fields related articles: manual overrides first, then articles of the
 * same category, the current article left out, displayCount (default 3).
 */
export function relatedArticles<T extends {slug: string; category?: string | null}>(options: {
  current: {slug: string; category?: string | null};
  overrides?: readonly T[];
  all: readonly T[];
  displayCount?: number | null;
}): T[] {
  const count = options.displayCount ?? 3;
  const picked: T[] = [];
  const add = (article: T) => {
    if (article.slug !== options.current.slug && !picked.some((entry) => entry.slug === article.slug))
      picked.push(article);
  };
  for (const article of options.overrides ?? []) add(article);
  for (const article of options.all)
    if (options.current.category && article.category === options.current.category) add(article);
  return picked.slice(0, count);
}

/** Jump-link lists (rules:content-fields) live with the jump rules, for the CTA code the browser loads. */
export {jumpLinks} from '../../modules/JumpButton/jumpLinks';

/** rules:content-fields, rules:layout-constants: scroll to reviews leaves them 70px below the top (here, not in jump.ts: the PDP's first load inlines it). */
export const REVIEWS_OFFSET = 70;

/** The rich-text table rule (rules:layout-constants) lives with the other rich-text rules. */

/** rules:content-fields: rating stars fill fractionally out of 5: the fill of each of the five stars, 0..1. */
export function starFills(score: number): number[] {
  const clamped = Math.min(5, Math.max(0, Number.isFinite(score) ? score : 0));
  return [0, 1, 2, 3, 4].map((index) => Math.min(1, Math.max(0, clamped - index)));
}
