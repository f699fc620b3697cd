import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const list = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});
