/**
 * rules:tracking-rules visibility tracking: an item counts as seen when at least 10% of it
 * is in view at a sample, and samples are at most 100 ms apart, so an item
 * scrolled past between two samples is not seen (decision 0090). Each item is
 * reported once, then no longer observed. Loaded with the tracker only.
 */
export const VISIBLE_RATIO = 0.1;
export const SAMPLE_MS = 100;

type Observer = Pick<IntersectionObserver, 'observe' | 'unobserve' | 'disconnect'>;
export type ObserverFactory = (callback: IntersectionObserverCallback, options: IntersectionObserverInit) => Observer;

const browserObserver: ObserverFactory = (callback, options) => new IntersectionObserver(callback, options);

/** Watches `targets` and calls `onSeen` with those seen since the last sample; returns a stop function. */
export function watchVisibility(
  targets: readonly Element[],
  onSeen: (seen: Element[]) => void,
  createObserver: ObserverFactory = browserObserver,
): () => void {
  const inView = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const sample = () => {
    timer = undefined;
    if (!inView.size) return;
    const seen = [...inView];
    inView.clear();
    for (const target of seen) observer.unobserve(target);
    onSeen(seen);
  };
  const observer = createObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO) inView.add(entry.target);
        else inView.delete(entry.target);
      }
      timer ??= setTimeout(sample, SAMPLE_MS);
    },
    {threshold: VISIBLE_RATIO},
  );
  for (const target of targets) observer.observe(target);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}
