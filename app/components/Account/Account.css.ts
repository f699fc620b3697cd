import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {
  narrowPageColumn,
  outlineFocus,
  pageHeading,
  stackedList,
  textField,
  textFieldSize,
  underlinedLink,
} from '~/styles/rules';

/** The account pages (decision 0137): one column in the order page's measure, a tab row, cards and forms. */
export const page = style({
  ...narrowPageColumn,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
});
export const title = style({...pageHeading, overflowWrap: 'anywhere'});
export const heading = style({fontSize: vars.font.size.xl, color: vars.color.brand, margin: 0});
export const muted = style({color: vars.color.textMuted, margin: 0});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.brand,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      fontWeight: vars.font.weight.semiBold,
      textDecoration: 'underline',
      textUnderlineOffset: '6px',
    },
    '&:focus-visible': outlineFocus,
  },
});
export const textButton = style({
  ...underlinedLink,
  minHeight: '44px',
  color: vars.color.brand,
  selectors: {'&:focus-visible': outlineFocus},
});
export const signOut = style({marginLeft: 'auto'});

export const list = style(stackedList(vars.space.md));
/** The bordered box a card and an expanding section are drawn in. */
const borderedBox = {
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  padding: vars.space.md,
} as const;
export const card = style({...borderedBox, display: 'grid', gap: vars.space.xs});
export const cardRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `${vars.space.xxs} ${vars.space.md}`,
});
export const link = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  minHeight: '24px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {'&:focus-visible': outlineFocus},
});
export const badge = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
  color: vars.color.brand,
});
export const address = style({fontStyle: 'normal', margin: 0, overflowWrap: 'anywhere'});
export const pager = style({display: 'flex', justifyContent: 'space-between', gap: vars.space.md});

/** Order lines: title and quantity beside the price. */
export const lines = style([list, {gap: vars.space.sm}]);
export const line = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.sm,
});
export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) max-content',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  margin: 0,
});
export const totalLabel = style({margin: 0});
export const totalValue = style({margin: 0, textAlign: 'right'});
export const grandTotal = style({fontWeight: vars.font.weight.semiBold});

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {[media.mobile]: {gridTemplateColumns: 'minmax(0, 1fr)'}},
});
export const field = style({display: 'grid', gap: vars.space.xxs, alignContent: 'start', minWidth: 0});
export const wide = style({gridColumn: '1 / -1'});
export const label = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.sm});
export const input = style({...textField, ...textFieldSize.regular, width: '100%'});
export const check = style({display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: '44px'});
export const checkbox = style({width: '24px', height: '24px', margin: 0, accentColor: vars.color.brand});
export const error = style({color: vars.color.error, fontSize: vars.font.size.sm, margin: 0});
export const done = style({color: vars.color.success, margin: 0});
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  gridColumn: '1 / -1',
});
export const details = style(borderedBox);
export const summary = style({
  cursor: 'pointer',
  minHeight: '24px',
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  selectors: {'&:focus-visible': outlineFocus},
});
