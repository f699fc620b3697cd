import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxl,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {[media.tabletDown]: {gridTemplateColumns: '1fr', gap: vars.space.lg, padding: vars.space.md}},
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const title = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.normal,
  color: vars.color.brand,
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.sm,
});

export const price = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semiBold,
  marginBottom: vars.space.lg,
});

export const description = style({color: vars.color.text, lineHeight: vars.font.lineHeight.normal});
