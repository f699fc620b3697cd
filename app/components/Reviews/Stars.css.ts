import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const stars = style({display: 'inline-flex', verticalAlign: 'middle'});
/** The filled stars (Terracotta, the accent's text shade) over the empty ones. */
export const filled = style({fill: vars.color.accentText});
export const empty = style({fill: vars.color.starEmpty});
