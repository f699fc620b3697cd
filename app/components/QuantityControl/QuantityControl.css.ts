import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
});
export const button = style({
  width: '44px',
  height: '44px',
  border: 0,
  background: vars.color.background,
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  cursor: 'pointer',
  selectors: {'&:disabled': {color: vars.color.textMuted, cursor: 'not-allowed', background: vars.color.surface}},
});
export const input = style({
  width: '3rem',
  height: '44px',
  border: 0,
  textAlign: 'center',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.background,
});
