import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

// 600 sits between the theme's semiBold (500) and bold (700); kept as it was drawn.
const titleWeight = 600;

/** Digits of equal width, so the text does not jiggle as it ticks. */
export const digits = style({fontVariantNumeric: 'tabular-nums'});
export const inline = style([digits, {fontWeight: titleWeight}]);
export const title = style({fontWeight: titleWeight});
export const boxes = style({display: 'flex', gap: vars.space.sm});
export const box = style({display: 'grid', justifyItems: 'center'});
// Tabular digits: a box as wide as its value, which must not change as the seconds tick (its label would move).
export const boxValue = style([digits, {fontSize: vars.font.size.xxl}]);
export const boxLabel = style({fontSize: vars.font.size.xs});
