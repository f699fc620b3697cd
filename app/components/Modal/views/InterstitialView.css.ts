import {style} from '@vanilla-extract/css';

export const lead = style({margin: 0});
