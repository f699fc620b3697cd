import {describe, expect, it} from 'vitest';
import {autoplayRunning, canNext, canPrev, keyEvent, SLIDER_AUTOPLAY_MS, sliderCounter, sliderReducer, swipeEvent, type SliderEvent, type SliderState} from './slider';

const at = (index: number, count = 4, loop = false): SliderState => ({index, count, loop});
const steps = (start: SliderState, events: SliderEvent[]) => events.map((event) => (start = sliderReducer(start, event)).index);

describe('generic slider (spec 2, spec 9)', () => {
  it('hides the arrows at the ends unless it loops', () => {
    expect([canPrev(at(0)), canNext(at(0))]).toEqual([false, true]);
    expect([canPrev(at(3)), canNext(at(3))]).toEqual([true, false]);
    expect([canPrev(at(0, 4, true)), canNext(at(3, 4, true))]).toEqual([true, true]);
    expect([canPrev(at(0, 1, true)), canNext(at(0, 1, true))]).toEqual([false, false]);
  });

  it('stops at the ends without looping and wraps with it', () => {
    expect(steps(at(2), [{type: 'next'}, {type: 'next'}, {type: 'prev'}])).toEqual([3, 3, 2]);
    expect(steps(at(3, 4, true), [{type: 'next'}, {type: 'prev'}, {type: 'prev'}])).toEqual([0, 3, 2]);
    expect(steps(at(1), [{type: 'goTo', index: 9}, {type: 'goTo', index: -2}, {type: 'last'}, {type: 'first'}])).toEqual([3, 0, 3, 0]);
  });

  it('keeps the same state when nothing moves (no re-render)', () => {
    const last = at(3);
    expect(sliderReducer(last, {type: 'next'})).toBe(last);
  });

  it('zero-pads the counters to two digits', () => {
    expect(sliderCounter(0, 5)).toEqual({current: '01', total: '05'});
    expect(sliderCounter(11, 12)).toEqual({current: '12', total: '12'});
    expect(sliderCounter(0, 0)).toEqual({current: '00', total: '00'});
  });

  it('autoplays every 5 s by default until the last slide, unless looping or paused', () => {
    expect(SLIDER_AUTOPLAY_MS).toBe(5000);
    expect(autoplayRunning(at(2), true, false)).toBe(true);
    expect(autoplayRunning(at(3), true, false)).toBe(false);
    expect(autoplayRunning(at(3, 4, true), true, false)).toBe(true);
    expect(autoplayRunning(at(1), true, true)).toBe(false);
    expect(autoplayRunning(at(1), false, false)).toBe(false);
    expect(steps(at(2, 3, true), [{type: 'autoplay'}, {type: 'autoplay'}])).toEqual([0, 1]);
  });

  it('reads swipes and keys', () => {
    expect(swipeEvent(-60, 10)).toEqual({type: 'next'});
    expect(swipeEvent(60, -5)).toEqual({type: 'prev'});
    expect(swipeEvent(-30, 0)).toBeNull();
    expect(swipeEvent(-60, 80)).toBeNull();
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter'].map(keyEvent)).toEqual([{type: 'next'}, {type: 'prev'}, {type: 'first'}, {type: 'last'}, null]);
  });
});
