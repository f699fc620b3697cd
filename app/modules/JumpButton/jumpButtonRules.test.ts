import {describe, expect, it} from 'vitest';
import {stickyJumpVisible} from './jumpButtonRules';

describe('jump button (rules:content-fields)', () => {
  it('shows the sticky jump button after a third of the viewport height', () => {
    expect(stickyJumpVisible(300, 900)).toBe(false);
    expect(stickyJumpVisible(301, 900)).toBe(true);
  });
});
