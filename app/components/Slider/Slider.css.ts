import {createVar, globalStyle, style} from '@vanilla-extract/css';
import {SLIDER_GAP} from '~/components/Slider/sliderRules';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

export const slider = style({
  vars: {'--slider-gap': `${SLIDER_GAP}px`},
  display: 'grid',
  gap: vars.space.sm,
});

export const viewport = style({position: 'relative', overflow: 'hidden', touchAction: 'pan-y', userSelect: 'none'});

/** The index of the slide in view; the track moves left by that many slides and gaps. */
export const index = createVar();

export const track = style({
  display: 'flex',
  transform: `translateX(calc(-1 * ${index} * (100% + var(--slider-gap))))`,
  gap: 'var(--slider-gap)',
  transition: 'transform 300ms ease-out',
  '@media': {[media.reducedMotion]: {transition: 'none'}},
});

export const slide = style({flex: '0 0 100%', minWidth: 0});

export const bar = style({display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.sm});

/** Keeps the counter centred when an arrow is hidden at an end. */
export const arrowSlot = style({width: '44px', height: '44px'});

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
  selectors: {'&:hover': {background: vars.color.surface}},
});

// On a phone the arrows sit in the slide's bottom corners, clear of copy centred on the slide. A flex box, so
// it is exactly the arrow's height: as the line box around the inline-grid arrow, its height followed the
// line's metrics, and a trickled first paint once drew it 48 px high, then 44 (a 4 px layout shift).
const floating = {
  position: 'absolute',
  display: 'flex',
  top: '50%',
  transform: 'translateY(-50%)',
  '@media': {[media.mobile]: {top: 'auto', bottom: vars.space.sm, transform: 'none'}},
} as const;
export const floatingPrev = style({...floating, left: vars.space.sm});
export const floatingNext = style({...floating, right: vars.space.sm});

/**
 * Three columns: the current number (right-aligned), the slash, the total (left-aligned); the two number
 * columns are as wide as each other. The slash's place does not depend on the total having arrived, so a
 * page whose HTML stops inside the counter paints it where it stays (rules:perf-hold-layout).
 */
export const counter = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  columnGap: '0.35em',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semiBold,
  minWidth: '5ch',
});
globalStyle(`${counter} > :first-child`, {textAlign: 'right'});
