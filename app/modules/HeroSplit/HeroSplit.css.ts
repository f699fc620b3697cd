import {createVar, globalStyle, style, styleVariants} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {displayType} from '~/styles/rules';
import {ANCHOR_SCROLL_MARGIN, media} from '~/styles/tokens';

/** The CMS copy and image column shares (rules:content-fields), as a grid track list such as `1fr 1fr`. */
export const columns = createVar();

export const split = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  scrollMarginTop: ANCHOR_SCROLL_MARGIN,
  // A phone stacks the parts from the top: centred in the minimum height, a half-arrived copy would
  // be painted lower down and jump up when the rest came.
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: '1fr',
      alignContent: 'start',
      gap: vars.space.lg,
      paddingInline: vars.space.md,
    },
  },
});

export const heights = styleVariants({
  Short: {minHeight: '360px'},
  Medium: {minHeight: '480px'},
  Tall: {minHeight: '600px'},
});

/** As wide as it will be from its first line: shrunk to a half-arrived eyebrow, it would widen when the rest came. */
export const copy = style({
  display: 'grid',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '36rem',
  justifySelf: 'center',
});
export const align = styleVariants({
  Left: {textAlign: 'left'},
  Center: {textAlign: 'center', justifyItems: 'center'},
  Right: {textAlign: 'right', justifyItems: 'end'},
});

export const media_ = style({position: 'relative', borderRadius: vars.radius.lg, overflow: 'hidden'});
/** The app variant: the whole screen, narrower and centred, never cropped. */
export const appMedia = style({
  position: 'relative',
  maxWidth: '420px',
  marginInline: 'auto',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.lg,
});
export const logo = style({width: '120px', height: 'auto'});
export const storeLinks = style({listStyle: 'none', padding: 0, margin: 0});
export const imageFirst = style({'@media': {[media.aboveMobile]: {order: -1}}});

export const inset = style({
  position: 'absolute',
  right: vars.space.md,
  bottom: vars.space.md,
  width: '30%',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});

export const title = style({
  ...displayType(vars.font.size.display),
  lineHeight: vars.font.lineHeight.tight,
});
export const mobileTitle = style({'@media': {[media.aboveMobile]: {display: 'none'}}});
export const desktopOnly = style({'@media': {[media.mobile]: {display: 'none'}}});
/**
 * Where the one real heading is not shown on a viewport (the visual copy elsewhere is
 * aria-hidden), it is visually hidden there, not removed: every viewport keeps its heading.
 */
const offScreen = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
} as const;
export const headingDesktopOnly = style({'@media': {[media.mobile]: offScreen}});
export const headingMobileOnly = style({'@media': {[media.aboveMobile]: offScreen}});
export const body = style({
  display: 'grid',
  gap: vars.space.sm,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.normal,
});
export const subtitle = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});
globalStyle(`${body} a`, {color: 'inherit', textDecorationLine: 'underline', textUnderlineOffset: '3px'});
