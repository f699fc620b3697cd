import {keyframes, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {VALUE_CHANGE_MS} from '~/styles/tokens';

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.size.xl,
});
export const large = style({fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.semiBold});
export const struck = style({
  color: vars.color.textMuted,
  textDecoration: 'line-through',
  fontWeight: vars.font.weight.normal,
  fontSize: '0.85em',
});
export const current = style({fontWeight: vars.font.weight.semiBold});
const valueIn = keyframes({from: {opacity: 0.2, transform: 'translateY(0.25em)'}, to: {opacity: 1, transform: 'none'}});
/** rules:pricing-financing: a value that changed animates in for 300 ms (a transform and opacity: nothing around it moves). */
export const changed = style({
  display: 'inline-block',
  animation: `${valueIn} ${VALUE_CHANGE_MS}ms ease-out`,
  '@media': {'(prefers-reduced-motion: reduce)': {animation: 'none'}},
});
export const or = style({color: vars.color.textMuted, fontSize: '0.85em'});
export const free = style({color: vars.color.success, fontWeight: vars.font.weight.bold});
export const saving = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.sm,
});

export const tabs = style({
  display: 'inline-flex',
  gap: vars.space.xxs,
  padding: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  marginBottom: vars.space.sm,
});
export const tab = style({
  border: 0,
  borderRadius: vars.radius.pill,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  selectors: {'&[aria-pressed="true"]': {background: vars.color.brand, color: vars.color.textInverse}},
});
