import {describe, expect, it} from 'vitest';
import {ANCHOR_SCROLL_MARGIN} from '~/styles/tokens';
import {blogAnchorOffset, DEFAULT_ANCHOR_OFFSET} from './anchorOffset';

describe('anchor offsets (rules:layout-constants scroll offsets)', () => {
  it('on blog pages: promo bar + nav bar + blog header + 40px', () => {
    expect(blogAnchorOffset(81)).toBe(
      'calc(var(--promo-bar-height, 0px) + 81px + var(--blog-header-height, 0px) + 40px)',
    );
  });

  it('elsewhere: the header offset fallback 120 plus 12, the CSS default', () => {
    expect(DEFAULT_ANCHOR_OFFSET).toBe(132);
    expect(ANCHOR_SCROLL_MARGIN).toBe('var(--anchor-offset, 132px)');
  });
});
