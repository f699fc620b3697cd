import {describe, expect, it} from 'vitest';
import {formatReviewDate} from './reviewDate';

describe('formatReviewDate', () => {
  it('writes the month out in each locale’s order', () => {
    expect(formatReviewDate('2026-03-22', 'en-US')).toBe('March 22, 2026');
    expect(formatReviewDate('2026-03-22', 'en-GB')).toBe('22 March 2026');
  });

  it('leaves anything that is not an ISO date as it is', () => {
    expect(formatReviewDate('yesterday', 'en-US')).toBe('yesterday');
  });
});
