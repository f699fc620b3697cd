import {describe, expect, it} from 'vitest';
import {
  autoplayRunning,
  canNext,
  canPrev,
  keyEvent,
  SLIDER_AUTOPLAY_MS,
  SLIDER_GAP,
  sliderCounter,
  sliderReducer,
  swipeEvent,
  type SliderEvent,
  type SliderState,
  stripAutoplay,
  stripCounter,
  stripPosition,
} from './sliderRules';

const at = (index: number, count = 4, loop = false): SliderState => ({index, count, loop});
const steps = (start: SliderState, events: SliderEvent[]) =>
  events.map((event) => (start = sliderReducer(start, event)).index);

describe('generic slider (rules:content-fields, rules:layout-constants)', () => {
  it('hides the arrows at the ends unless it loops', () => {
    expect([canPrev(at(0)), canNext(at(0))]).toEqual([false, true]);
    expect([canPrev(at(3)), canNext(at(3))]).toEqual([true, false]);
    expect([canPrev(at(0, 4, true)), canNext(at(3, 4, true))]).toEqual([true, true]);
    expect([canPrev(at(0, 1, true)), canNext(at(0, 1, true))]).toEqual([false, false]);
  });

  it('stops at the ends without looping and wraps with it', () => {
    expect(steps(at(2), [{type: 'next'}, {type: 'next'}, {type: 'prev'}])).toEqual([3, 3, 2]);
    expect(steps(at(3, 4, true), [{type: 'next'}, {type: 'prev'}, {type: 'prev'}])).toEqual([0, 3, 2]);
    expect(
      steps(at(1), [{type: 'goTo', index: 9}, {type: 'goTo', index: -2}, {type: 'last'}, {type: 'first'}]),
    ).toEqual([3, 0, 3, 0]);
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
    expect(['ArrowRight', 'ArrowLeft', 'Home', 'End', 'Enter'].map(keyEvent)).toEqual([
      {type: 'next'},
      {type: 'prev'},
      {type: 'first'},
      {type: 'last'},
      null,
    ]);
  });
});

describe('scrolling strip (product carousel)', () => {
  // Cards 280px wide with the 20px gap: one step is 300px; 8 cards are 2380px wide.
  const step = 300;
  const width = 8 * 280 + 7 * 20;

  it('starts at the first card with the next arrow only', () => {
    const position = stripPosition(0, width, 900, step, 8);
    expect(position).toEqual({first: 0, visible: 3, atStart: true, atEnd: false});
    expect(stripCounter(position, 8)).toBe('01–03 / 08');
  });

  it('follows the scroll offset to the card snapped at the start', () => {
    expect(stripPosition(600, width, 900, step, 8)).toMatchObject({first: 2, atStart: false, atEnd: false});
    // Half-way between two snap points the nearer card counts.
    expect(stripPosition(749, width, 900, step, 8).first).toBe(2);
    expect(stripPosition(751, width, 900, step, 8).first).toBe(3);
  });

  it('knows the end, within a pixel of slack for fractional offsets', () => {
    const end = width - 900;
    const position = stripPosition(end - 0.5, width, 900, step, 8);
    expect(position.atEnd).toBe(true);
    expect(stripCounter(position, 8)).toBe('06–08 / 08');
    // A view of 1000px holds 3 whole cards; at the end the offset (1380) is not a card's start.
    expect(stripCounter(stripPosition(width - 1000, width, 1000, step, 8), 8)).toBe('06–08 / 08');
  });

  it('spaces cards 20px apart (rules:layout-constants "Slider gap: 20"): three 280px cards fill 880px exactly', () => {
    expect(SLIDER_GAP).toBe(20);
    expect(stripPosition(0, width, 3 * 280 + 2 * SLIDER_GAP, 280 + SLIDER_GAP, 8).visible).toBe(3);
  });

  it('counts one card when one fills the view (phones)', () => {
    const position = stripPosition(300, width, 280, step, 8);
    expect(position.visible).toBe(1);
    expect(stripCounter(position, 8)).toBe('02 / 08');
  });

  it('autoplays a card at a time and from the end back to the first, only when asked, not paused and not all in view', () => {
    const on = {autoplay: true, paused: false};
    expect(stripAutoplay(stripPosition(0, width, 900, step, 8), 8, on)).toBe('next');
    expect(stripAutoplay(stripPosition(width - 900, width, 900, step, 8), 8, on)).toBe('restart');
    expect(stripAutoplay(stripPosition(0, width, 900, step, 8), 8, {autoplay: false, paused: false})).toBeNull();
    expect(stripAutoplay(stripPosition(0, width, 900, step, 8), 8, {autoplay: true, paused: true})).toBeNull();
    // Everything in view: nothing to move to.
    expect(stripAutoplay(stripPosition(0, 580, 900, step, 2), 2, on)).toBeNull();
  });

  it('is at both ends when everything fits, and safe with no cards', () => {
    expect(stripPosition(0, 580, 900, step, 2)).toMatchObject({atStart: true, atEnd: true, visible: 2});
    expect(stripPosition(0, 0, 900, 0, 0)).toEqual({first: 0, visible: 0, atStart: true, atEnd: true});
  });
});
