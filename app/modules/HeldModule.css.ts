import {style} from '@vanilla-extract/css';

/**
 * A held module's wrapper: no box of its own, so the module lays out as if it were not there. While it
 * is empty (the module not yet drawn, decision 0167), or holding its height while on screen
 * (`data-holding`, HeldModule's keepHeightWhileSeen), it is a screen high: what follows (the footer)
 * starts below the screen, and the wrapper can be seen nearing it. The browser never anchors the scroll
 * to an empty one, so when a module comes in at another height above the screen, what the shopper sees
 * stays put.
 */
export const held = style({
  display: 'contents',
  selectors: {
    '&:empty, &[data-holding]': {display: 'block', minHeight: '100vh'},
    '&:empty': {overflowAnchor: 'none'},
  },
});
