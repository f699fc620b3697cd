import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

/** The sticky jump button: fixed in the corner, faded out (and not clickable) until it shows. */
export const sticky = style({
  position: 'fixed',
  right: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.sticky,
  transition: 'opacity 200ms',
  selectors: {'&[data-shown="false"]': {opacity: 0, pointerEvents: 'none'}},
});
