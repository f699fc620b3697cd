import {globalStyle, style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {cardLink} from '../shared/shared.css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {chosenPill, displayType, heroHeading} from '~/styles/rules';

export const page = style({
  maxWidth: '64rem',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  paddingBlock: vars.space.xxl,
  display: 'grid',
  gap: vars.space.xl,
  '@media': {[media.mobile]: {paddingInline: vars.space.md}},
});
export const h1 = style(heroHeading);
export const intro = style({display: 'grid', gap: vars.space.sm, maxWidth: '44rem', fontSize: vars.font.size.lg});
globalStyle(`${intro} a`, {color: vars.color.brand, textDecorationLine: 'underline', textUnderlineOffset: '3px'});
export const step = style({
  ...displayType(vars.font.size.xxl),
  marginBottom: vars.space.md,
});
export const coaches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
});
export const coach = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '64px 1fr',
  gap: vars.space.sm,
  // At the top: centred, a portrait painted before its text moves when the text arrives (tests/e2e/layout-shift.spec.ts).
  alignItems: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.border}`,
  selectors: {'&[data-selected="true"]': {borderColor: vars.color.brand, background: vars.color.surface}},
});
export const avatar = style({width: '64px', height: '64px', borderRadius: '50%', objectFit: 'cover'});
/** The shared card link (the whole card is its target) in the text colour, semi-bold. */
export const coachLink = style([cardLink, {color: vars.color.text, fontWeight: vars.font.weight.semiBold}]);
export const coachMeta = style({fontSize: vars.font.size.sm, color: vars.color.textMuted});
export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.lg,
});
export const day = style({border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.xs});
export const dayLegend = style({fontWeight: vars.font.weight.semiBold, marginBottom: vars.space.xs});
export const times = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.xs});
export const time = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.textMuted}`,
  cursor: 'pointer',
  selectors: {'&:has(input:checked)': chosenPill, '&:has(input:focus-visible)': focusVisibleStyle},
});
export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.md,
  '@media': {[media.mobile]: {gridTemplateColumns: '1fr'}},
});
export const field = style({display: 'grid', gap: vars.space.xxs});
export const form = style({display: 'grid', gap: vars.space.lg});
export const confirmation = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
