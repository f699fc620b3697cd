import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const root = style({display: 'grid', gap: vars.space.md});
export const image = style({width: '100%', height: 'auto', borderRadius: vars.radius.md});
export const ctas = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
