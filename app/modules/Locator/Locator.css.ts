import {style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {media} from '~/styles/tokens';
import {introBand, introBandCopy, introBandImage} from '~/styles/rules';

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: vars.space.sm,
  marginBottom: vars.space.lg,
});
export const field = style({display: 'grid', gap: vars.space.xxs, flex: '1 1 14rem'});
export const radius = style({display: 'grid', gap: vars.space.xxs, width: '8rem'});
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {[media.tabletDown]: {gridTemplateColumns: '1fr'}},
});
export const maps = style({
  display: 'grid',
  gap: vars.space.md,
  position: 'sticky',
  top: '140px',
  '@media': {[media.tabletDown]: {position: 'static'}},
});
export const map = style({
  width: '100%',
  height: 'auto',
  borderRadius: vars.radius.md,
  background: vars.color.mapGround,
});
/** Map drawing: grid lines, the search centre and its radius ring, pins with their numbers. */
export const mapLine = style({stroke: vars.palette.white});
export const searchRing = style({stroke: vars.color.brand});
export const searchCentre = style({fill: vars.color.brand});
export const pin = style({fill: vars.color.brand, stroke: vars.palette.white});
export const hotelPin = style({fill: vars.color.hotel});
export const pinNumber = style({fill: vars.palette.white});
export const mapCaption = style({fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semiBold});
export const list = style({display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, counterReset: 'place'});
export const place = style({
  display: 'grid',
  gridTemplateColumns: '32px 1fr',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
});
export const marker = style({
  display: 'grid',
  placeItems: 'center',
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const hotelMarker = style({background: vars.color.hotel});
export const placeBody = style({display: 'grid', gap: vars.space.xxs});
export const placeName = style({fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semiBold});
export const meta = style({fontSize: vars.font.size.sm, color: vars.color.textMuted});
export const status = style({marginBottom: vars.space.md, fontWeight: vars.font.weight.semiBold});
export const hero = style(introBand);
export const heroCopy = style(introBandCopy);
export const heroImage = style(introBandImage);
export const legend = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginInlineStart: vars.space.md,
  fontWeight: vars.font.weight.normal,
});
const dot = {display: 'inline-block', width: '10px', height: '10px', borderRadius: '50%'} as const;
export const legendStore = style({...dot, background: vars.color.brand});
export const legendHotel = style({...dot, background: vars.color.hotel, marginInlineStart: vars.space.xs});
/** A message in the search form's flex row, on a line of its own. */
export const fullRow = style({flexBasis: '100%'});
