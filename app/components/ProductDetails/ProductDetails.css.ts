import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';

export const orderMessage = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});
/** An out-of-stock order message stands out from the in-stock one by its border. */
export const orderMessageOutOfStock = style([orderMessage, {border: `1px solid ${vars.color.accent}`}]);
globalStyle(`${orderMessage} p + p`, {marginTop: vars.space.xs});

export const details = style({display: 'grid', gap: vars.space.sm});
export const detailsTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semiBold,
  color: vars.color.brand,
});
export const body = style({color: vars.color.text, lineHeight: vars.font.lineHeight.normal});
globalStyle(`${body} ul`, {paddingInlineStart: vars.space.lg, listStyle: 'disc'});
globalStyle(`${body} p + *, ${body} ul + *`, {marginTop: vars.space.sm});
