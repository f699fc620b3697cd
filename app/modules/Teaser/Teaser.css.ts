import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {twoColumns} from '~/styles/rules';

export const grid = style(twoColumns);
export const imageRight = style({'@media': {[media.aboveMobile]: {order: 1}}});
export const media_ = style({borderRadius: vars.radius.lg, overflow: 'hidden'});

/** The video's cover as one big play button. */
export const play = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
});
export const playIcon = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  display: 'grid',
  placeItems: 'center',
  width: '72px',
  height: '72px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  boxShadow: vars.shadow.md,
  selectors: {[`${play}:hover &`]: {background: vars.color.accentText}},
});
