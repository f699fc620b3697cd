import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {
  brandLinkButton,
  outlineFocus,
  pageColumn,
  pageHeading,
  stackedList,
  textField,
  textFieldSize,
  thumbnail,
} from '~/styles/rules';
import {headerHeight, media} from '~/styles/tokens';

/**
 * The full cart page (rules:cart-mini-cart): lines on the left and a summary on the right that stays in view
 * from 1024px; one column below, with the summary straight after the lines, so the checkout
 * button comes before the product slider on a phone.
 * Every grid and flex child that holds a long row (the slider, a bundle) gets `min-width: 0`:
 * a grid item's minimum width is its content's by default, which is how a slider once pushed
 * the whole page 300px past the window.
 */
export const page = style(pageColumn);

export const title = style(pageHeading);

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {[media.desktop]: {gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)'}},
});

export const lines = style({display: 'grid', gap: vars.space.md, minWidth: 0});

export const summary = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
  '@media': {[media.desktop]: {position: 'sticky', top: `${headerHeight.desktop + 24}px`}},
});

export const summaryTitle = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semiBold,
  color: vars.color.brand,
  margin: 0,
});

export const figures = style({display: 'grid', gap: vars.space.xs, margin: 0});
/** A label and its amount on one line; the amount never wraps, the label may. */
export const figure = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
});
export const figureLabel = style({margin: 0, minWidth: 0});
export const figureValue = style({margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums'});
export const savings = style({color: vars.color.success, fontWeight: vars.font.weight.semiBold});
export const totalRow = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semiBold,
  color: vars.color.text,
  paddingTop: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
});
export const monthly = style({margin: 0, textAlign: 'right', color: vars.color.textMuted, fontSize: vars.font.size.sm});

export const financing = style({display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm});
export const financingTitle = style({fontWeight: vars.font.weight.semiBold, margin: 0});

export const checkout = style({width: '100%'});
export const keepShopping = style({justifySelf: 'center', color: vars.color.brand, padding: `${vars.space.xxs} 0`});

export const empty = style({display: 'grid', gap: vars.space.md, justifyItems: 'start'});
export const finePrint = style({color: vars.color.textMuted, fontSize: vars.font.size.xs, margin: 0});
export const linkButton = style({
  justifySelf: 'start',
  minHeight: '24px',
  ...brandLinkButton,
  font: 'inherit',
});
export const additionalCtas = style({
  ...stackedList(vars.space.xs),
  justifyItems: 'center',
});
export const muted = style({color: vars.color.textMuted, fontSize: vars.font.size.sm, margin: 0});

export const valueProps = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const valuePropTitle = style({fontWeight: vars.font.weight.semiBold, margin: 0});

export const slider = style({display: 'grid', gap: vars.space.sm, minWidth: 0});
export const sliderTitle = style({fontSize: vars.font.size.xl, color: vars.color.brand, margin: 0});
/** The product slider scrolls inside its own box, never the page. */
export const sliderTrack = style({
  display: 'flex',
  gap: vars.space.md,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: `0 0 ${vars.space.xs}`,
  margin: 0,
  minWidth: 0,
});
export const sliderItem = style({
  flex: '0 0 12rem',
  scrollSnapAlign: 'start',
  display: 'grid',
  gap: vars.space.xxs,
  alignContent: 'start',
});
export const sliderImage = style({...thumbnail, background: vars.color.surfaceAlt});
export const sliderLink = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  padding: `${vars.space.xxs} 0`,
});

/** The discount-code form and the codes on the cart (decision 0076). */
export const discount = style({display: 'grid', gap: vars.space.xs});
export const discountFields = style({display: 'flex', gap: vars.space.xs, minWidth: 0});
export const discountLabel = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.sm});
export const discountInput = style({
  ...textField,
  ...textFieldSize.compact,
  flex: '1 1 auto',
  textTransform: 'uppercase',
});
export const discountApply = style({flex: '0 0 auto', minHeight: '44px'});
export const discountMessage = style({
  margin: 0,
  color: vars.color.error,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semiBold,
});
export const discountCodes = style(stackedList(vars.space.xxs));
export const discountCode = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
export const discountRemove = style({
  minHeight: '24px',
  minWidth: '24px',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  textDecoration: 'underline',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {'&:focus-visible': outlineFocus},
});
