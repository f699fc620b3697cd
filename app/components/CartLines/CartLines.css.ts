import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {brandLinkButton, stackedList, thumbnail, wrappingRow} from '~/styles/rules';

export const list = style(stackedList(vars.space.md));
/**
 * thumb | title | price on the first row, the quantity controls under the title. Every track
 * can shrink (minmax(0, …)), so a long title wraps instead of pushing the price off-screen.
 */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '80px minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {[media.mobile]: {gridTemplateColumns: '64px minmax(0, 1fr) auto', columnGap: vars.space.sm}},
});
export const info = style({minWidth: 0, overflowWrap: 'anywhere'});
export const price = style({whiteSpace: 'nowrap', textAlign: 'right', fontVariantNumeric: 'tabular-nums'});
export const quantity = style({minWidth: '1.5rem', textAlign: 'center'});
export const thumb = style({gridRow: 'span 2', ...thumbnail, background: vars.color.surface});
export const title = style({fontWeight: vars.font.weight.semiBold, color: vars.color.brand});
export const muted = style({color: vars.color.textMuted, fontSize: vars.font.size.sm});
/** A warranty's detail rows: labels in one column, values beside them, small and muted. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.sm,
  rowGap: '2px',
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const detail = style({display: 'contents'});
globalStyle(`${detail} > dt`, {fontWeight: vars.font.weight.semiBold});
globalStyle(`${detail} > dd`, {margin: 0, overflowWrap: 'anywhere'});
export const controls = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});
export const step = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {'&:disabled': {color: vars.color.textMuted, cursor: 'not-allowed'}},
});
export const remove = style({
  minHeight: '24px',
  ...brandLinkButton,
  padding: `0 ${vars.space.xxs}`,
  fontSize: vars.font.size.sm,
});
export const bundle = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space.sm,
});
export const bundleHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  fontWeight: vars.font.weight.semiBold,
});
export const bundleTitle = style({minWidth: 0, overflowWrap: 'anywhere'});
export const struck = style({textDecoration: 'line-through', color: vars.color.textMuted, marginRight: vars.space.xs});
export const error = style({color: vars.color.error, fontWeight: vars.font.weight.semiBold});

/** rules:cart-fields productCMS badges on a cart line: small tags under the title. */
export const lineBadges = style({...wrappingRow(vars.space.xxs), margin: `${vars.space.xxs} 0 0`});
export const lineBadge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semiBold,
  selectors: {'&[data-type="Promo"]': {background: vars.color.brand, color: vars.color.textInverse}},
});
export const lineDescription = style({
  margin: `${vars.space.xxs} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
