import {globalStyle, style} from '@vanilla-extract/css';
import {vars} from '~/styles/theme.css';
import {CAROUSEL_THUMBNAIL} from '~/lib/product/productImages';
import {media} from '~/styles/tokens';

const {desktop, mobile} = CAROUSEL_THUMBNAIL;
/** The thumbnails keep the slides' 4:3. */
const thumbnailHeight = (width: number) => `${Math.round((width * 3) / 4)}px`;

export const gallery = style({position: 'relative', minWidth: 0});
export const stage = style({position: 'relative'});
export const track = style({
  display: 'flex',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {'&::-webkit-scrollbar': {display: 'none'}},
});
export const slide = style({flex: '0 0 100%', scrollSnapAlign: 'start', aspectRatio: '4 / 3'});
export const image = style({display: 'block', width: '100%', height: '100%', objectFit: 'cover'});
export const arrows = style({
  position: 'absolute',
  top: '50%',
  left: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  justifyContent: 'space-between',
  pointerEvents: 'none',
  transform: 'translateY(-50%)',
});
export const arrow = style({
  pointerEvents: 'auto',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.background,
  color: vars.color.brand,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
  selectors: {'&:disabled': {opacity: 0.4, cursor: 'default'}},
});
export const zoom = style({
  position: 'absolute',
  right: vars.space.sm,
  bottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.background,
  color: vars.color.brand,
  fontWeight: vars.font.weight.semiBold,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
});
/** rules:product-states: thumbnails 100px apart by 20px on desktop, 75px apart by 8px on mobile. */
export const thumbnails = style({
  display: 'flex',
  gap: `${desktop.gap}px`,
  marginTop: vars.space.sm,
  listStyle: 'none',
  padding: 0,
  overflowX: 'auto',
  '@media': {[media.mobile]: {gap: `${mobile.gap}px`}},
});
// The list items are the flex items: they keep the thumbnails' size and the row scrolls instead.
globalStyle(`${thumbnails} > li`, {flexShrink: 0});
export const thumbnail = style({
  display: 'block',
  width: `${desktop.size}px`,
  height: thumbnailHeight(desktop.size),
  padding: 0,
  border: `2px solid transparent`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  overflow: 'hidden',
  selectors: {'&[aria-current="true"]': {borderColor: vars.color.brand}},
  '@media': {[media.mobile]: {width: `${mobile.size}px`, height: thumbnailHeight(mobile.size)}},
});
export const thumbnailImage = style({width: '100%', height: '100%', objectFit: 'cover', display: 'block'});
export const note = style({
  marginBottom: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontWeight: vars.font.weight.semiBold,
});
