import {globalStyle, style} from '@vanilla-extract/css';
import {roundIconButton} from '~/styles/rules';
import {vars} from '~/styles/theme.css';
import {headerHeight, media} from '~/styles/tokens';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  height: `${headerHeight.desktop}px`,
  '@media': {[media.mobile]: {height: `${headerHeight.mobile}px`, padding: `0 ${vars.space.md}`, gap: vars.space.sm}},
});

/** The keel under the hull in the logo's mark: Cedar, the brand accent (rules:layout-constants). */
export const keel = style({fill: vars.color.accent});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  textDecoration: 'none',
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.xxl,
  letterSpacing: '0.02em',
  '@media': {[media.tabletDown]: {marginRight: 'auto'}},
});

/**
 * Above 1024px the columns sit in a row, each panel dropping below its heading; at 1024px
 * and below the whole menu hides behind the Menu button (header state OPEN / CLOSED).
 * The navigation's code hydrates lazily but these class names are in every route's first
 * load, so its parts are styled through `data-part` attributes (decision 0020).
 */
export const nav = style({
  flex: 1,
  '@media': {
    [media.tabletDown]: {
      display: 'none',
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      maxHeight: 'calc(100dvh - 60px)',
      overflowY: 'auto',
      background: vars.color.background,
      borderBottom: `1px solid ${vars.color.border}`,
      boxShadow: vars.shadow.lg,
      padding: vars.space.md,
      selectors: {'&[data-header-state="OPEN"]': {display: 'block'}},
    },
  },
});

const part = (name: string, rest = '') => `${header} [data-part="${name}"]${rest}`;

/** The lazily hydrated part of the header: a wrapper for the DOM (click-outside), not for layout. */
globalStyle(part('nav-group'), {display: 'contents'});

globalStyle(part('menu-button'), {
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semiBold,
  cursor: 'pointer',
  '@media': {[media.tabletDown]: {display: 'inline-flex', order: 3}},
});

globalStyle(part('nav-list'), {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.md,
  '@media': {[media.tabletDown]: {flexDirection: 'column', gap: vars.space.xs}},
});

globalStyle(part('nav-item'), {
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
});
globalStyle(part('nav-item', '[data-display="Mobile"]'), {'@media': {[media.desktop]: {display: 'none'}}});
globalStyle(part('nav-item', '[data-display="Desktop"]'), {'@media': {[media.tabletDown]: {display: 'none'}}});

globalStyle(part('nav-link'), {
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semiBold,
  padding: `${vars.space.xs} 0`,
  '@media': {[media.tabletDown]: {flex: 1, fontSize: vars.font.size.lg}},
});
globalStyle(`${header} a[data-part="nav-link"]:hover`, {color: vars.color.brand, textDecoration: 'underline'});

globalStyle(part('section-toggle'), {
  ...roundIconButton,
  color: vars.color.text,
  '@media': {[media.tabletDown]: {width: '44px', height: '44px'}},
});
globalStyle(part('section-toggle', ':hover'), {background: vars.color.surface});
globalStyle(part('section-toggle', '[aria-expanded="true"] svg'), {transform: 'rotate(180deg)'});

globalStyle(part('panel'), {
  listStyle: 'none',
  margin: 0,
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.desktop]: {
      position: 'absolute',
      top: 'calc(100% + 12px)',
      left: `calc(-1 * ${vars.space.md})`,
      zIndex: vars.zIndex.dropdown,
      minWidth: '260px',
      padding: vars.space.md,
      background: vars.color.background,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
    },
    [media.tabletDown]: {flexBasis: '100%', padding: `0 0 ${vars.space.sm} ${vars.space.md}`},
  },
});
globalStyle(part('panel', '[hidden]'), {display: 'none'});

globalStyle(`${part('panel')} a, ${part('panel')} button`, {
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
});
globalStyle(`${part('panel')} a:hover, ${part('panel')} button:hover`, {
  color: vars.color.brand,
  textDecoration: 'underline',
});

globalStyle(part('nav-cta'), {'@media': {[media.mobile]: {display: 'none'}}});

/** The header's round 44px icon targets: the search toggle, the account entry and the cart. */
export const iconLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  color: vars.color.brand,
  borderRadius: vars.radius.pill,
});

export const cartCount = style({
  position: 'absolute',
  top: '2px',
  right: '0',
  minWidth: '20px',
  height: '20px',
  padding: '0 5px',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '20px',
  textAlign: 'center',
});
