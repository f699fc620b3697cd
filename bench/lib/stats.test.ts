import {describe, expect, it} from 'vitest';
import {median, ratio} from './stats';

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([3200, 2100, 2500])).toBe(2500);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('is NaN for no runs, so a table shows the gap', () => {
    expect(median([])).toBeNaN();
  });
});

describe('ratio', () => {
  it('divides Keel by the starter', () => {
    expect(ratio(150, 100)).toBe(1.5);
  });

  it('is NaN when the starter figure is 0 or missing', () => {
    expect(ratio(3, 0)).toBeNaN();
    expect(ratio(3, NaN)).toBeNaN();
  });
});
