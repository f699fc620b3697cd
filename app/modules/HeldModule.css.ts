import {style} from '@vanilla-extract/css';

/** A held module's wrapper: no box of its own, so the module lays out as if it were not there. */
export const held = style({display: 'contents'});
