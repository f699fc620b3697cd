import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

/** The search page (issue 20): the form, counts and sort, product results, articles and pages, paging. */

const focus = {outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px'};

export const page = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {[media.mobile]: {padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`}},
});

export const title = style({
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.normal,
  color: vars.color.brand,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const form = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', minWidth: 0});
export const field = style({display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem', minWidth: 0});
export const label = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.sm});
export const input = style({
  width: '100%',
  minWidth: 0,
  minHeight: '48px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {'&:focus-visible': focus},
});
export const select = style([input, {paddingInline: vars.space.sm}]);
export const sortField = style({display: 'grid', gap: vars.space.xxs, flex: '0 1 14rem', minWidth: 0});

export const summary = style({margin: 0, color: vars.color.textMuted});
export const sectionTitle = style({fontSize: vars.font.size.xl, color: vars.color.brand, margin: 0});

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
export const card = style({display: 'grid', gap: vars.space.xs, alignContent: 'start', minWidth: 0, position: 'relative'});
export const cardImage = style({width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt});
export const cardLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // The whole card is the link's target; the title keeps the accessible name.
    '&::after': {content: '""', position: 'absolute', inset: 0},
    '&:hover': {textDecoration: 'underline'},
    '&:focus-visible': focus,
  },
});
export const price = style({margin: 0, fontVariantNumeric: 'tabular-nums'});
export const struck = style({textDecoration: 'line-through', color: vars.color.textMuted, marginInlineEnd: vars.space.xs});
export const soldOut = style({margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm});

export const contentList = style({listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm});
export const contentLink = style({color: vars.color.brand, fontWeight: vars.font.weight.semiBold, padding: `${vars.space.xxs} 0`, display: 'inline-block', selectors: {'&:focus-visible': focus}});
export const muted = style({margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm});

export const pagination = style({display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap'});
export const empty = style({display: 'grid', gap: vars.space.md, justifyItems: 'start'});
export const chips = style({listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs});
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space.md,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {'&:hover': {background: vars.color.surface}, '&:focus-visible': focus},
});
export const section = style({display: 'grid', gap: vars.space.md, minWidth: 0});
