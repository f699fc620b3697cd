import {useState, type FocusEvent} from 'react';

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
export function PauseButton({paused, label, className, onToggle}: {paused: boolean; label: string; className: string; onToggle: () => void}) {
  return (
    <button type="button" className={className} aria-pressed={paused} aria-label={label} onClick={onToggle}>
      <svg width="16" height="16" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
        <path d={paused ? 'M5 3l10 6-10 6z' : 'M4 3h3.5v12H4zM10.5 3H14v12h-3.5z'} fill="currentColor" />
      </svg>
    </button>
  );
}
