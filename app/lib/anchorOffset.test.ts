import {describe, expect, it} from 'vitest';
import {ANCHOR_SCROLL_MARGIN} from '~/styles/tokens';
import {blogAnchorOffset, DEFAULT_ANCHOR_OFFSET} from './anchorOffset';

describe('anchor offsets (spec 9 scroll offsets)', () => {
  it('on blog pages: promo bar + nav bar + blog header + 40px', () => {
    expect(blogAnchorOffset({promoBar: 40, nav: 81, blogHeader: 0})).toBe(161);
    expect(blogAnchorOffset({promoBar: 0, nav: 61, blogHeader: 48})).toBe(149);
    expect(blogAnchorOffset({promoBar: 32.4, nav: 80.4, blogHeader: 0})).toBe(153);
  });

  it('elsewhere: the header offset fallback 120 plus 12, the CSS default', () => {
    expect(DEFAULT_ANCHOR_OFFSET).toBe(132);
    expect(ANCHOR_SCROLL_MARGIN).toBe('var(--anchor-offset, 132px)');
  });
});
