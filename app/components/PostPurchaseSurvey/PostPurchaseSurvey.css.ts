import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

/** The survey script's box keeps its height while the script loads, so nothing below it moves. */
export const box = style({minHeight: '22rem', marginBlock: vars.space.xl});
