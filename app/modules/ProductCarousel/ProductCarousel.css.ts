import {style} from '@vanilla-extract/css';
import {arrow as sliderArrow} from '~/components/Slider/Slider.css';
import {SLIDER_GAP} from '~/components/Slider/sliderRules';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';

/** rules:layout-constants: slider gap 20 (SLIDER_GAP, which the arrows step by too). A CSS scroll-snap slider: swipe, scroll or tab through the cards. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 300px)',
  gap: `${SLIDER_GAP}px`,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: `0 0 ${vars.space.md}`,
  selectors: {'&:focus-visible': focusVisibleStyle},
});
export const slide = style({scrollSnapAlign: 'start'});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.md,
});

/** The generic slider's arrow, dimmed (still focusable) at an end. */
export const arrow = style([
  sliderArrow,
  {
    selectors: {
      '&[aria-disabled="true"]': {color: vars.color.textMuted, cursor: 'default', background: vars.color.background},
    },
  },
]);

export const counter = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semiBold,
  minWidth: '11ch',
  textAlign: 'center',
});
