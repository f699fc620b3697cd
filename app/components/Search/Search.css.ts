import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {
  cardGrid,
  outlineFocus as focus,
  pageColumn,
  pageHeading,
  stackedList,
  textField,
  textFieldSize,
  thumbnail,
  wrappingRow,
} from '~/styles/rules';

/** The search page (decision 0078): the form, counts and sort, product results, articles and pages, paging. */

export const page = style(pageColumn);

export const title = style({...pageHeading, overflowWrap: 'anywhere'});

export const form = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', minWidth: 0});
export const field = style({display: 'grid', gap: vars.space.xxs, flex: '1 1 16rem', minWidth: 0});
export const label = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.sm});
export const input = style({...textField, ...textFieldSize.regular, width: '100%'});
export const select = style([input, {paddingInline: vars.space.sm}]);
export const sortField = style({display: 'grid', gap: vars.space.xxs, flex: '0 1 14rem', minWidth: 0});

export const summary = style({margin: 0, color: vars.color.textMuted});
export const sectionTitle = style({fontSize: vars.font.size.xl, color: vars.color.brand, margin: 0});

export const grid = style({...cardGrid('min(100%, 14rem)'), margin: 0});
export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  minWidth: 0,
  position: 'relative',
});
export const cardImage = style({...thumbnail, background: vars.color.surfaceAlt});
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
export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  marginInlineEnd: vars.space.xs,
});
export const soldOut = style({margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm});

export const contentList = style(stackedList(vars.space.sm));
export const contentLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  padding: `${vars.space.xxs} 0`,
  display: 'inline-block',
  selectors: {'&:focus-visible': focus},
});
export const muted = style({margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm});

export const pagination = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
});
export const empty = style({display: 'grid', gap: vars.space.md, justifyItems: 'start'});
export const chips = style(wrappingRow(vars.space.xs));
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
