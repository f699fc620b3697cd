import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {messagePage, messageTitle} from '~/styles/rules';

export const page = style({...messagePage, padding: `${vars.space.huge} ${vars.space.lg}`});

export const title = style(messageTitle);

export const text = style({color: vars.color.textMuted, marginBottom: vars.space.xl});
