/** The shopper asks for less motion: the shop's own scrolls then jump, and nothing plays by itself. */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Whether the shopper asks for less motion now (browser only). */
export const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION).matches;

/**
 * The behaviour of a scroll the shop starts: smooth, or at once for a shopper who asks for less motion.
 * The stylesheet's `scroll-behavior: auto` for them (global.css.ts) reaches only scrolls that leave the
 * behaviour to it; a script that asks for `smooth` gets it, so every such scroll asks here
 * (rules:habit-motion-asks-one-place).
 */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');

/** The id of the product's sticky bar (rules:product-states), which covers the screen under the header. */
export const PRODUCT_STICKY_BAR_ID = 'product-sticky-bar';

/**
 * How far down the screen the product's sticky bar reaches while it shows: it is fixed under the header
 * and slides out of sight by a transform, which this leaves out, so it is the same shown or not; 0 on a
 * page without one. A scroll that places something near the top of the screen where the bar will show
 * places it below this (decision 0175).
 */
export function stickyBarBottom(): number {
  const bar = document.getElementById(PRODUCT_STICKY_BAR_ID);
  return bar?.offsetHeight ? parseFloat(getComputedStyle(bar).top) + bar.offsetHeight : 0;
}
