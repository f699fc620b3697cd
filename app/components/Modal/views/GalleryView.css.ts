import {createVar, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

/** The pinch zoom factor, 1 to 4, set while the shopper pinches. */
export const scale = createVar();

export const frame = style({
  overflow: 'hidden',
  // rules:product-states: pinch zoom is on at widths <= 1024px, where the frame takes the touches itself.
  touchAction: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.imageBackdrop,
  '@media': {[media.tabletDown]: {touchAction: 'none'}},
});
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  transform: `scale(${scale})`,
  transformOrigin: 'center',
  transition: 'transform 120ms',
});
export const controls = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: vars.space.sm,
});
