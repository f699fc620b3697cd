import {globalStyle, style} from '@vanilla-extract/css';
import {underlinedLink} from '~/styles/rules';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';

/**
 * One exported class: the footer's code hydrates lazily but its class names
 * are in the first load of every route, so its parts are styled through
 * `data-part` attributes under this class (decision 0020).
 */
export const footer = style({
  marginTop: vars.space.huge,
  background: vars.color.brand,
  color: vars.color.textInverse,
});

const part = (name: string, rest = '') => `${footer} [data-part="${name}"]${rest}`;

globalStyle(part('inner'), {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(220px, 1fr)',
  gap: vars.space.xl,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  '@media': {
    [media.tabletDown]: {gridTemplateColumns: 'minmax(0, 1fr)'},
    [media.mobile]: {padding: `${vars.space.xl} ${vars.space.md}`, gap: vars.space.lg},
  },
});

globalStyle(part('columns'), {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: vars.space.lg,
  '@media': {[media.mobile]: {gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm}},
});

globalStyle(part('column'), {minWidth: 0});

const headingText = {
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: '24px',
  marginBottom: vars.space.sm,
} as const;

globalStyle(part('heading'), headingText);

globalStyle(part('summary'), {
  ...headingText,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  cursor: 'pointer',
  listStyle: 'none',
});
globalStyle(part('summary', '::-webkit-details-marker'), {display: 'none'});
globalStyle(part('summary', '::after'), {
  content: '"+"',
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.normal,
  marginLeft: vars.space.sm,
});
globalStyle(`${footer} details[open] > [data-part="summary"]::after`, {content: '"−"'});

/** rules:shell-fields: a 'Blank' heading keeps the heading's height so its links line up with the neighbours'. */
globalStyle(part('spacer'), {
  display: 'block',
  height: '24px',
  marginBottom: vars.space.sm,
  '@media': {[media.mobile]: {display: 'none'}},
});

globalStyle(`${footer} ul`, {listStyle: 'none', padding: 0, margin: 0});
globalStyle(part('list'), {display: 'grid', gap: vars.space.xs});

globalStyle(`${footer} a, ${footer} [data-part="columns"] button, ${footer} button[data-part="privacy-choices"]`, {
  ...underlinedLink,
  color: vars.color.textInverse,
});
globalStyle(`${footer} a:hover`, {textDecorationThickness: '2px'});
// WCAG 2.2 2.5.8: the stacked link lists are 24px targets.
globalStyle(`${part('list')} a`, {display: 'inline-flex', alignItems: 'center', minHeight: '24px'});
// The cookie-choice button reads as a link and keeps a 24px target (WCAG 2.5.8).
globalStyle(`${footer} button[data-part="privacy-choices"]`, {minHeight: '24px'});
globalStyle(`${footer} button[data-part="privacy-choices"]:hover`, {textDecorationThickness: '2px'});

globalStyle(part('connect'), {display: 'grid', alignContent: 'start', gap: vars.space.sm});
globalStyle(part('line'), {display: 'grid', gap: '2px'});
globalStyle(part('label'), {fontSize: vars.font.size.sm, opacity: 0.85});
globalStyle(part('hours'), {whiteSpace: 'pre-line'});
globalStyle(part('socials'), {display: 'flex', flexWrap: 'wrap', gap: vars.space.xs});

globalStyle(`${footer} a[data-part="social"]`, {
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: '1px solid rgba(255, 255, 255, 0.4)',
});
globalStyle(`${footer} a[data-part="social"]:hover`, {background: 'rgba(255, 255, 255, 0.12)'});

globalStyle(part('emails'), {
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.md} ${vars.space.xl}`,
});

globalStyle(part('legal'), {
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space.md,
  borderTop: '1px solid rgba(255, 255, 255, 0.3)',
  paddingTop: vars.space.lg,
  fontSize: vars.font.size.sm,
});
globalStyle(part('legal-links'), {display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`});
globalStyle(part('financing'), {maxWidth: '80ch', opacity: 0.9});
globalStyle(part('financing', ' p + p'), {marginTop: vars.space.xs});
