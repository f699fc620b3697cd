import {createVar, globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {displayType} from '~/styles/rules';
import {media} from '~/styles/tokens';

/** The CMS colours of the banner (rules:content-fields), set per banner. */
export const background = createVar();
export const color = createVar();

export const banner = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background,
  color,
});

export const image = style({position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover'});

/** Keeps white copy at AA contrast over any image. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(90deg, rgba(6, 52, 72, 0.88), rgba(6, 52, 72, 0.6))',
});

export const inner = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xl,
  padding: `${vars.space.lg} ${vars.space.xl}`,
  selectors: {
    [`${banner}[data-height="TALL"] &`]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: `${vars.space.xxl} ${vars.space.xl}`,
    },
  },
  '@media': {[media.mobile]: {flexDirection: 'column', alignItems: 'flex-start', padding: vars.space.lg}},
});

export const copy = style({display: 'grid', gap: vars.space.xs, maxWidth: '60ch'});

export const title = style({
  ...displayType(vars.font.size.xxl),
  lineHeight: vars.font.lineHeight.tight,
});

export const badge = style({
  justifySelf: 'start',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: '1px solid currentColor',
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const financing = style({fontSize: vars.font.size.sm});

export const timer = style({display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.lg});

export const dateText = style({fontSize: vars.font.size.sm});

globalStyle(`${banner} [role="timer"] p`, {margin: 0});
