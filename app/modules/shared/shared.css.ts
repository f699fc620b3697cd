import {createVar, globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {cardGrid as cardGridRule, displayType, fillImage, outlineFocus, textField, textFieldSize} from '~/styles/rules';
import {ANCHOR_SCROLL_MARGIN, headerHeight, media} from '~/styles/tokens';

/** The frame every module shares: full-width band, centred column, anchor offset under the sticky header. */
export const section = style({
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.xl,
  // rules:layout-constants: anchors land below the sticky header (the global header offset or 120, plus 12px).
  scrollMarginTop: ANCHOR_SCROLL_MARGIN,
  '@media': {[media.mobile]: {paddingBlock: vars.space.xxl, paddingInline: vars.space.md}},
});

export const inner = style({maxWidth: '1200px', marginInline: 'auto'});

export const header = style({maxWidth: '44rem', marginBottom: vars.space.xl});

export const eyebrow = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  marginBottom: vars.space.xs,
});

export const title = style({
  ...displayType(vars.font.size.display),
  lineHeight: vars.font.lineHeight.tight,
  marginBottom: vars.space.sm,
  '@media': {[media.mobile]: {fontSize: vars.font.size.xxxl}},
});

export const subtitle = style({fontSize: vars.font.size.lg, lineHeight: vars.font.lineHeight.normal});

export const ctaRow = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.lg});

export const image = style({display: 'block', width: '100%', height: 'auto', objectFit: 'cover'});

export const cardGrid = style(cardGridRule('240px'));

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  background: vars.color.background,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  boxShadow: vars.shadow.sm,
});

export const cardBody = style({display: 'grid', gap: vars.space.xs, padding: vars.space.md});

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semiBold,
  lineHeight: vars.font.lineHeight.snug,
});

export const muted = style({color: vars.color.textMuted});

export const price = style({fontWeight: vars.font.weight.semiBold});
export const badges = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs, listStyle: 'none', padding: 0});
export const badge = style({
  display: 'inline-block',
  paddingInline: vars.space.xs,
  paddingBlock: '2px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semiBold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
/** A standalone text link (a phone number, an e-mail): a 24px target (WCAG 2.2 2.5.8). */
export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '24px',
  overflowWrap: 'anywhere',
  color: 'inherit',
  textDecorationLine: 'underline',
  textUnderlineOffset: '3px',
});
/** The whole card is the link's hit area; the link text stays the title. */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': {content: '""', position: 'absolute', inset: 0},
    '&:hover': {textDecorationLine: 'underline'},
    '&:focus-visible': {outline: 'none'},
    '&:focus-visible::after': {...outlineFocus, borderRadius: vars.radius.md},
  },
});
globalStyle(`${card}`, {position: 'relative'});

export const quote = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.snug,
});
export const cite = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});
export const portrait = style({width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover'});
export const avatar = style({width: '64px', height: '64px', borderRadius: '50%', objectFit: 'cover'});
export const jobList = style({
  display: 'grid',
  listStyle: 'none',
  padding: 0,
  borderTop: `1px solid ${vars.color.border}`,
  maxWidth: '52rem',
});
export const job = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.semiBold,
});
export const overlay = style({
  position: 'relative',
  overflow: 'hidden',
  color: vars.color.textInverse,
  background: vars.color.brand,
});
export const overlayImage = style({...fillImage, opacity: 0.35});
export const overlayContent = style({position: 'relative', display: 'grid', gap: vars.space.md});
/** A faint background image under a module's own colours (the text keeps its contrast against the theme colour). */
export const backdrop = style({position: 'relative', isolation: 'isolate', overflow: 'hidden'});
export const backdropImage = style({...fillImage, zIndex: -1, opacity: 0.15});
export const contactList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space.lg,
  margin: 0,
});
export const inlineForm = style({display: 'grid', gap: vars.space.xs, maxWidth: '36rem'});
export const inlineFields = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm});
export const label = style({fontWeight: vars.font.weight.semiBold});
export const input = style({...textField, ...textFieldSize.regular, flex: '1 1 16rem', width: '100%'});
export const error = style({color: vars.color.error, fontWeight: vars.font.weight.semiBold});
export const small = style({fontSize: vars.font.size.sm});
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
export const scrollNav = style({
  position: 'sticky',
  // Under the sticky header (rules:layout-constants layout: the header offset).
  top: `${headerHeight.desktop}px`,
  '@media': {[media.mobile]: {top: `${headerHeight.mobile}px`}},
  zIndex: vars.zIndex.raised,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
});
export const scrollNavList = style({
  display: 'flex',
  gap: vars.space.lg,
  maxWidth: `calc(1200px + 2 * ${vars.space.xl})`,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  listStyle: 'none',
  '@media': {[media.mobile]: {paddingInline: vars.space.md}},
});
export const scrollNavLink = style({
  display: 'inline-block',
  paddingBlock: vars.space.sm,
  color: vars.color.text,
  fontWeight: vars.font.weight.semiBold,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  selectors: {'&:hover': {textDecorationLine: 'underline'}, '&:focus-visible': outlineFocus},
});
/** A page's h1 when no hero leads it. */
export const pageTitle = style({
  maxWidth: `calc(1200px + 2 * ${vars.space.xl})`,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  paddingTop: vars.space.xxl,
  ...displayType(vars.font.size.hero),
  lineHeight: vars.font.lineHeight.tight,
  '@media': {[media.mobile]: {fontSize: vars.font.size.display, paddingInline: vars.space.md}},
});
export const jumpList = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0});

/** A module's CMS background and text colours (moduleTheme, resolved on the server), set per module. */
export const themeBackground = createVar();
export const themeColor = createVar();
/**
 * On a module with CMS colours. Declared last in this file so the colours win over the other
 * frames here (an overlay's Deep Sea), as the inline style they replace did.
 */
export const themed = style({background: themeBackground, color: themeColor});
