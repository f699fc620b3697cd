import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {SAMPLE_MS, VISIBLE_RATIO, watchVisibility, type ObserverFactory} from './visibility';

/** An IntersectionObserver stand-in: entries reach the callback only for targets still observed, as in a browser. */
function fakeObserver() {
  const observed = new Set<Element>();
  let callback: IntersectionObserverCallback = () => {};
  let options: IntersectionObserverInit | undefined;
  const observer = {
    observe: (target: Element) => void observed.add(target),
    unobserve: (target: Element) => void observed.delete(target),
    disconnect: () => observed.clear(),
  };
  const create: ObserverFactory = (onEntries, init) => {
    callback = onEntries;
    options = init;
    return observer;
  };
  const show = (target: Element, ratio: number) => {
    if (!observed.has(target)) return;
    const entry = {target, intersectionRatio: ratio, isIntersecting: ratio > 0} as IntersectionObserverEntry;
    callback([entry], observer as unknown as IntersectionObserver);
  };
  return {create, show, observed, options: () => options};
}

const element = (name: string) => ({name}) as unknown as Element;
const names = (seen: readonly Element[]) => seen.map((seenElement) => (seenElement as unknown as {name: string}).name);

describe('visibility tracking (rules:tracking-rules: threshold 0.1, sampling 100 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports an item once 10% of it is in view at a sample, then stops observing it', () => {
    const [a, b] = [element('a'), element('b')];
    const fake = fakeObserver();
    const onSeen = vi.fn();
    watchVisibility([a, b], (seen) => onSeen(names(seen)), fake.create);
    expect(fake.options()).toEqual({threshold: VISIBLE_RATIO});
    expect(VISIBLE_RATIO).toBe(0.1);
    expect(SAMPLE_MS).toBe(100);
    fake.show(a, 0.05);
    vi.advanceTimersByTime(SAMPLE_MS);
    expect(onSeen).not.toHaveBeenCalled();
    fake.show(a, 0.1);
    vi.advanceTimersByTime(SAMPLE_MS - 1);
    expect(onSeen).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSeen).toHaveBeenCalledExactlyOnceWith(['a']);
    // Seen once is enough: it leaves and comes back without a second report.
    fake.show(a, 0);
    fake.show(a, 1);
    vi.advanceTimersByTime(SAMPLE_MS * 3);
    expect(onSeen).toHaveBeenCalledTimes(1);
    expect([...fake.observed]).toEqual([b]);
  });

  it('samples at most every 100 ms, one report for what came into view meanwhile', () => {
    const [a, b, c] = [element('a'), element('b'), element('c')];
    const fake = fakeObserver();
    const onSeen = vi.fn();
    watchVisibility([a, b, c], (seen) => onSeen(names(seen)), fake.create);
    fake.show(a, 0.5);
    vi.advanceTimersByTime(40);
    fake.show(b, 1);
    vi.advanceTimersByTime(60);
    expect(onSeen.mock.calls).toEqual([[['a', 'b']]]);
    fake.show(c, 0.3);
    vi.advanceTimersByTime(SAMPLE_MS);
    expect(onSeen.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('does not count an item scrolled past between two samples', () => {
    const a = element('a');
    const fake = fakeObserver();
    const onSeen = vi.fn();
    watchVisibility([a], (seen) => onSeen(names(seen)), fake.create);
    fake.show(a, 0.4);
    vi.advanceTimersByTime(60);
    fake.show(a, 0);
    vi.advanceTimersByTime(SAMPLE_MS);
    expect(onSeen).not.toHaveBeenCalled();
    fake.show(a, 0.4);
    vi.advanceTimersByTime(SAMPLE_MS);
    expect(onSeen).toHaveBeenCalledExactlyOnceWith(['a']);
  });

  it('stops: no sample after it, nothing observed', () => {
    const a = element('a');
    const fake = fakeObserver();
    const onSeen = vi.fn();
    const stop = watchVisibility([a], (seen) => onSeen(names(seen)), fake.create);
    fake.show(a, 1);
    stop();
    vi.advanceTimersByTime(SAMPLE_MS * 2);
    expect(onSeen).not.toHaveBeenCalled();
    expect(fake.observed.size).toBe(0);
  });
});
