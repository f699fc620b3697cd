import {style} from '@vanilla-extract/css';

export const stars = style({display: 'inline-flex', gap: '2px', verticalAlign: 'middle'});
