import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

/** Out of the layout but not display:none, so every browser keeps drawing its symbols through <use>. */
export const sprite = style({position: 'absolute', width: 0, height: 0, overflow: 'hidden'});

/** The keel under the hull in the logo's mark: Cedar, the brand accent (rules:layout-constants). */
export const keel = style({fill: vars.color.accent});
