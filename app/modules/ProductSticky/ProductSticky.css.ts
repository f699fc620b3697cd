import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

/** spec 3 product sticky: desktop at the top (under the header), mobile at the bottom by the CMS's positions. */
export const bar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  transition: 'transform 200ms ease-out, opacity 200ms ease-out',
  selectors: {'&[data-visible="false"]': {opacity: 0, transform: 'translateY(100%)', pointerEvents: 'none'}},
});
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.xl,
  '@media': {[media.mobile]: {paddingInline: vars.space.md}},
});
export const product = style({display: 'grid', gap: '2px'});
export const name = style({fontWeight: vars.font.weight.semiBold});
export const rating = style({display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.sm});
