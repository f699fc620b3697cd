import {useEffect, useReducer, useRef, type KeyboardEvent, type ReactNode} from 'react';
import {Icon} from '~/components/Icon/Icon';
import {inlineVars} from '~/styles/inlineVars';
import {
  autoplayRunning,
  canNext,
  canPrev,
  clampIndex,
  keyEvent,
  SLIDER_AUTOPLAY_MS,
  sliderCounter,
  sliderReducer,
  swipeEvent,
} from '~/components/Slider/sliderRules';
import {PauseButton, useAutoplayPause, useHold} from './autoplay';
import * as styles from './Slider.css';

export interface SliderProps {
  /** What the slides are, for screen readers: 'Rower images'. */
  label: string;
  slides: ReactNode[];
  /** rules:content-fields: an arrow bar under the slides, or arrows floating over them. */
  arrows?: 'BAR' | 'FLOATING';
  /** Autoplay: true for the 5 s default, or an interval in ms. */
  autoplay?: boolean | number;
  loop?: boolean;
  initialIndex?: number;
}

const ARROWS = {
  prev: {label: 'Previous slide', icon: 'previous'},
  next: {label: 'Next slide', icon: 'next'},
} as const;

/**
 * The generic slider (rules:content-fields): one slide at a time, arrows (a bar or
 * floating) hidden at the ends unless it loops, '01 / 05' counters,
 * optional autoplay with a pause button (it also pauses on hover and focus, and starts paused for
 * a shopper who asks for less motion),
 * swipe on touch and the arrow keys. Slides out of view are inert.
 */
export function Slider({label, slides, arrows = 'BAR', autoplay = false, loop = false, initialIndex = 0}: SliderProps) {
  const [state, send] = useReducer(sliderReducer, {
    index: clampIndex(initialIndex, slides.length),
    count: slides.length,
    loop,
  });
  const {paused, toggle} = useAutoplayPause();
  const {held, holdProps} = useHold();
  const start = useRef<{x: number; y: number} | null>(null);
  const interval = typeof autoplay === 'number' ? autoplay : SLIDER_AUTOPLAY_MS;
  const running = autoplayRunning(state, Boolean(autoplay), paused || held);

  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => send({type: 'autoplay'}), interval);
    return () => clearTimeout(timer);
  }, [running, interval, state.index]);

  const counter = sliderCounter(state.index, state.count);
  const onKeyDown = (event: KeyboardEvent) => {
    // Arrow keys from the slider's own controls and slides; not from a text field inside a slide.
    if ((event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]')) return;
    const action = keyEvent(event.key);
    if (!action) return;
    event.preventDefault();
    send(action);
  };

  const arrow = (direction: 'prev' | 'next') => (
    <button
      type="button"
      className={styles.arrow}
      aria-label={ARROWS[direction].label}
      data-track-click="carousel_click"
      onClick={() => send({type: direction})}
    >
      <Icon name={ARROWS[direction].icon} size={20} />
    </button>
  );
  const prevButton = canPrev(state) ? arrow('prev') : null;
  const nextButton = canNext(state) ? arrow('next') : null;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys from the controls inside bubble here
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={label}
      data-arrows={arrows}
      onKeyDown={onKeyDown}
      {...holdProps}
    >
      <div
        className={styles.viewport}
        onPointerDown={(event) => {
          start.current = {x: event.clientX, y: event.clientY};
        }}
        onPointerUp={(event) => {
          const from = start.current;
          start.current = null;
          if (!from) return;
          const action = swipeEvent(event.clientX - from.x, event.clientY - from.y);
          if (action) send(action);
        }}
        onPointerCancel={() => {
          start.current = null;
        }}
      >
        <div
          className={styles.track}
          style={inlineVars({[styles.index]: String(state.index)})}
          aria-live={running ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              {...(index === state.index ? {} : {inert: '', 'aria-hidden': true})}
            >
              {slide}
            </div>
          ))}
        </div>
        {arrows === 'FLOATING' ? (
          <>
            <div className={styles.floatingPrev}>{prevButton}</div>
            <div className={styles.floatingNext}>{nextButton}</div>
          </>
        ) : null}
      </div>
      <div className={styles.bar}>
        {arrows === 'BAR' ? <div className={styles.arrowSlot}>{prevButton}</div> : null}
        <p className={styles.counter} data-testid="slider-counter">
          <span>{counter.current}</span> / <span>{counter.total}</span>
        </p>
        {arrows === 'BAR' ? <div className={styles.arrowSlot}>{nextButton}</div> : null}
        {autoplay ? (
          <PauseButton paused={paused} label="Pause slides" className={styles.arrow} onToggle={toggle} />
        ) : null}
      </div>
    </section>
  );
}

export default Slider;
