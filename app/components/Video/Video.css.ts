import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const player = style({
  position: 'relative',
  background: vars.palette.black,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  selectors: {'&[data-fullscreen]': {borderRadius: 0, display: 'grid', alignContent: 'center'}},
});

// Within a modal (at most 80vh, rules:layout-constants) the controls stay in view: the picture gives way.
export const video = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  maxHeight: 'calc(80vh - 220px)',
  background: vars.palette.black,
  selectors: {[`${player}[data-fullscreen] &`]: {maxHeight: 'none', height: '100%'}},
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const control = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '40px',
  height: '40px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {'&:hover': {background: 'rgba(255, 255, 255, 0.16)'}},
});

export const hiddenLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const progress = style({
  flex: 1,
  minWidth: '80px',
  accentColor: vars.color.textInverse,
  cursor: 'pointer',
});

export const time = style({fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap'});

export const background = style({position: 'relative', overflow: 'hidden'});

export const backgroundVideo = style({display: 'block', width: '100%', height: '100%', objectFit: 'cover'});

export const backgroundControls = style({
  position: 'absolute',
  // Above a scrim laid over the video (the hero's).
  zIndex: 1,
  right: vars.space.sm,
  bottom: vars.space.sm,
  display: 'flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: 'rgba(6, 52, 72, 0.85)',
  color: vars.color.textInverse,
});
