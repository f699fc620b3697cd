/**
 * The error reporting test route (/debug/throw, decision 0059). A file of its own, not
 * ErrorPage.css.ts: the root's error page would otherwise share a chunk with a test route.
 */
import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const page = style({padding: `${vars.space.xxl} ${vars.space.lg}`});
export const button = style({minHeight: '44px'});
