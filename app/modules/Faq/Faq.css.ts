import {globalStyle, style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {ACCORDION_ROW_HEIGHT} from '~/lib/content/fontStyle';
import {vars} from '~/styles/theme.css';

export const list = style({display: 'grid', maxWidth: '52rem', borderTop: `1px solid ${vars.color.border}`});
export const item = style({borderBottom: `1px solid ${vars.color.border}`});
/** rules:layout-constants: accordion rows are 50px high, 90px with tall titles (the `tall` class). */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: `${ACCORDION_ROW_HEIGHT.standard}px`,
  paddingBlock: vars.space.sm,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.lg,
  selectors: {
    '&::-webkit-details-marker': {display: 'none'},
    '&::after': {content: '"+"', fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.light, lineHeight: 1},
    'details[open] > &::after': {content: '"−"'},
    '&:focus-visible': focusVisibleStyle,
  },
});
export const tall = style({minHeight: `${ACCORDION_ROW_HEIGHT.tall}px`});
export const question = style({font: 'inherit', margin: 0});
export const answer = style({
  paddingBottom: vars.space.md,
  maxWidth: '44rem',
  lineHeight: vars.font.lineHeight.normal,
  display: 'grid',
  gap: vars.space.xs,
});
globalStyle(`${answer} a`, {color: 'inherit', textDecorationLine: 'underline', textUnderlineOffset: '3px'});
