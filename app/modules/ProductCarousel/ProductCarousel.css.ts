import {style} from '@vanilla-extract/css';
import {focusVisibleStyle} from '~/styles/global.css';
import {vars} from '~/styles/theme.css';

/** spec 9: slider gap 20. A CSS scroll-snap slider: swipe, scroll or tab through the cards. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(240px, 300px)',
  gap: '20px',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  listStyle: 'none',
  padding: `0 0 ${vars.space.md}`,
  selectors: {'&:focus-visible': focusVisibleStyle},
});
export const slide = style({scrollSnapAlign: 'start'});
