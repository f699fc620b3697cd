import {style} from '@vanilla-extract/css';
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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
  height: `${headerHeight.desktop}px`,
  '@media': {[media.mobile]: {height: `${headerHeight.mobile}px`, padding: `0 ${vars.space.md}`, gap: vars.space.sm}},
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.brand,
  textDecoration: 'none',
  fontFamily: vars.font.family.display,
  fontWeight: vars.font.weight.semiBold,
  fontSize: vars.font.size.xxl,
  letterSpacing: '0.02em',
});

export const nav = style({
  display: 'flex',
  gap: vars.space.lg,
  flex: 1,
  '@media': {[media.mobile]: {gap: vars.space.sm, fontSize: vars.font.size.sm}},
});

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.semiBold,
  padding: `${vars.space.xs} 0`,
  selectors: {'&:hover': {color: vars.color.brand, textDecoration: 'underline'}},
});

export const cartLink = style({
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
