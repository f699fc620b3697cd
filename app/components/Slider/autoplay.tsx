import {useState, useSyncExternalStore, type FocusEvent} from 'react';
import {Icon} from '~/components/Icon/Icon';
import {prefersReducedMotion, REDUCED_MOTION} from '~/lib/scroll';

const subscribeReducedMotion = (onChange: () => void) => {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * An autoplaying part's pause button: until the shopper presses it, the part is paused when they ask for
 * less motion (rules:habit-motion-asks-one-place); `toggle` is the press. The server renders it playing.
 */
export function useAutoplayPause() {
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const paused = chosen ?? reducedMotion;
  return {paused, toggle: () => setChosen(!paused)};
}

/**
 * An autoplaying part holds while the pointer is over it or focus is inside
 * it (WCAG 2.2.2): `held`, and the handlers that set it, for the part's root.
 */
export function useHold() {
  const [held, setHeld] = useState(false);
  const holdProps = {
    onPointerEnter: () => setHeld(true),
    onPointerLeave: () => setHeld(false),
    onFocus: () => setHeld(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
    },
  };
  return {held, holdProps};
}

/** The pause toggle of an autoplaying part: pressed while paused, a play icon then. */
export function PauseButton({
  paused,
  label,
  className,
  onToggle,
}: {
  paused: boolean;
  label: string;
  className: string;
  onToggle: () => void;
}) {
  return (
    <button type="button" className={className} aria-pressed={paused} aria-label={label} onClick={onToggle}>
      <Icon name={paused ? 'play' : 'pause'} size={16} />
    </button>
  );
}
