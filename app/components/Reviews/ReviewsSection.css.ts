import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {cardGrid, displayType} from '~/styles/rules';

export const summary = style({display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '24px'});
export const link = style({color: vars.color.brand, fontWeight: vars.font.weight.semiBold});
export const section = style({
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  scrollMarginTop: '70px',
});
export const heading = style({
  ...displayType(vars.font.size.xxxl),
  color: vars.color.brand,
  marginBottom: vars.space.md,
});
export const list = style(cardGrid('280px'));
export const review = style({padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface});
export const reviewTitle = style({fontWeight: vars.font.weight.semiBold, margin: `${vars.space.xs} 0`});
export const meta = style({color: vars.color.textMuted, fontSize: vars.font.size.sm, marginTop: vars.space.sm});
