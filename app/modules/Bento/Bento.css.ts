import {createVar, globalStyle, style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';
import {media, moduleLayout} from '~/styles/tokens';

/** rules:layout-constants: gap 20/24, card width at most 250 in the slider (moduleLayout); Tall 3 a row, Wide 2. Below 768px, a horizontal slider. */
/** Blocks a row on wider screens (the module's layout). */
export const perRow = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${perRow}, minmax(0, 1fr))`,
  gap: moduleLayout.bentoGapCss,
  listStyle: 'none',
  padding: 0,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'none',
      gridAutoFlow: 'column',
      gridAutoColumns: moduleLayout.bentoSliderCard,
      overflowX: 'auto',
      scrollSnapType: 'x mandatory',
    },
  },
});

// Collapsed to initialRowDisplayCount rows on wider screens; the mobile slider shows every block.
globalStyle(`${grid}[data-collapsed="true"] > li[data-beyond="true"]`, {
  display: 'none',
  '@media': {[media.mobile]: {display: 'block'}},
});
export const block = style({
  position: 'relative',
  scrollSnapAlign: 'start',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
});
export const open = style({
  display: 'grid',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {'&:focus-visible': focusVisibleStyle},
});
export const tall = style({aspectRatio: '3 / 4', objectFit: 'cover', width: '100%', height: 'auto'});
export const wide = style({aspectRatio: '16 / 9', objectFit: 'cover', width: '100%', height: 'auto'});
export const blockTitle = style({
  padding: vars.space.md,
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.lg,
});
export const more = style({marginTop: vars.space.lg, '@media': {[media.mobile]: {display: 'none'}}});
export const dialog = style({
  width: 'min(720px, 92vw)',
  maxHeight: 'min(80vh, 1000px)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  selectors: {'&::backdrop': {background: 'rgba(6, 52, 72, 0.9)'}},
});
export const slide = style({display: 'grid', gap: vars.space.sm});
/** The enlarged block's title. */
export const slideTitle = style({fontSize: vars.font.size.xxl});
export const slideBody = style({display: 'grid', gap: vars.space.sm, padding: vars.space.lg});
export const controls = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.lg,
  paddingTop: 0,
});
