import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const scroller = style({overflowX: 'auto'});
/** rules:layout-constants: 130px columns. */
export const table = style({borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed'});
export const labelCell = style({
  width: '160px',
  textAlign: 'left',
  padding: vars.space.sm,
  fontWeight: vars.font.weight.semiBold,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const cell = style({
  width: '130px',
  minWidth: '130px',
  textAlign: 'center',
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const highlighted = style({
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.font.weight.semiBold,
});
export const dots = style({display: 'inline-flex', gap: '3px'});
export const dot = style({width: '10px', height: '10px', borderRadius: '50%', border: '1.5px solid currentColor'});
export const dotOn = style({background: 'currentColor'});
export const rating = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  marginTop: vars.space.md,
  fontSize: vars.font.size.sm,
  listStyle: 'none',
  padding: 0,
});
