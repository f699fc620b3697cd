import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {fillImage, heroHeading} from '~/styles/rules';

export const hero = style({
  position: 'relative',
  display: 'grid',
  alignItems: 'center',
  minHeight: 'min(70vh, 720px)',
  overflow: 'hidden',
  color: vars.color.textInverse,
  background: vars.color.brand,
});

export const image = style(fillImage);

export const scrim = style({
  position: 'absolute',
  inset: 0,
  pointerEvents: 'none',
  // Keeps the copy at AA contrast over any part of the picture.
  background: 'linear-gradient(90deg, rgba(6, 52, 72, 0.92) 0%, rgba(6, 52, 72, 0.75) 45%, rgba(6, 52, 72, 0) 75%)',
  '@media': {[media.mobile]: {background: 'rgba(6, 52, 72, 0.8)'}},
});

export const copy = style({
  position: 'relative',
  maxWidth: '36rem',
  padding: `${vars.space.huge} ${vars.space.xxl}`,
  '@media': {[media.mobile]: {padding: `${vars.space.xxl} ${vars.space.md}`}},
});

export const eyebrow = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
});

export const title = style({...heroHeading, marginBottom: vars.space.md});

export const description = style({fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal});

/** The background video fills the hero over its image; its controls sit above the scrim. */
export const video = style({position: 'absolute', inset: 0});
globalStyle(`${video} > *`, {height: '100%'});

export const slides = style({background: vars.color.background});
/** On a phone the slider's arrows sit under the copy (Slider.css.ts): the copy ends above them. */
globalStyle(`${slides} ${copy}`, {'@media': {[media.mobile]: {paddingBottom: `calc(44px + 2 * ${vars.space.sm})`}}});

/** The slider's counter bar (44px buttons and the gap above them), held while its code loads. */
export const slidesPending = style({paddingBottom: `calc(44px + ${vars.space.sm})`});

/** The hero's value props: short promises under the CTAs, each after a tick. */
export const valueProps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  listStyle: 'none',
  padding: 0,
  marginTop: vars.space.lg,
  fontWeight: vars.font.weight.semiBold,
});
globalStyle(`${valueProps} > li::before`, {content: '"✓"', marginRight: vars.space.xs, color: vars.palette.sand});
