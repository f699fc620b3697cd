import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.xl,
  listStyle: 'none',
  padding: 0,
});
export const iconList = style({display: 'grid', gap: vars.space.lg, listStyle: 'none', padding: 0, maxWidth: '44rem'});
export const item = style({display: 'grid', gridTemplateColumns: '40px 1fr', gap: vars.space.md, alignItems: 'start'});
export const icon = style({width: 40, height: 40, color: vars.color.brand});
export const itemTitle = style({
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.lg,
  marginBottom: vars.space.xxs,
});
