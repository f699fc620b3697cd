import {globalStyle, style} from '@vanilla-extract/css';
import {BLOG_PAGES, blogAnchorOffset} from '~/modules/JumpButton/anchorOffset';
import {
  chosenPill,
  displayType,
  filterPill,
  heroHeading,
  introBand,
  introBandCopy,
  introBandImage,
  outlineFocus,
} from '~/styles/rules';
import {vars} from '~/styles/theme.css';
import {headerHeight, media} from '~/styles/tokens';

export const header = style(introBand);
export const headerCopy = style({
  ...introBandCopy,
  display: 'grid',
  gap: vars.space.sm,
  '@media': {[media.mobile]: {justifySelf: 'start'}},
});
export const headerImage = style(introBandImage);
export const h1 = style(heroHeading);
export const categories = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0});
export const chip = style({
  ...filterPill,
  border: `1px solid ${vars.color.textMuted}`,
  selectors: {'&[aria-current="page"]': chosenPill, '&:focus-visible': outlineFocus},
});
export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
  listStyle: 'none',
  padding: 0,
});
export const pageLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '44px',
  minHeight: '44px',
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {background: vars.color.brand, color: vars.color.textInverse},
    '&:focus-visible': outlineFocus,
  },
});

export const article = style({
  maxWidth: '44rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
});
export const articleHeader = style({
  display: 'grid',
  gap: vars.space.sm,
  maxWidth: '52rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingTop: vars.space.xxl,
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
export const teaser = style({fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.snug});
export const articleHero = style({
  maxWidth: '64rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  marginTop: vars.space.lg,
});
export const body = style({display: 'grid', gap: vars.space.md, fontSize: vars.font.size.lg, lineHeight: 1.65});
globalStyle(`${body} h2`, {
  ...displayType(vars.font.size.xxxl),
  lineHeight: vars.font.lineHeight.tight,
  marginTop: vars.space.lg,
});
globalStyle(`${body} h3`, {
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semiBold,
  marginTop: vars.space.md,
});
globalStyle(`${body} ul, ${body} ol`, {paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs});
globalStyle(`${body} blockquote`, {
  borderInlineStart: `4px solid ${vars.color.accent}`,
  paddingInlineStart: vars.space.md,
  fontFamily: vars.font.family.display,
  fontSize: vars.font.size.xl,
});
globalStyle(`${body} a`, {color: vars.color.brand, textDecorationLine: 'underline', textUnderlineOffset: '3px'});
globalStyle(`${body} hr`, {border: 0, borderTop: `1px solid ${vars.color.border}`, marginBlock: vars.space.lg});
export const figure = style({margin: 0, borderRadius: vars.radius.md, overflow: 'hidden'});
export const caption = style({fontSize: vars.font.size.sm, color: vars.color.textMuted, paddingTop: vars.space.xs});
globalStyle(`${body} th, ${body} td`, {
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
export const productCard = style({
  display: 'grid',
  gridTemplateColumns: '120px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const authors = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '52rem',
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBottom: vars.space.xxl,
});
export const authorCard = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': {[media.mobile]: {gridTemplateColumns: '1fr'}},
});
export const portrait = style({width: '96px', height: '96px', borderRadius: '50%', objectFit: 'cover'});
export const authorBody = style({display: 'grid', gap: vars.space.xs});
export const qa = style({display: 'grid', gap: vars.space.xs, margin: 0});
export const qaQuestion = style({fontWeight: vars.font.weight.semiBold});
export const socials = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', padding: 0});
globalStyle(`${authorBody} a`, {color: 'inherit', textDecorationLine: 'underline', textUnderlineOffset: '3px'});

/**
 * rules:layout-constants, the second anchor-offset rule: on a blog page (a page with a blog header: the landing,
 * a category, an article) anchor targets land below the promo bar, the nav bar (its height and
 * 1px border) and the blog header, plus 40px. A selector, so the pages ship no code for it.
 */
globalStyle(BLOG_PAGES, {
  vars: {'--anchor-offset': blogAnchorOffset(headerHeight.desktop + 1)},
  '@media': {[media.mobile]: {vars: {'--anchor-offset': blogAnchorOffset(headerHeight.mobile + 1)}}},
});
