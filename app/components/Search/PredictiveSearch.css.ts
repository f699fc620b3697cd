import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {outlineFocus as focus, textField, textFieldSize} from '~/styles/rules';
import {media} from '~/styles/tokens';

/** The header's predictive search panel (decision 0078): under the header, the width of its content. */

export const panel = style({
  position: 'absolute',
  top: '100%',
  right: vars.space.lg,
  width: 'min(36rem, calc(100vw - 2 * 16px))',
  zIndex: vars.zIndex.dropdown,
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: `0 0 ${vars.radius.md} ${vars.radius.md}`,
  boxShadow: vars.shadow.lg,
  '@media': {[media.mobile]: {right: 0, left: 0, width: 'auto', borderRadius: 0, borderInline: 0}},
});

export const form = style({display: 'flex', gap: vars.space.xs, minWidth: 0});
export const input = style({...textField, ...textFieldSize.compact, flex: '1 1 auto'});
const plainButton = {
  flex: '0 0 auto',
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {'&:focus-visible': focus},
} as const;
export const submit = style({
  ...plainButton,
  border: 0,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontWeight: vars.font.weight.semiBold,
});
export const close = style({
  ...plainButton,
  border: `1px solid ${vars.color.border}`,
  background: 'transparent',
  color: vars.color.brand,
});

export const listbox = style({
  display: 'grid',
  gap: vars.space.sm,
  maxHeight: 'min(70vh, 32rem)',
  overflowY: 'auto',
  selectors: {'&[hidden]': {display: 'none'}},
});
export const group = style({display: 'grid', gap: vars.space.xxs});
export const groupLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semiBold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
});
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.color.surface,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-2px',
    },
  },
});
export const thumb = style({
  flex: '0 0 48px',
  width: '48px',
  height: '36px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceAlt,
});
export const optionText = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flex: '1 1 auto',
  minWidth: 0,
});
export const optionTitle = style({minWidth: 0, overflowWrap: 'anywhere'});
export const optionPrice = style({
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});
