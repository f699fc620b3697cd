import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {headerHeight, media, productStickyBarHeight} from '~/styles/tokens';

/**
 * Fixed just under the sticky header (spec: position Top), so showing it moves
 * nothing else (no layout shift); it slides out from behind the header.
 */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  top: `${headerHeight.desktop + 1}px`,
  zIndex: vars.zIndex.sticky,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  transform: 'translateY(-110%)',
  // Hidden behind the header it is not painted either, so its rating streaming in moves nothing on screen.
  visibility: 'hidden',
  transition: 'transform 200ms ease-out, visibility 200ms',
  selectors: {'&[data-visible="true"]': {transform: 'none', visibility: 'visible'}},
  '@media': {
    [media.mobile]: {top: `${headerHeight.mobile + 1}px`},
    '(prefers-reduced-motion: reduce)': {transition: 'none'},
  },
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  // The height a sticky product column keeps clear for the bar (its bottom border is the last pixel).
  minHeight: `${productStickyBarHeight - 1}px`,
  '@media': {[media.mobile]: {padding: `${vars.space.xs} ${vars.space.md}`, gap: vars.space.sm, minHeight: 0}},
});
export const title = style({fontWeight: vars.font.weight.semiBold, color: vars.color.brand, margin: 0});
export const details = style({display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0, flex: 1});
export const rating = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
export const price = style({fontWeight: vars.font.weight.semiBold, color: vars.color.text, whiteSpace: 'nowrap'});
