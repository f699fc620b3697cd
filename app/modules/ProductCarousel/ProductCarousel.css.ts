import {style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';

/** spec 9: slider gap 20. A CSS scroll-snap slider: swipe, scroll or tab through the cards. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 300px)',
  gap: '20px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: `0 0 ${vars.space.md}`,
  selectors: {'&:focus-visible': focusVisibleStyle},
});
export const slide = style({scrollSnapAlign: 'start'});

export const controls = style({display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm, marginBottom: vars.space.md});

export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:hover': {background: vars.color.surface},
    '&[aria-disabled="true"]': {color: vars.color.textMuted, cursor: 'default', background: vars.color.background},
  },
});

export const counter = style({fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semiBold, minWidth: '11ch', textAlign: 'center'});
