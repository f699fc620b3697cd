import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const page = style({
  maxWidth: '40rem',
  margin: '0 auto',
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const title = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.display,
  color: vars.color.brand,
  marginBottom: vars.space.md,
});

export const text = style({color: vars.color.textMuted, marginBottom: vars.space.md});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});
