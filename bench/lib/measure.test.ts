import {describe, expect, it} from 'vitest';
import {alternating, combined, type Result} from './measure';

const run = (perSecond: number, p50: number, extra: Partial<Result> = {}): Result => ({
  requests: 10,
  perSecond,
  p50,
  p99: p50 * 2,
  errors: 0,
  hits: 0,
  bytes: 100,
  ...extra,
});

describe('combined', () => {
  it('takes the median of rates and latencies and the total of counts, so one slow round does not move it', () => {
    const figures = combined([run(90, 110), run(40, 300, {errors: 1}), run(100, 100, {hits: 5})]);
    expect(figures.perSecond).toBe(90);
    expect(figures.p50).toBe(110);
    expect(figures.p99).toBe(220);
    expect(figures.requests).toBe(30);
    expect(figures.errors).toBe(1);
    expect(figures.hits).toBe(5);
  });
});

describe('alternating', () => {
  it('runs the cases in turn, in reverse order every other round, and combines each case’s rounds', async () => {
    const order: string[] = [];
    const rates = {a: [10, 30, 20], b: [5, 6, 7]};
    const made = (name: 'a' | 'b') => async () => {
      order.push(name);
      return run(rates[name][order.filter((each) => each === name).length - 1] ?? NaN, 1);
    };
    const figures = await alternating({a: made('a'), b: made('b')}, 3);
    expect(order).toEqual(['a', 'b', 'b', 'a', 'a', 'b']);
    expect(figures.a.perSecond).toBe(20);
    expect(figures.b.perSecond).toBe(6);
    expect(figures.a.requests).toBe(30);
  });
});
