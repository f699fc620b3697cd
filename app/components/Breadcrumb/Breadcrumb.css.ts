import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {wrappingRow} from '~/styles/rules';

export const nav = style({fontSize: vars.font.size.sm, marginBottom: vars.space.sm});
export const list = style(wrappingRow(vars.space.xs));
export const crumb = style({display: 'flex', gap: vars.space.xs});
