import {createVar, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {wrappingRow} from '~/styles/rules';

export const list = style({...wrappingRow(vars.space.xs), margin: `0 0 ${vars.space.sm}`});
/** The badge's palette colours (rules:product-states), set per badge. */
export const background = createVar();
export const color = createVar();
export const badge = style({
  background,
  color,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  // rules:product-fields Badge size: Large is a step up in type and padding (a data attribute: no class map in the page's JavaScript).
  selectors: {'&[data-size="LARGE"]': {fontSize: vars.font.size.sm, padding: `${vars.space.xs} ${vars.space.md}`}},
});
