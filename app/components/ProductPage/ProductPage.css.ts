import {createVar, globalStyle, styleVariants, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {DEFAULT_SIDEBAR_SPACING, headerHeight, media, productStickyBarHeight, sidebarSpacing} from '~/styles/tokens';
import {brandLinkButton, displayType, stackedList, wrappingRow} from '~/styles/rules';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.xxl,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {[media.tabletDown]: {gridTemplateColumns: '1fr', gap: vars.space.lg, padding: vars.space.md}},
});
/** rules:product-states: the space between the sidebar's items, as the CMS names it (data-spacing), MEDIUM by default. */
export const sidebar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: `${sidebarSpacing[DEFAULT_SIDEBAR_SPACING]}px`,
  alignSelf: 'start',
  selectors: Object.fromEntries(
    Object.entries(sidebarSpacing).map(([name, px]) => [`&[data-spacing="${name}"]`, {gap: `${px}px`}]),
  ),
});
/**
 * rules:product-states scrollType Sticky (data-scroll-type on the product), at desktop widths only (on tablets
 * and phones the columns stack): both columns stick under the header and the room the product
 * sticky bar takes, so whichever is the shorter stays in view while the other scrolls past
 * (decision 0084). The header's bottom border is the +1. Below 800px of height a stuck carousel
 * would hide its own thumbnails, so it scrolls.
 */
globalStyle(`${layout}[data-scroll-type="Sticky"] > *`, {
  alignSelf: 'start',
  '@media': {
    [`${media.desktop} and (height >= 800px)`]: {
      position: 'sticky',
      top: `${headerHeight.desktop + 1 + productStickyBarHeight}px`,
    },
  },
});
/** rules:product-states displayMode (layout): a Desktop item shows above phone widths, a Mobile item on phones (decision 0084). */
globalStyle(`${sidebar} > [data-display-mode="Desktop"]`, {
  display: 'contents',
  '@media': {[media.mobile]: {display: 'none'}},
});
globalStyle(`${sidebar} > [data-display-mode="Mobile"]`, {
  display: 'none',
  '@media': {[media.mobile]: {display: 'contents'}},
});
export const title = style({
  ...displayType(vars.font.size.display),
  color: vars.color.brand,
  lineHeight: vars.font.lineHeight.tight,
});
export const description = style({color: vars.color.text, lineHeight: vars.font.lineHeight.normal});
export const packages = style(stackedList(vars.space.sm));
/** A package's saving under its price in the sidebar. */
export const packageSaving = style({display: 'block', fontSize: vars.font.size.sm});
export const packageCard = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
export const blockTitle = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.lg});
/** The note banner's CMS colours and opacity (rules:product-fields), set per product. */
export const noteBackground = createVar();
export const noteColor = createVar();
export const noteOpacity = createVar();
export const note = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semiBold,
  marginBottom: vars.space.sm,
  background: noteBackground,
  color: noteColor,
  opacity: noteOpacity,
});
export const outOfStock = style({color: vars.color.accentText, fontWeight: vars.font.weight.semiBold});
/** An accessory's stock message, quantity and add to cart. */
export const accessoryPurchase = style({display: 'grid', gap: vars.space.sm});
/** A line set heavier than the text around it: a package's 'Total price:', the HSA/FSA box's lead. */
// 600 sits between the theme's semiBold (500) and bold (700); kept as it was drawn.
export const strongLabel = style({fontWeight: 600});
/** The HSA/FSA box keeps the widget's height while the provider's script loads, so nothing below it moves. */
export const prequalification = style({minHeight: '240px'});
/** The rating line's height, kept while its code loads. */
export const ratingPlaceholder = style({minHeight: '24px'});
export const inlineButton = style({
  display: 'block',
  marginTop: vars.space.xxs,
  ...brandLinkButton,
  fontSize: vars.font.size.sm,
});
export const valueProps = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: vars.space.md,
  margin: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
export const valuePropText = style({display: 'block', color: vars.color.text, fontSize: vars.font.size.sm});
export const trustBadges = style(wrappingRow(vars.space.xs));
export const trustBadge = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});
/** Where the carousel will be while its code loads after a client-side navigation: the slide's 4:3 box. */
export const galleryPlaceholder = style({
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

/** rules:product-fields Text blocks in the sidebar: the paragraph style sets the size; the Price variants are set as a price (decision 0065). */
export const textBlock = style({
  margin: 0,
  selectors: {
    '&[data-variant="Price"], &[data-variant="Price - Static"]': {
      fontWeight: vars.font.weight.semiBold,
      fontSize: vars.font.size.xl,
      fontVariantNumeric: 'tabular-nums',
    },
  },
});
export const paragraphStyle = styleVariants({
  'Body Small': {fontSize: vars.font.size.sm},
  Body: {fontSize: vars.font.size.md},
  'Body Large': {fontSize: vars.font.size.lg},
  Caption: {fontSize: vars.font.size.xs, color: vars.color.textMuted},
});
/** A Text block's CMS palette colour, a runtime value (decision 0065). */
export const textBlockColor = createVar();
/** On a Text block with a colour; declared after paragraphStyle so it wins over Caption's muted text, as the inline colour it replaces did. */
export const coloredTextBlock = style({color: textBlockColor});
