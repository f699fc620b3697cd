import {useEffect} from 'react';
import {ANCHOR_OFFSET_FALLBACK} from '~/styles/tokens';

/**
 * spec 9 "Scroll offsets": where an anchor target lands below the top.
 * One rule: the global header offset, or 120 when unknown, plus 12px (every
 * page; the CSS default of `--anchor-offset`). The other rule, on blog pages:
 * promo bar + nav bar + blog header + 40px (docs/decisions/0044).
 */
export const ANCHOR_OFFSET_VAR = '--anchor-offset';
export const DEFAULT_ANCHOR_OFFSET = ANCHOR_OFFSET_FALLBACK + 12;
export const BLOG_ANCHOR_GAP = 40;

/** Heights in px; a part the page does not show counts 0. */
export function blogAnchorOffset(heights: {promoBar: number; nav: number; blogHeader: number}): number {
  return Math.round(heights.promoBar + heights.nav + heights.blogHeader + BLOG_ANCHOR_GAP);
}

const heightOf = (element: Element | null) => (element ? element.getBoundingClientRect().height : 0);

/**
 * On a blog page: measures the promo bar, the nav bar and the blog's own
 * sticky header (`[data-blog-header]`; none today) and sets `--anchor-offset`,
 * which every anchor target's scroll-margin reads. A fragment in the URL is
 * scrolled to again with the new offset. Leaving the page restores the default.
 */
export function useBlogAnchorOffset() {
  useEffect(() => {
    const root = document.documentElement;
    const measure = () => {
      const offset = blogAnchorOffset({
        promoBar: heightOf(document.querySelector('[data-banner-type]')),
        nav: heightOf(document.querySelector('[data-site-header]')),
        blogHeader: heightOf(document.querySelector('[data-blog-header]')),
      });
      root.style.setProperty(ANCHOR_OFFSET_VAR, `${offset}px`);
    };
    measure();
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      root.style.removeProperty(ANCHOR_OFFSET_VAR);
    };
  }, []);
}
