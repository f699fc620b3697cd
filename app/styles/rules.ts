/**
 * Style rules that several components' css.ts files start from, as plain objects: they are read
 * when the styles are built and add no JavaScript to any page. A shared `style()` class would put
 * its name in the shell chunk (every route's first load) or tie two routes' chunks together.
 * Only css.ts files import this module.
 */
import type {StyleRule} from '@vanilla-extract/css';

import {vars} from './theme.css';
import {focusRing, media} from './tokens';

/** The focus ring without its halo, for fields and chips that draw their own border. */
export const outlineFocus = {
  outline: `${focusRing.width}px solid ${vars.color.focusRing}`,
  outlineOffset: `${focusRing.offset}px`,
} as const;

/** Type in the display face at `size`, in the normal weight the design sets it in; headings start from it. */
export const displayType = (size: string) =>
  ({fontFamily: vars.font.family.display, fontSize: size, fontWeight: vars.font.weight.normal}) satisfies StyleRule;

/** A page's single column (the cart, search results): centred, at most 1200px. */
export const pageColumn = {
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg} ${vars.space.xxl}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  '@media': {[media.mobile]: {padding: `${vars.space.lg} ${vars.space.md} ${vars.space.xl}`}},
} satisfies StyleRule;

/** A narrower page's column (the order confirmation, the account pages): centred, at most 48rem. */
export const narrowPageColumn = {
  maxWidth: '48rem',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {[media.mobile]: {padding: `${vars.space.xl} ${vars.space.md}`}},
} satisfies StyleRule;

/** That page's h1, in the display face. */
export const pageHeading = {
  ...displayType(vars.font.size.xxxl),
  color: vars.color.brand,
  margin: 0,
} satisfies StyleRule;

/** A text input: a muted border, the page's colours and font; its size is the caller's (textFieldSize). */
export const textField = {
  minWidth: 0,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  selectors: {'&:focus-visible': outlineFocus},
} satisfies StyleRule;

/** Text input heights: a form's own field, and a compact one with a button beside it. */
export const textFieldSize = {
  regular: {minHeight: '48px', paddingInline: vars.space.md},
  compact: {minHeight: '44px', paddingInline: vars.space.sm},
} satisfies Record<string, StyleRule>;

/** A link, or a button drawn as one, in running text: underlined, no box of its own. */
export const underlinedLink = {
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
} satisfies StyleRule;

/** A round 32px icon button (close, pause, open a section) with no fill until hovered. */
export const roundIconButton = {
  display: 'inline-grid',
  placeItems: 'center',
  width: '32px',
  height: '32px',
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
} satisfies StyleRule;

/** A button drawn as a brand-coloured underlined link; its size and spacing are the caller's. */
export const brandLinkButton = {
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand,
  textDecoration: 'underline',
  cursor: 'pointer',
} satisfies StyleRule;

/** A list laid out as a wrapping row (tags, crumbs, tabs): no bullets, no indent, no margin. */
export const wrappingRow = (gap: string) =>
  ({display: 'flex', flexWrap: 'wrap', gap, listStyle: 'none', padding: 0, margin: 0}) satisfies StyleRule;

/** A pill-shaped link in a row of filters (blog categories, review ratings); its border is the caller's. */
export const filterPill = {
  display: 'inline-block',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.pill,
  color: 'inherit',
  textDecoration: 'none',
} satisfies StyleRule;

/** A chosen pill (the current filter, a picked time), filled in the brand colour. */
export const chosenPill = {
  background: vars.color.brand,
  color: vars.color.textInverse,
  borderColor: vars.color.brand,
} satisfies StyleRule;

/** A list laid out as a column (cart lines, packages, discount codes): no bullets, no indent, no margin. */
export const stackedList = (gap: string) =>
  ({display: 'grid', gap, listStyle: 'none', padding: 0, margin: 0}) satisfies StyleRule;

/** A list of cards as a grid that fits as many columns of at least `minWidth` as the width allows. */
export const cardGrid = (minWidth: string) =>
  ({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minWidth}, 1fr))`,
    gap: vars.space.lg,
    listStyle: 'none',
    padding: 0,
  }) satisfies StyleRule;

/** A picture that fills its positioned parent, cropped to it. */
export const fillImage = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
} satisfies StyleRule;

/** A product's 4:3 thumbnail in a list (the cart, search results); its placeholder colour is the caller's. */
export const thumbnail = {
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
} satisfies StyleRule;

/** A page's or a hero's headline in the display face at hero size, a size smaller on a phone. */
export const heroHeading = {
  ...displayType(vars.font.size.hero),
  lineHeight: vars.font.lineHeight.tight,
  '@media': {[media.mobile]: {fontSize: vars.font.size.display}},
} satisfies StyleRule;

/** Two equal columns with their content centred, one column on a phone. */
export const twoColumns = {
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.xxl,
  alignItems: 'center',
  '@media': {[media.mobile]: {gridTemplateColumns: '1fr'}},
} satisfies StyleRule;

/** A page's opening band (the blog, the locations): copy beside a picture on the surface colour. */
export const introBand = {
  ...twoColumns,
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.xl,
  background: vars.color.surface,
  '@media': {[media.mobile]: {gridTemplateColumns: '1fr', paddingInline: vars.space.md}},
} satisfies StyleRule;

/** That band's copy, beside the picture and at most 36rem wide. */
export const introBandCopy = {maxWidth: '36rem', justifySelf: 'end'} satisfies StyleRule;

/** That band's picture, with rounded corners and at most 640px wide. */
export const introBandImage = {borderRadius: vars.radius.lg, overflow: 'hidden', maxWidth: '640px'} satisfies StyleRule;

/** A short page that only says something (an error, a refused link): a centred column of text. */
export const messagePage = {maxWidth: '40rem', margin: '0 auto', textAlign: 'center'} satisfies StyleRule;

/** That page's headline. */
export const messageTitle = {
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.display,
  color: vars.color.brand,
  marginBottom: vars.space.md,
} satisfies StyleRule;
