import {createVar, fallbackVar, globalStyle, keyframes, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media, moduleLayout} from '~/styles/tokens';

/** How long the newly shown cards take to appear, set when the grid expands (highlightsExpandMs). */
export const expandDuration = createVar();

const reveal = keyframes({from: {opacity: 0, transform: 'translateY(8px)'}, to: {opacity: 1, transform: 'none'}});

/** rules:content-fields, rules:layout-constants: 2 cards a row, 10px gap; collapsed to 2 rows on desktop and 3 on mobile. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: moduleLayout.highlightsGap,
  listStyle: 'none',
  padding: 0,
});

globalStyle(`${grid}[data-collapsed="true"] > li:nth-child(n + 5)`, {
  display: 'none',
  '@media': {[media.mobile]: {display: 'grid'}},
});
globalStyle(`${grid}[data-collapsed="true"] > li:nth-child(n + 7)`, {'@media': {[media.mobile]: {display: 'none'}}});
globalStyle(`${grid}[data-expanded="true"] > li`, {
  animationName: reveal,
  animationDuration: fallbackVar(expandDuration, '300ms'),
  animationTimingFunction: 'ease-out',
  animationFillMode: 'both',
  '@media': {[media.reducedMotion]: {animationName: 'none'}},
});

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const body = style({padding: vars.space.md, display: 'grid', gap: vars.space.xxs});
export const cardTitle = style({fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semiBold});
export const toggle = style({marginTop: vars.space.lg});
/** One image shape for every card, so the rows line up whatever the source. */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});
