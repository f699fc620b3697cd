import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {wrappingRow} from '~/styles/rules';

export const root = style({display: 'grid', gap: vars.space.md});
export const image = style({width: '100%', height: 'auto', borderRadius: vars.radius.md});
export const ctas = style(wrappingRow(vars.space.md));
