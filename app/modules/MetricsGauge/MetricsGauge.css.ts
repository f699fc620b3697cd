import {createVar, style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {twoColumns} from '~/styles/rules';

export const layout = style(twoColumns);
export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textInverse,
});
// 600 sits between the theme's semiBold (500) and bold (700); kept as it was drawn.
export const heading = style({fontSize: vars.font.size.xl, fontWeight: 600});
/** The dial's filled arc. */
export const dialFill = style({stroke: vars.color.gaugeFill});
export const dial = style({width: '100%', maxWidth: '320px', height: 'auto', justifySelf: 'center'});
export const badge = style({
  justifySelf: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
});
export const stats = style({display: 'grid', gap: vars.space.sm, listStyle: 'none', padding: 0});
export const stat = style({position: 'relative'});
export const statButton = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space.xxs,
  width: '100%',
  padding: vars.space.xs,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'help',
  selectors: {'&:focus-visible': focusVisibleStyle},
});
export const bar = style({
  gridColumn: '1 / -1',
  height: '6px',
  borderRadius: vars.radius.pill,
  background: 'rgba(255, 255, 255, 0.25)',
  overflow: 'hidden',
});
/** A stat's share of the maximum, as a width, and its CMS colour; set per stat. */
export const fillWidth = createVar();
export const fillColor = createVar();
export const fill = style({display: 'block', height: '100%', width: fillWidth, background: fillColor});
/** rules:content-fields: a hover tooltip on desktop; below 768px a tap opens a dialog instead. */
export const tooltip = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: vars.zIndex.raised,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.font.size.sm,
  display: 'none',
  selectors: {[`${stat}:hover &, ${stat}:focus-within &`]: {display: 'block'}},
  '@media': {[media.mobile]: {selectors: {[`${stat}:hover &, ${stat}:focus-within &`]: {display: 'none'}}}},
});
export const dialog = style({
  position: 'fixed',
  insetInline: vars.space.md,
  bottom: vars.space.md,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});
export const dialogTitle = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.lg});
