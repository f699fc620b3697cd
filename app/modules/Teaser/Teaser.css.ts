import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

export const grid = style({display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.xxl, alignItems: 'center', '@media': {[media.mobile]: {gridTemplateColumns: '1fr'}}});
export const imageRight = style({'@media': {[media.aboveMobile]: {order: 1}}});
export const media_ = style({borderRadius: vars.radius.lg, overflow: 'hidden'});
