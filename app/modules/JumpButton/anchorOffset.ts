import {ANCHOR_OFFSET_FALLBACK} from '~/styles/tokens';

/**
 * rules:layout-constants "Scroll offsets": where an anchor target lands below the top.
 * One rule: the global header offset, or 120 when unknown, plus 12px (every
 * page; the CSS default of `--anchor-offset`). The other rule, on blog pages:
 * promo bar + nav bar + blog header + 40px (docs/decisions/0044). Both are
 * CSS: the promo bar writes its height to `--promo-bar-height` on blog pages
 * (BLOG_PAGES), a sticky blog header (none today) would write
 * `--blog-header-height`, and the blog pages set `--anchor-offset` from them,
 * so the blog routes ship no code for it.
 */
export const DEFAULT_ANCHOR_OFFSET = ANCHOR_OFFSET_FALLBACK + 12;
export const BLOG_ANCHOR_GAP = 40;
export const PROMO_BAR_HEIGHT_VAR = '--promo-bar-height';
export const BLOG_HEADER_HEIGHT_VAR = '--blog-header-height';

/** Marks a blog page's header: the landing's and a category's (BlogHeader) and an article's, written out there. */
const BLOG_HEADER_ATTRIBUTE = 'data-blog-header';
/**
 * The blog pages, as a selector. The promo bar writes its height in a rule for them alone: a custom
 * property on <html> would restyle every element of every page (decision 0161).
 */
export const BLOG_PAGES = `main:has([${BLOG_HEADER_ATTRIBUTE}])`;

/** The blog rule as a CSS length, for a nav bar `navHeight` px high. */
export function blogAnchorOffset(navHeight: number): string {
  return `calc(var(${PROMO_BAR_HEIGHT_VAR}, 0px) + ${navHeight}px + var(${BLOG_HEADER_HEIGHT_VAR}, 0px) + ${BLOG_ANCHOR_GAP}px)`;
}
