import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

export const products = style({display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg, listStyle: 'none', padding: 0, '@media': {[media.mobile]: {gridTemplateColumns: '1fr'}}});
export const product = style({display: 'grid', alignContent: 'start', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border}`, background: vars.color.background, color: vars.color.text});
export const name = style({fontFamily: vars.font.family.display, fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.normal});
export const specs = style({display: 'grid', gap: vars.space.xs, margin: 0});
export const spec = style({display: 'grid', gap: '2px', paddingBlock: vars.space.xs, borderTop: `1px solid ${vars.color.border}`});
export const specLabel = style({fontSize: vars.font.size.sm, color: vars.color.textMuted});
export const specValue = style({margin: 0, fontWeight: vars.font.weight.semiBold});
export const valueProps = style({display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.lg, listStyle: 'none', padding: 0, marginTop: vars.space.xl});
export const footer = style({marginTop: vars.space.lg});
