import {memo, Suspense} from 'react';
import {lazyStyled} from '~/lib/lazy/lazyStyled';

/** Not every page has one; its code (and the countdown machine's) stays out of the first load. */
const Countdown = lazyStyled('components/Countdown/Countdown', () =>
  import('./Countdown').then((module) => ({default: module.Countdown})),
);

/**
 * A countdown whose code loads after the first paint: rendered on the server (streaming SSR
 * waits for the lazy module), so the HTML is whole; hydration loads its code after.
 */
export const LazyCountdown = memo(function LazyCountdown({
  endDate,
  now,
  title,
  testId,
}: {
  endDate: string;
  now: number;
  title: string | null;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <Suspense fallback={null}>
        <Countdown endDate={endDate} now={now} title={title} />
      </Suspense>
    </div>
  );
});
