import {style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';
import {cardGrid, chosenPill, filterPill} from '~/styles/rules';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});
export const score = style({fontFamily: vars.font.family.display, fontSize: vars.font.size.xxxl});
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  marginBottom: vars.space.lg,
});
export const filter = style({
  ...filterPill,
  border: `1px solid ${vars.color.border}`,
  selectors: {'&[aria-current="true"]': chosenPill, '&:focus-visible': focusVisibleStyle},
});
export const list = style(cardGrid('280px'));
/** A featured review's picture: a 3:2 band at the top of its card. */
export const reviewImage = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});
export const review = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
});
export const reviewTitle = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.lg});
export const byline = style({fontSize: vars.font.size.sm, color: vars.color.textMuted});
export const subheading = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semiBold,
  marginBlock: vars.space.lg,
});
