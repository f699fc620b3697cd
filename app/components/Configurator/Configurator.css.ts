import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {headerHeight, media} from '~/styles/tokens';
import {brandLinkButton, displayType, wrappingRow} from '~/styles/rules';

export const root = style({display: 'grid', gap: vars.space.lg});

/**
 * rules:configurator-page-layout: from 1024px the configurator page has two columns, as rower makers' configurators
 * do: the picture and the running total stay in view on the left while the steps scroll on
 * the right. Below that, one column: the picture first, then the steps, then the total (the
 * wrappers are `display: contents` there, and `order` lifts the picture to the top). The DOM
 * keeps steps before the total, so the keyboard meets the choices before the add button.
 */
const twoColumns = 'screen and (width >= 1024px)';
const oneColumn = 'screen and (width < 1024px)';
export const pageLayout = style({
  '@media': {
    [twoColumns]: {gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', alignItems: 'start', columnGap: vars.space.xl},
  },
});
export const contents = style({display: 'contents'});
export const aside = style({
  display: 'contents',
  '@media': {
    [twoColumns]: {
      display: 'grid',
      gap: vars.space.md,
      gridColumn: 1,
      gridRow: 1,
      position: 'sticky',
      top: `${headerHeight.desktop + 16}px`,
    },
  },
});
export const stepsColumn = style({
  display: 'contents',
  '@media': {[twoColumns]: {display: 'grid', gap: vars.space.lg, gridColumn: 2, gridRow: 1, minWidth: 0}},
});
export const heading = style({
  ...displayType(vars.font.size.xl),
  color: vars.color.brand,
  margin: 0,
});
export const tabs = style(wrappingRow(vars.space.xs));
export const tab = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
});
export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  minWidth: 0,
});
export const stepHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const stepTitle = style({fontWeight: vars.font.weight.semiBold, fontSize: vars.font.size.lg, padding: 0});
/** A collapsible step's title, on one line with the summary's marker and its selection count. */
export const summaryTitle = style({display: 'inline'});
export const summary = style({cursor: 'pointer', listStylePosition: 'inside'});
export const description = style({
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
export const descriptionSmall = style({fontSize: vars.font.size.sm});
export const descriptionLarge = style({fontSize: vars.font.size.lg});
export const links = style({
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
  flexWrap: 'wrap',
  fontSize: vars.font.size.sm,
});
export const linkButton = style({...brandLinkButton, font: 'inherit'});
export const choices = style({border: 0, padding: 0, margin: 0, minWidth: 0});
export const items = style({
  display: 'grid',
  gap: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
});
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 64px minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}`},
  },
  '@media': {[media.mobile]: {gridTemplateColumns: 'auto 48px minmax(0, 1fr)'}},
});
/**
 * An item with a picture is as tall as the picture from the start: a browser can paint the page
 * when its HTML has arrived up to the item's control, and the centred control would then move down
 * when the picture arrives.
 */
export const itemWithThumb = style({gridTemplateRows: 'minmax(48px, auto)'});
export const itemDisabled = style({cursor: 'not-allowed', opacity: 0.75});
export const control = style({width: '20px', height: '20px', accentColor: vars.color.brand});
export const thumb = style({
  width: '64px',
  height: '48px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
});
export const itemTitle = style({fontWeight: vars.font.weight.semiBold});
export const itemMeta = style({display: 'block', fontSize: vars.font.size.sm, color: vars.color.text});
/** The colour's price difference, after its name in the legend (with itemMeta, so declared after it). */
export const colorDifference = style({display: 'inline', marginLeft: vars.space.xs});
export const price = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@media': {[media.mobile]: {gridColumn: '3', textAlign: 'left'}},
});
export const struck = style({
  textDecoration: 'line-through',
  color: vars.color.textMuted,
  marginRight: vars.space.xs,
  fontSize: vars.font.size.sm,
});
export const soldOut = style({
  color: vars.color.accentText,
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.sm,
});
/** The colour swatches are the product page's (ColorPicker.css); here they sit under the step's text. */
export const swatchRow = style({marginTop: vars.space.sm});
export const inStock = style({color: vars.color.success, fontSize: vars.font.size.sm});
export const colorStock = style({margin: `${vars.space.xs} 0 0`});
export const footer = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
});
/** On its own page, on larger screens, the total and the button stay in view; on a phone they would hide too much. */
export const footerSticky = style({
  '@media': {'screen and (768px < width < 1024px)': {position: 'sticky', bottom: 0, boxShadow: vars.shadow.md}},
});
export const totalLabel = style({fontWeight: vars.font.weight.semiBold, margin: 0});
export const error = style({color: vars.color.accentText, fontWeight: vars.font.weight.semiBold, margin: 0});
export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  margin: 0,
});
export const logo = style({height: '24px', width: 'auto'});
export const preview = style({
  order: -1,
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  // Beside the steps the picture leaves room for the total and the button on a short screen.
  '@media': {[twoColumns]: {maxHeight: '50vh'}},
});

/**
 * In one column the picture is drawn first but comes after the steps in the HTML, and a browser
 * paints what it has parsed: on a slow network it drew the steps, then pushed them 293 px down when
 * the picture arrived. So the picture's place is kept from the first paint: the grid's first item is
 * an empty 4:3 box (the picture's own ratio), and the picture is laid over it.
 */
export const withPreview = style({
  '@media': {
    [oneColumn]: {position: 'relative', selectors: {'&::before': {content: '""', order: -1, aspectRatio: '4 / 3'}}},
  },
});
globalStyle(`${withPreview} ${preview}`, {'@media': {[oneColumn]: {position: 'absolute', top: 0, left: 0}}});

/** The /configure/{model} page: one column up to 880px wide, two columns (above) up to 1200px. */
export const page = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '880px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {[media.tabletDown]: {padding: vars.space.md}, [twoColumns]: {maxWidth: '1200px'}},
});
