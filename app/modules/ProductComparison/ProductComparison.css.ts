import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {displayType} from '~/styles/rules';

export const scroller = style({overflowX: 'auto'});
export const table = style({width: '100%', minWidth: '640px', borderCollapse: 'collapse', tableLayout: 'fixed'});
export const corner = style({width: '18%'});
export const head = style({
  verticalAlign: 'top',
  textAlign: 'left',
  padding: vars.space.sm,
  fontWeight: vars.font.weight.normal,
});
export const headInner = style({display: 'grid', alignContent: 'start', gap: vars.space.xs});
export const media = style({borderRadius: vars.radius.md, overflow: 'hidden'});
export const name = style({
  ...displayType(vars.font.size.xxl),
});
export const rowLabel = style({
  textAlign: 'left',
  padding: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
});
export const cell = style({
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.semiBold,
  verticalAlign: 'top',
});
export const valueProps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  padding: 0,
  marginTop: vars.space.xl,
});
export const valuePropTitle = style({fontWeight: vars.font.weight.semiBold});
export const footer = style({marginTop: vars.space.lg});
