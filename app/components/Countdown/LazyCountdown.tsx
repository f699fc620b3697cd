import {lazySection} from '~/lib/lazy/lazySection';

/** Not every page has one; its code (and the countdown machine's) stays out of the first load. */
const Countdown = lazySection(() => import('./Countdown'), {name: 'Countdown'});

/**
 * A countdown whose code loads after the first paint: rendered on the server (streaming SSR
 * waits for the lazy module), so the HTML is whole; hydration loads its code after.
 */
export function LazyCountdown({
  testId,
  ...props
}: {
  endDate: string;
  now: number;
  title: string | null;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Countdown {...props} />
    </div>
  );
}
