import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const nav = style({fontSize: vars.font.size.sm, marginBottom: vars.space.sm});
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const crumb = style({display: 'flex', gap: vars.space.xs});
