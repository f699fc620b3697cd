/**
 * The jump button's rules (rules:content-fields). Apart from `jump.ts`, whose jump links the shell uses on every
 * page: only the lazily loaded jump-button module imports these.
 */

/** rules:content-fields: the sticky jump button appears once the page has scrolled more than a third of the viewport height. */
export function stickyJumpVisible(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight / 3;
}

/** rules:content-fields: after jumping to the top, the first button (or link) in the main content takes focus; the jump button itself is not one. */
export const FIRST_MAIN_BUTTON = 'main button:not([data-jump-button]), main a[href]';
