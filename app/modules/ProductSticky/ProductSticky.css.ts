import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {headerHeight, media} from '~/styles/tokens';

/** Without CMS colours the bar is White. */
export const unthemed = style({background: vars.color.background});

/** rules:content-fields product sticky: fixed under the header (Top) or at the foot of the screen (Bottom), per viewport. */
export const bar = style({
  position: 'fixed',
  insetInline: 0,
  zIndex: vars.zIndex.sticky,
  boxShadow: vars.shadow.md,
  transition: 'transform 200ms ease-out, opacity 200ms ease-out',
  selectors: {
    '&[data-desktop-position="Top"]': {
      top: `${headerHeight.desktop}px`,
      borderBottom: `1px solid ${vars.color.border}`,
    },
    '&[data-desktop-position="Bottom"]': {bottom: 0, borderTop: `1px solid ${vars.color.border}`},
    '&[data-visible="false"]': {opacity: 0, pointerEvents: 'none'},
  },
  '@media': {
    [media.mobile]: {
      selectors: {
        '&[data-mobile-position="Top"]': {top: `${headerHeight.mobile}px`, bottom: 'auto'},
        '&[data-mobile-position="Bottom"]': {top: 'auto', bottom: 0},
      },
    },
    [media.reducedMotion]: {transition: 'none'},
  },
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
