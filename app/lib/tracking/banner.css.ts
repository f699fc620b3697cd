import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

/**
 * The cookie choice overlays the bottom of the viewport (fixed): it never
 * pushes the page's content, so showing it moves nothing (no layout shift).
 */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: 1000,
  maxWidth: '44rem',
  marginInline: 'auto',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: '12px',
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  boxShadow: '0 8px 32px rgba(6, 52, 72, 0.28)',
  '@media': {[media.mobile]: {insetInline: vars.space.xs, bottom: vars.space.xs, padding: vars.space.md}},
});

export const title = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const text = style({margin: `0 0 ${vars.space.md}`, fontSize: vars.font.size.sm, lineHeight: 1.5});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  '@media': {[media.mobile]: {flexDirection: 'column'}},
});

export const options = style({
  border: 0,
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: '24px 1fr',
  gap: vars.space.sm,
  alignItems: 'start',
  fontSize: vars.font.size.sm,
});

export const checkbox = style({width: '24px', height: '24px', margin: 0, accentColor: vars.color.brand});

export const legend = style({fontWeight: vars.font.weight.bold, marginBottom: vars.space.xs, padding: 0});
