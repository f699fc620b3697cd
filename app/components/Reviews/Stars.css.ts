import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const stars = style({display: 'inline-flex', gap: '2px', verticalAlign: 'middle'});
/** A star's filled part (Terracotta, the accent's text shade) and its empty part. */
export const filled = style({stopColor: vars.color.accentText});
export const empty = style({stopColor: vars.color.starEmpty});
