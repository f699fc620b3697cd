import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const root = style({display: 'grid', gap: vars.space.md});
// 600 sits between the theme's semiBold (500) and bold (700); kept as it was drawn.
export const total = style({fontWeight: 600});
