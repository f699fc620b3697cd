import {style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';
import {heroHeading} from '~/styles/rules';

export const page = style({
  maxWidth: '48rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
});
export const header = style({display: 'grid', gap: vars.space.sm, marginBottom: vars.space.xl});
export const h1 = style(heroHeading);
export const form = style({display: 'grid', gap: vars.space.xl});
export const questions = style({display: 'grid', gap: vars.space.xl, listStyle: 'none', padding: 0});
export const fieldset = style({display: 'grid', gap: vars.space.sm, border: 0, padding: 0, margin: 0});
export const legend = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semiBold,
  marginBottom: vars.space.sm,
});
export const number = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
});
export const options = style({display: 'grid', gap: vars.space.xs});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '48px',
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {borderColor: vars.color.brand, background: vars.color.surface},
    '&:has(input:focus-visible)': focusVisibleStyle,
  },
});
export const result = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
export const restart = style({marginTop: vars.space.sm});
/** 'Start again': a form button drawn as the text link beside it. */
export const restartButton = style({background: 'none', border: 0, cursor: 'pointer', font: 'inherit', padding: 0});
