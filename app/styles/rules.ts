/**
 * Style rules that several components' css.ts files start from, as plain objects: they are read
 * when the styles are built and add no JavaScript to any page. A shared `style()` class would put
 * its name in the shell chunk (every route's first load) or tie two routes' chunks together.
 * Only css.ts files import this module.
 */
import type {StyleRule} from '@vanilla-extract/css';

import {vars} from './theme.css';
import {focusRing, media} from './tokens';

/** The focus ring without its halo, for fields and chips that draw their own border. */
export const outlineFocus = {
  outline: `${focusRing.width}px solid ${vars.color.focusRing}`,
  outlineOffset: `${focusRing.offset}px`,
} as const;

/** A page's single column (the cart, search results): centred, at most 1200px. */
export const pageColumn = {
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {[media.mobile]: {padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`}},
} satisfies StyleRule;

/** That page's h1, in the display face. */
export const pageHeading = {
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.normal,
  color: vars.color.brand,
  margin: 0,
} satisfies StyleRule;

/** A text input: a muted border, the page's colours and font; its size is the caller's (textFieldSize). */
export const textField = {
  minWidth: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {'&:focus-visible': outlineFocus},
} satisfies StyleRule;

/** Text input heights: a form's own field, and a compact one with a button beside it. */
export const textFieldSize = {
  regular: {minHeight: '48px', paddingInline: vars.space.md},
  compact: {minHeight: '44px', paddingInline: vars.space.sm},
} satisfies Record<string, StyleRule>;

/** A link, or a button drawn as one, in running text: underlined, no box of its own. */
export const underlinedLink = {
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
} satisfies StyleRule;

/** A round 32px icon button (close, pause, open a section) with no fill until hovered. */
export const roundIconButton = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
} satisfies StyleRule;
