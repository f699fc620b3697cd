import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {cardGrid, displayType, fillImage} from '~/styles/rules';

export const grid = style({...cardGrid('260px'), margin: 0});
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  scrollMarginTop: '140px',
});
export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surface,
});
export const image = style({...fillImage, transition: 'opacity 200ms'});
/**
 * The second thumbnail shows on hover. A device that cannot hover never shows it, so there it has no box: a lazy
 * image without one is never fetched (decision 0162).
 */
export const hover = style({
  opacity: 0,
  selectors: {[`${card}:hover &`]: {opacity: 1}},
  '@media': {'(hover: none)': {display: 'none'}},
});
export const title = style({
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.lg,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {'&::after': {content: '""', position: 'absolute', inset: 0}},
});
export const subtitle = style({color: vars.color.textMuted, fontSize: vars.font.size.sm});
export const urgency = style({
  color: vars.color.accentText,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
});
export const badge = style({position: 'absolute', top: vars.space.sm, left: vars.space.sm, zIndex: 1});

export const page = style({maxWidth: '1440px', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.lg}`});
export const heading = style({
  ...displayType(vars.font.size.display),
  color: vars.color.brand,
});
/** The listing's 'Compare the rowers' line above the grid. */
export const compareLine = style({marginBottom: vars.space.lg});
export const intro = style({maxWidth: '40rem', margin: `${vars.space.xs} 0 ${vars.space.xl}`});
