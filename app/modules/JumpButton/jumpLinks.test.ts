import {describe, expect, it} from 'vitest';
import {anchorId, jumpScrollTop, JUMP_OFFSET_PX} from './jumpLinks';

describe('jump links and buttons (rules:content-fields, rules:layout-constants)', () => {
  it('scrolls a target to 140px below the top', () => {
    expect(JUMP_OFFSET_PX).toBe(140);
    expect(jumpScrollTop(500, 1000)).toBe(1360);
    expect(jumpScrollTop(60, 0)).toBe(0);
  });

  it('reads the id of a same-page anchor only', () => {
    expect(anchorId('#keel-row-and-strength')).toBe('keel-row-and-strength');
    expect(anchorId('/listings/bundles/#wave')).toBeNull();
    expect(anchorId('#')).toBeNull();
  });
});
