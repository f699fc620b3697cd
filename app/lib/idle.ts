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

/**
 * `load` (a dynamic import), then `run` with what it brought, in a task of its own. Parts that wait for
 * the same chunk would otherwise all run in the microtasks of the task in which it arrived: on the home
 * page the tracker's boot, the countdowns' actors and the third parties' page work were one 30-50 ms
 * task (decision 0174). Rejects as `run` throws, or as `load` fails.
 */
export function importInTask<Loaded>(load: () => Promise<Loaded>, run: (loaded: Loaded) => void): Promise<void> {
  return load().then(
    (loaded) =>
      new Promise<void>((resolve, reject) => {
        setTimeout(() => {
          try {
            run(loaded);
            resolve();
          } catch (error) {
            reject(error);
          }
        }, 0);
      }),
  );
}
