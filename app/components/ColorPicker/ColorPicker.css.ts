import {createVar, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const fieldset = style({border: 0, padding: 0, margin: `${vars.space.md} 0`});
export const legend = style({fontWeight: vars.font.weight.semiBold, marginBottom: vars.space.sm});
export const difference = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.normal,
  marginLeft: vars.space.xs,
});
export const swatches = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm});
export const option = style({position: 'relative'});
export const input = style({position: 'absolute', opacity: 0, width: 1, height: 1});
/** The variant's swatch colour (rules:product-states colour slug hex), set per swatch. */
export const swatchColor = createVar();
export const swatch = style({
  background: swatchColor,
  display: 'block',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.background}`,
  boxShadow: `0 0 0 1px ${vars.color.border}`,
  cursor: 'pointer',
  position: 'relative',
  selectors: {
    [`${input}:checked + &`]: {boxShadow: `0 0 0 2px ${vars.color.brand}`},
    [`${input}:focus-visible + &`]: {outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px'},
  },
});
/** rules:product-fields OOSAppearance CROSS: a sold-out colour is crossed through. */
export const crossed = style({
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: '50%',
      top: '-2px',
      bottom: '-2px',
      width: '2px',
      background: vars.color.accentText,
      transform: 'rotate(45deg)',
    },
  },
});
export const stock = style({marginTop: vars.space.sm, fontSize: vars.font.size.sm});
export const outOfStock = style({color: vars.color.accentText, fontWeight: vars.font.weight.semiBold});
export const inStock = style({color: vars.color.success});
