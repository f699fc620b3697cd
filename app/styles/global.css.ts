/**
 * Reset, document defaults, focus ring and two utility classes.
 *
 * Import it for a value the document uses (`import {skipLink} from '~/styles/global.css'`), not
 * bare: package.json declares "sideEffects": false, and a production build then drops a bare
 * `import './global.css'` together with all of these rules.
 */
import {globalStyle, style} from '@vanilla-extract/css';

import {vars} from './theme.css';
import {focusRing, media} from './tokens';

/**
 * Outline plus a halo in the offset gap: on a dark section the White halo shows, on a light one
 * the Deep Sea outline does (tokens.ts colorRoles.focusRing). Exported so components that reset
 * outline or box-shadow can put the same ring back.
 */
export const focusVisibleStyle = {
  outline: `${focusRing.width}px solid ${vars.color.focusRing}`,
  outlineOffset: `${focusRing.offset}px`,
  boxShadow: `0 0 0 ${focusRing.offset}px ${vars.color.focusRingHalo}`,
} as const;

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  margin: 0,
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

globalStyle('body', {
  minHeight: '100dvh',
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.normal,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('img, picture, video, canvas, svg', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('img, video', {
  height: 'auto',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('p, h1, h2, h3, h4, h5, h6', {
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.font.lineHeight.tight,
  textWrap: 'balance',
});

globalStyle(':focus-visible', focusVisibleStyle);

// Motion is decoration here, never information; timers (rules:layout-constants: 300 ms modal fade) still run.
globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      // csstype has no !important form for keyword properties; the CSS is still valid.
      scrollBehavior: 'auto !important' as 'auto',
    },
  },
});

/** Hidden on screen, still read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: 0,
});

/** "Skip to content": off screen until focused, then above the header. */
export const skipLink = style({
  position: 'absolute',
  insetBlockStart: vars.space.xs,
  insetInlineStart: vars.space.xs,
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.font.weight.semiBold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible, &:focus': {transform: 'none'},
  },
});
