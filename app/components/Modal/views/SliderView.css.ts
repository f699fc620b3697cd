import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const slide = style({margin: 0, display: 'grid', gap: vars.space.sm});
// 280px leaves the modal's title, the caption and the arrow bar in view.
export const image = style({
  width: '100%',
  height: 'auto',
  maxHeight: 'calc(80vh - 280px)',
  objectFit: 'contain',
  background: vars.color.imageBackdrop,
  borderRadius: vars.radius.md,
});
export const title = style({display: 'block', fontSize: vars.font.size.lg});
