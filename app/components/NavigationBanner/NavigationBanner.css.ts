import {globalStyle, keyframes, style} from '@vanilla-extract/css';
import {roundIconButton, underlinedLink} from '~/styles/rules';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {background, color, duration, spacing} from './bannerVars.css';

/**
 * Two exported classes: the banner's code hydrates lazily but its class
 * names are in the first load of every route, so its parts are styled
 * through `data-part` attributes under the banner class (decision 0020).
 */

/** BANNER_CLOSED_ATTRIBUTE of ~/lib/shell/shellState, written out so this module imports no code (shellState.test checks they agree). */
export const CLOSED_ATTRIBUTE = 'data-banner-closed';

const ticker = keyframes({from: {transform: 'translateX(0)'}, to: {transform: 'translateX(-50%)'}});

export const banner = style({
  position: 'relative',
  display: 'flex',
  background,
  color,
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  selectors: {
    // A banner closed earlier in this visit: hidden before first paint (see bannerClosedScript).
    [`html[${CLOSED_ATTRIBUTE}] &`]: {display: 'none'},
    '&[data-height="Short"]': {minHeight: '32px', paddingBlock: vars.space.xxs},
    '&[data-height="Tall"]': {minHeight: '56px'},
    '&[data-banner-type="Static Large"]': {
      minHeight: '72px',
      fontSize: vars.font.size.md,
      fontWeight: vars.font.weight.semiBold,
    },
  },
});

/**
 * Until the banner's code measures it (BannerContent writes --promo-bar-height), an open banner
 * counts its usual 40px in the blog pages' anchor offset (rules:modal-size-and-backdrop).
 */
globalStyle(`html:not([${CLOSED_ATTRIBUTE}]):has([data-banner-type])`, {vars: {'--promo-bar-height': '40px'}});

/** What the eager wrapper shows while the banner's code loads on a client render: nothing. */
export const placeholder = style({display: 'none'});

const part = (name: string, rest = '') => `${banner} [data-part="${name}"]${rest}`;

globalStyle(part('viewport'), {flex: 1, minWidth: 0, overflow: 'hidden'});
globalStyle(`${banner}[data-banner-type="Scroll"] [data-part="viewport"]`, {
  maskImage: 'linear-gradient(90deg, transparent, black 24px, black calc(100% - 24px), transparent)',
});

globalStyle(part('track'), {
  display: 'flex',
  width: 'max-content',
  animation: `${ticker} ${duration} linear infinite`,
  '@media': {[media.reducedMotion]: {animation: 'none', flexWrap: 'wrap', width: 'auto'}},
});
// WCAG 2.2.2: the ticker stops on the pause button, on hover and while a link in it has focus.
globalStyle(
  `${banner}[data-paused] [data-part="track"], ${banner}:hover [data-part="track"], ${banner}:focus-within [data-part="track"]`,
  {
    animationPlayState: 'paused',
  },
);

globalStyle(part('items'), {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: spacing,
  rowGap: vars.space.xxs,
  justifyContent: 'center',
});
globalStyle(`${banner}[data-align="Left"] [data-part="items"]`, {justifyContent: 'flex-start'});
globalStyle(`${banner}[data-align="Right"] [data-part="items"]`, {justifyContent: 'flex-end'});
globalStyle(`${banner}[data-banner-type="Scroll"] [data-part="items"]`, {
  flexWrap: 'nowrap',
  paddingRight: spacing,
  whiteSpace: 'nowrap',
});
// rules:shell-fields inline: one row, never wrapped (decision 0085: on mobile, mobileDirection still decides).
globalStyle(`${banner}[data-inline] [data-part="items"]`, {flexWrap: 'nowrap'});
globalStyle(`${banner}[data-mobile-direction="Column"]:not([data-banner-type="Scroll"]) [data-part="items"]`, {
  '@media': {[media.mobile]: {flexDirection: 'column'}},
});
for (const [align, value] of [
  ['Left', 'flex-start'],
  ['Center', 'center'],
  ['Right', 'flex-end'],
] as const) {
  globalStyle(`${banner}[data-mobile-align="${align}"] [data-part="items"]`, {
    '@media': {[media.mobile]: {justifyContent: value, alignItems: value}},
  });
}

globalStyle(part('item'), {display: 'inline-flex', alignItems: 'center', gap: vars.space.xs});
globalStyle(part('item', '[hidden]'), {display: 'none'});
// WCAG 2.2 2.5.8: a banner link is a 24px target, clear of the pause and close buttons beside it.
globalStyle(`${part('item')} a`, {display: 'inline-flex', alignItems: 'center', minHeight: '24px'});
// Static List: items read as a list, separated by a thin rule.
globalStyle(`${banner}[data-banner-type="Static List"] [data-part="item"] + [data-part="item"]`, {
  borderLeft: '1px solid currentColor',
  paddingLeft: spacing,
});

globalStyle(`${banner} img`, {height: '24px', width: 'auto'});

// The links take the banner's own weight (underlinedLink's `font: inherit`); a semi-bold written here never applied.
globalStyle(`${banner} a, ${banner} [data-part="items"] button`, {...underlinedLink, color: 'inherit'});

globalStyle(part('control'), {...roundIconButton, flexShrink: 0, color: 'inherit'});
globalStyle(part('control', ':hover'), {background: 'rgba(255, 255, 255, 0.16)'});
