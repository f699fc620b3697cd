import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const list = style({listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.md});
export const line = style({display: 'grid', gridTemplateColumns: '80px 1fr auto', gap: vars.space.md, alignItems: 'center', paddingBottom: vars.space.md, borderBottom: `1px solid ${vars.color.border}`});
export const thumb = style({width: '80px', height: '60px', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface});
export const title = style({fontWeight: vars.font.weight.semiBold, color: vars.color.brand});
export const muted = style({color: vars.color.textMuted, fontSize: vars.font.size.sm});
export const controls = style({display: 'flex', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs});
export const step = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {'&:disabled': {color: vars.color.textMuted, cursor: 'not-allowed'}},
});
export const remove = style({border: 0, background: 'none', color: vars.color.brand, textDecoration: 'underline', cursor: 'pointer', fontSize: vars.font.size.sm});
export const bundle = style({padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, display: 'grid', gap: vars.space.sm});
export const bundleHead = style({display: 'flex', justifyContent: 'space-between', fontWeight: vars.font.weight.semiBold});
export const struck = style({textDecoration: 'line-through', color: vars.color.textMuted, marginRight: vars.space.xs});
export const error = style({color: vars.color.error, fontWeight: vars.font.weight.semiBold});
