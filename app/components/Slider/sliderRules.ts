/**
 * The generic slider's rules (rules:content-fields "Generic slider", rules:layout-constants): arrows
 * hidden at the ends unless the slider loops, counters zero-padded to two
 * digits, autoplay every 5 s by default, swipe and arrow keys.
 */

/** rules:layout-constants: the slider's default autoplay interval. */
export const SLIDER_AUTOPLAY_MS = 5000;
/** rules:layout-constants: the slider gap. */
export const SLIDER_GAP = 20;
/** A horizontal movement this long (px), and longer than the vertical one, is a swipe. */
export const SWIPE_MIN_PX = 40;

export interface SliderState {
  index: number;
  count: number;
  loop: boolean;
}

export type SliderEvent =
  | {type: 'next'}
  | {type: 'prev'}
  | {type: 'goTo'; index: number}
  | {type: 'first'}
  | {type: 'last'}
  | {type: 'autoplay'};

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

export function canPrev(state: SliderState): boolean {
  return state.count > 1 && (state.loop || state.index > 0);
}

export function canNext(state: SliderState): boolean {
  return state.count > 1 && (state.loop || state.index < state.count - 1);
}

export function sliderReducer(state: SliderState, event: SliderEvent): SliderState {
  const {index, count, loop} = state;
  if (count <= 1) return state;
  let next = index;
  switch (event.type) {
    case 'next':
    case 'autoplay':
      next = index + 1 < count ? index + 1 : loop ? 0 : index;
      break;
    case 'prev':
      next = index > 0 ? index - 1 : loop ? count - 1 : index;
      break;
    case 'goTo':
      next = clampIndex(event.index, count);
      break;
    case 'first':
      next = 0;
      break;
    case 'last':
      next = count - 1;
      break;
  }
  return next === index ? state : {...state, index: next};
}

/** Autoplay stops at the last slide unless the slider loops. */
export function autoplayRunning(state: SliderState, autoplay: boolean, paused: boolean): boolean {
  return autoplay && !paused && canNext(state);
}

/**
 * A strip's autoplay (the product carousel's CMS `autoplay`): it runs while
 * not paused (the button, hover, focus) and while some cards are out of view.
 * Each step moves one card; from the end it goes back to the first.
 */
export function stripAutoplay(
  position: StripPosition,
  count: number,
  options: {autoplay: boolean; paused: boolean},
): 'next' | 'restart' | null {
  if (!options.autoplay || options.paused || position.visible >= count) return null;
  return position.atEnd ? 'restart' : 'next';
}

/** rules:content-fields: counters are zero-padded to 2 digits: '01 / 05'. */
export function sliderCounter(index: number, count: number): {current: string; total: string} {
  const pad = (value: number) => String(value).padStart(2, '0');
  return {current: pad(count ? index + 1 : 0), total: pad(count)};
}

/** A pointer movement as a swipe: left means next, right means previous. */
export function swipeEvent(dx: number, dy: number): SliderEvent | null {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? {type: 'next'} : {type: 'prev'};
}

/** Arrow keys step; Home and End jump to the ends. */
export function keyEvent(key: string): SliderEvent | null {
  switch (key) {
    case 'ArrowRight':
      return {type: 'next'};
    case 'ArrowLeft':
      return {type: 'prev'};
    case 'Home':
      return {type: 'first'};
    case 'End':
      return {type: 'last'};
    default:
      return null;
  }
}

/** Where a scrolling strip of equal cards is: the first card in view, and whether it is at either end. */
export interface StripPosition {
  first: number;
  visible: number;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * A scroll-snap strip (the product carousel) read from its scroll offset:
 * `step` is one card's width plus the gap. A pixel of slack absorbs
 * sub-pixel scroll offsets.
 */
export function stripPosition(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
  step: number,
  count: number,
): StripPosition {
  if (count <= 0 || step <= 0) return {first: 0, visible: count, atStart: true, atEnd: true};
  const fits = Math.max(1, Math.min(count, Math.floor((clientWidth + SLIDER_GAP) / step)));
  const atStart = scrollLeft <= 1;
  const atEnd = scrollLeft + clientWidth >= scrollWidth - 1;
  // At the end the last cards are in view, whatever the offset (the last snap point need not be a card's start).
  const first = atEnd ? count - fits : clampIndex(Math.round(scrollLeft / step), count);
  return {first, visible: Math.min(fits, count - first), atStart, atEnd};
}

/** The counter of a strip: the cards in view, '01–03 / 08', or '04 / 08' when one card fills it. */
export function stripCounter(position: StripPosition, count: number): string {
  const {current: from, total} = sliderCounter(position.first, count);
  if (position.visible <= 1) return `${from} / ${total}`;
  const {current: to} = sliderCounter(position.first + position.visible - 1, count);
  return `${from}–${to} / ${total}`;
}
