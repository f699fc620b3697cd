import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const wrapper = style({display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg});
export const sticky = style({
  position: 'fixed',
  right: vars.space.lg,
  bottom: vars.space.lg,
  zIndex: vars.zIndex.sticky,
  background: vars.color.background,
  boxShadow: vars.shadow.md,
  transition: 'opacity 200ms ease-out',
  selectors: {'&[data-visible="false"]': {opacity: 0, pointerEvents: 'none'}},
});
