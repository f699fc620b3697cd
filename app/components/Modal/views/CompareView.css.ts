import {createVar, style} from '@vanilla-extract/css';
import {swatchColor} from '~/components/ColorPicker/ColorPicker.css';
import {vars} from '~/styles/theme.css';
import {wrappingRow} from '~/styles/rules';

/** How many products are compared: each needs 200px beside the 160px row-label column. */
export const productCount = createVar();

export const scroller = style({overflowX: 'auto'});
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  tableLayout: 'fixed',
  minWidth: `calc(${productCount} * 200px + 160px)`,
});
export const caption = style({textAlign: 'left', marginBottom: vars.space.sm});
export const labelColumn = style({width: '160px'});
const cell = {textAlign: 'left', verticalAlign: 'top', padding: vars.space.xs} as const;
export const productHead = style(cell);
export const image = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.imageBackdrop,
});
// 600 sits between the theme's semiBold (500) and bold (700); kept as it was drawn.
export const productName = style({
  display: 'block',
  marginTop: vars.space.xs,
  fontSize: vars.font.size.lg,
  color: 'inherit',
  fontWeight: 600,
});
export const swatches = style({...wrappingRow(vars.space.xxs), margin: `${vars.space.xs} 0 0`});
/** A colour dot, not a control: the PDP's swatch colour at a glance size. */
export const swatch = style({
  vars: {[swatchColor]: vars.color.surface},
  width: '16px',
  height: '16px',
  borderRadius: vars.radius.pill,
  background: swatchColor,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
});
export const anglesButton = style({marginTop: vars.space.xs});
export const row = style({borderTop: `1px solid ${vars.color.rule}`});
export const rowHead = style(cell);
export const value = style({padding: vars.space.xs, verticalAlign: 'top'});
