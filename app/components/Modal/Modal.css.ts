import {keyframes, style, styleVariants} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {displayType} from '~/styles/rules';
import {media, modal as modalTokens} from '~/styles/tokens';

const fadeIn = keyframes({from: {opacity: 0}, to: {opacity: 1}});

export const root = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  animation: `${fadeIn} ${modalTokens.fadeMs}ms ease-out`,
  transition: `opacity ${modalTokens.fadeMs}ms ease-in`,
  '@media': {[media.reducedMotion]: {animation: 'none', transition: 'none'}},
});

export const closing = style({opacity: 0});

export const backdrop = style({position: 'absolute', inset: 0, background: vars.color.brand});

/** rules:modal-size-and-backdrop: backdrop opacity options 100, 90 (default), 75, 50, 25. */
export const backdropOpacity = styleVariants({
  100: {opacity: 1},
  90: {opacity: 0.9},
  75: {opacity: 0.75},
  50: {opacity: 0.5},
  25: {opacity: 0.25},
});

export const dialog = style({
  position: 'relative',
  width: 'min(100%, 960px)',
  // rules:modal-size-and-backdrop: the lesser of 80vh and 1000px.
  maxHeight: modalTokens.height,
  overflow: 'auto',
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: vars.space.xl,
  '@media': {[media.mobile]: {padding: vars.space.lg}},
});

export const wide = style({width: 'min(100%, 1280px)'});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const title = style({
  ...displayType(vars.font.size.xxl),
  color: vars.color.brand,
});

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {'&:hover': {background: vars.color.surfaceAlt}},
});
