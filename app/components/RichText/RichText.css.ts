import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const figure = style({margin: `${vars.space.md} 0`});
globalStyle(`${figure} img`, {width: '100%', height: 'auto', borderRadius: vars.radius.md});
globalStyle(`${figure} figcaption`, {marginTop: vars.space.xs, fontSize: vars.font.size.sm});

/**
 * rules:layout-constants: tables of at most 3 columns use a fixed layout; wider ones scroll
 * sideways, with fades at the edges that show there is more (background
 * "scroll shadows": the covers move with the content, the fades stay).
 */
export const tableWrap = style({
  margin: `${vars.space.md} 0`,
  selectors: {
    '&[data-layout="scroll"]': {
      overflowX: 'auto',
      background: [
        `linear-gradient(90deg, ${vars.color.background} 30%, transparent) left / 48px 100% no-repeat local`,
        `linear-gradient(270deg, ${vars.color.background} 30%, transparent) right / 48px 100% no-repeat local`,
        'linear-gradient(90deg, rgba(6, 52, 72, 0.18), transparent) left / 16px 100% no-repeat scroll',
        'linear-gradient(270deg, rgba(6, 52, 72, 0.18), transparent) right / 16px 100% no-repeat scroll',
      ].join(', '),
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  selectors: {
    '&[data-layout="fixed"]': {tableLayout: 'fixed'},
    '&[data-layout="scroll"]': {minWidth: '640px'},
  },
});
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xs,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, {fontWeight: vars.font.weight.semiBold});
globalStyle(`${table} p`, {margin: 0});
