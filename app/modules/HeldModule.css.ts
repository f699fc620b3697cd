import {style} from '@vanilla-extract/css';

/**
 * A held module's wrapper: no box of its own, so the module lays out as if it were not there. While its
 * HTML is still in its template (the first frame, decision 0158) it holds a screen's height, so what
 * follows (the footer) starts below the screen and does not move when the module fills in.
 */
export const held = style({
  display: 'contents',
  selectors: {'&:has(> template[data-held-copy])': {display: 'block', minHeight: '100vh'}},
});
