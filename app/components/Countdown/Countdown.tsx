import {useEffect, useState} from 'react';
import {countdownBoxes, formatCountdown, remainingUntil} from '~/lib/countdown/countdownFormat';
import {importInTask, whenIdle} from '~/lib/idle';
import * as styles from './Countdown.css';

/**
 * A countdown (rules:content-states). The first render uses the server's `now`, so server
 * and client show the same text; once the browser is idle after hydration the XState countdown
 * machine (loaded on demand) ticks every second until endDate.
 */
export function Countdown({
  endDate,
  now,
  layout = 'SHORT',
  title,
}: {
  endDate: string | null | undefined;
  now: number;
  layout?: 'SHORT' | 'TALL' | 'INLINE';
  title?: string | null;
}) {
  const end = endDate ? Date.parse(endDate) : Number.NaN;
  const [current, setCurrent] = useState(now);

  useEffect(() => {
    if (!Number.isFinite(end)) return;
    let stop = () => {};
    let cancelled = false;
    // When the browser is idle, a second at the latest: loading XState and starting the actor was
    // a 15-20 ms piece of the task right after hydration (74 ms in a profile at 4x CPU), and the
    // server's time is right to the second meanwhile.
    const cancelStart = whenIdle(
      () =>
        void importInTask(
          () => Promise.all([import('~/lib/countdown/countdownMachine'), import('xstate')]),
          ([{countdownMachine}, {createActor}]) => {
            if (cancelled) return;
            const actor = createActor(countdownMachine(), {input: {endDate, now: Date.now()}});
            const subscription = actor.subscribe((snapshot) => setCurrent(snapshot.context.now));
            actor.start();
            stop = () => {
              subscription.unsubscribe();
              actor.stop();
            };
          },
        ),
      1000,
    );
    return () => {
      cancelled = true;
      cancelStart();
      stop();
    };
  }, [end, endDate]);

  // rules:content-states: nothing renders without an endDate.
  if (!Number.isFinite(end)) return null;
  const remaining = remainingUntil(end, current);
  if (layout === 'INLINE') {
    // In a line of text (the navigation banner): the short format only.
    return (
      <span
        role="timer"
        aria-label={title ? `${title} ends in` : 'Ends in'}
        data-testid="banner-countdown"
        className={styles.inline}
      >
        {formatCountdown(remaining)}
      </span>
    );
  }
  return (
    <div role="timer" aria-label={title ? `${title} ends in` : 'Ends in'} data-testid="countdown">
      {title ? <p className={styles.title}>{title}</p> : null}
      {layout === 'TALL' ? (
        <div className={styles.boxes}>
          {countdownBoxes(remaining).map((box) => (
            <span key={box.label} className={styles.box}>
              <strong className={styles.boxValue}>{box.value}</strong>
              <span className={styles.boxLabel}>{box.label}</span>
            </span>
          ))}
        </div>
      ) : (
        <p className={styles.digits}>{formatCountdown(remaining)}</p>
      )}
    </div>
  );
}
