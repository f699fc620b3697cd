/**
 * Runs `task` once the browser is idle after the page has loaded (requestIdleCallback, or a
 * short timeout where it is missing, as in Safari). Returns a cancel function for effects.
 * Third-party and measurement code, and code a shopper is likely to need next, start here:
 * after hydration, never in the first load's critical path. `timeout` is the latest it waits
 * for idle time; 0 means no deadline, as in requestIdleCallback.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
