import {useEffect, useRef, type ReactNode} from 'react';
import {useLocation} from 'react-router';
import * as styles from './Account.css';

/** The heading of the account's open section: where focus goes when a navigation took it away. */
export function SectionHeading({children}: {children: ReactNode}) {
  return (
    <h2 className={styles.heading} tabIndex={-1} data-account-section="">
      {children}
    </h2>
  );
}

/**
 * After a navigation inside the account (an order opened, an address deleted), focus that fell to
 * <body> with the element that held it goes to the section's heading, so a keyboard carries on
 * from there. The first render (the page as loaded) leaves focus where the browser put it.
 */
export function useKeepFocus() {
  const {key} = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (document.activeElement && document.activeElement !== document.body) return;
    document.querySelector<HTMLElement>('[data-account-section]')?.focus();
  }, [key]);
}

/** An action's outcome, read out and focused once per answer (`answer`: the action's data, new for each submit). */
export function ActionStatus({message, answer}: {message: string; answer: unknown}) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), [answer]);
  return (
    <p ref={ref} role="status" tabIndex={-1} className={styles.done}>
      {message}
    </p>
  );
}
