/** rules:modal-size-and-backdrop: the focus trap looks for its first focusable element up to 60 times, 100 ms apart. */
export const FOCUS_TRAP_RETRIES = 60;
export const FOCUS_TRAP_RETRY_MS = 100;

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'video[controls]',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hasAttribute('inert') && element.getClientRects().length > 0,
  );
}

/**
 * Moves focus into the container (its content may render a little later,
 * e.g. a lazily loaded gallery, hence the retries) and keeps Tab and
 * Shift+Tab inside it. Returns a function that releases the trap.
 */
export function trapFocus(container: HTMLElement): () => void {
  let attempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const focusFirst = () => {
    const [first] = focusableIn(container);
    if (first) {
      first.focus();
      return;
    }
    attempts += 1;
    if (attempts < FOCUS_TRAP_RETRIES) timer = setTimeout(focusFirst, FOCUS_TRAP_RETRY_MS);
    else container.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const elements = focusableIn(container);
    const first = elements[0];
    const last = elements.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  focusFirst();
  container.addEventListener('keydown', onKeyDown);
  return () => {
    if (timer) clearTimeout(timer);
    container.removeEventListener('keydown', onKeyDown);
  };
}
