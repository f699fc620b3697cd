import {globalStyle, style} from '@vanilla-extract/css';
import {ANCHOR_SCROLL_MARGIN} from '~/styles/tokens';

/**
 * A held module's wrapper: no box of its own, so the module lays out as if it were not there. While it
 * is empty (the module not yet drawn, decision 0167), or holding its height while on screen
 * (`data-holding`, heldEntries' keepHeightWhileSeen), it is a screen high: what follows (the footer)
 * starts below the screen, and the wrapper can be seen nearing it. The browser never anchors the scroll
 * to one not yet drawn (`data-drawn` comes once the page has laid out with its module, decision 0169),
 * so when a module comes in at another height above the screen, what the shopper sees stays put.
 */
export const held = style({
  display: 'contents',
  selectors: {
    '&:empty, &[data-holding]': {display: 'block', minHeight: '100vh'},
    '&:not([data-drawn])': {overflowAnchor: 'none'},
  },
});

/**
 * A part of a module that a link names (`#faq-title`) lands below the sticky header, as the module's own
 * section does (rules:layout-constants): the page scrolls to it once the held modules are drawn.
 */
globalStyle(`${held} [id]`, {scrollMarginTop: ANCHOR_SCROLL_MARGIN});
