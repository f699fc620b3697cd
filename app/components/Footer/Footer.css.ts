import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

export const footer = style({
  marginTop: vars.space.huge,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.xl,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {[media.mobile]: {padding: `${vars.space.xl} ${vars.space.md}`}},
});

export const heading = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  marginBottom: vars.space.sm,
});

export const list = style({listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space.xs});

export const link = style({
  color: vars.color.textInverse,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  selectors: {'&:hover': {textDecorationThickness: '2px'}},
});

export const legal = style({
  gridColumn: '1 / -1',
  borderTop: `1px solid rgba(255, 255, 255, 0.3)`,
  paddingTop: vars.space.lg,
  fontSize: vars.font.size.sm,
});
