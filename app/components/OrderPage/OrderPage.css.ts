import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {displayType, narrowPageColumn} from '~/styles/rules';
import {media} from '~/styles/tokens';

/** The order confirmation page (rules:order-fields "Order confirmation screen"). */
export const page = style(narrowPageColumn);

export const title = style({
  ...displayType(vars.font.size.display),
  color: vars.color.brand,
  overflowWrap: 'anywhere',
});

/** Label beside value; on a phone each value goes under its label, so a long e-mail never pushes the page wider. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.xl} 0`,
  '@media': {[media.mobile]: {gridTemplateColumns: 'minmax(0, 1fr)', rowGap: vars.space.xxs}},
});
export const label = style({
  fontWeight: vars.font.weight.semiBold,
  '@media': {[media.mobile]: {marginTop: vars.space.xs}},
});
export const value = style({margin: 0, overflowWrap: 'anywhere'});

export const socials = style({display: 'flex', flexWrap: 'wrap', gap: vars.space.md, listStyle: 'none', padding: 0});
