import {useEffect, useId, useRef, useState} from 'react';
import {consentCookie, localeOfPath} from '~/lib/tracking/consent';
import {consentInBrowser} from '~/lib/tracking/queue';
import {button} from '~/styles/button.css';
import * as styles from './ConsentBanner.css';

/**
 * The cookie choice (docs/decisions/0053): accept all, reject all, or choose
 * analytics and marketing one by one. 'Reject all' sits beside 'Accept all'
 * with the same look: refusing is as easy as accepting. A non-modal dialog
 * fixed over the bottom of the page; the choice is the keel_consent cookie.
 */
export default function ConsentBanner({initialMode, onDone, onDismiss}: {initialMode: 'banner' | 'choose'; onDone: () => void; onDismiss: () => void}) {
  const id = useId();
  const locale = localeOfPath(window.location.pathname);
  const [current] = useState(() => consentInBrowser(window.location.pathname));
  const [choosing, setChoosing] = useState(initialMode === 'choose');
  const [analytics, setAnalytics] = useState(current.analytics);
  const [marketing, setMarketing] = useState(current.marketing);
  const firstOption = useRef<HTMLInputElement>(null);
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    // Opened from the footer: focus goes back to the link afterwards.
    if (initialMode === 'choose') returnTo.current = document.activeElement;
  }, [initialMode]);

  useEffect(() => {
    // Choosing (from the footer, or 'Choose'): focus moves to the first option.
    if (choosing) firstOption.current?.focus();
  }, [choosing]);

  const finish = (choice: {analytics: boolean; marketing: boolean}) => {
    document.cookie = consentCookie(choice, window.location.hostname);
    if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
    onDone();
  };

  const us = locale === 'en-US';
  const heading = us ? 'Your privacy choices' : 'Cookies on Keel';
  const intro = us
    ? 'We use cookies to measure how the shop is used (analytics) and to tailor our marketing e-mails to what you browse (marketing). You can turn either off.'
    : 'We would like to use cookies to measure how the shop is used (analytics) and to tailor our marketing e-mails to what you browse (marketing). We only set them if you agree. Cookies the shop needs to work, such as your cart, are always on.';

  return (
    <section role="dialog" aria-modal="false" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className={styles.banner} data-testid="consent-banner">
      <h2 id={`${id}-title`} className={styles.title}>
        {heading}
      </h2>
      <p id={`${id}-text`} className={styles.text}>
        {intro}
      </p>
      {choosing ? (
        <fieldset className={styles.options}>
          <legend className={styles.legend}>Choose which cookies we may use</legend>
          <label className={styles.option}>
            <input ref={firstOption} type="checkbox" className={styles.checkbox} checked={analytics} onChange={(event) => setAnalytics(event.currentTarget.checked)} />
            <span>
              <strong>Analytics</strong>: pages viewed and products added to the cart, sent to Google Analytics.
            </span>
          </label>
          <label className={styles.option}>
            <input type="checkbox" className={styles.checkbox} checked={marketing} onChange={(event) => setMarketing(event.currentTarget.checked)} />
            <span>
              <strong>Marketing</strong>: products you view and add, sent to Klaviyo to tailor our e-mails.
            </span>
          </label>
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={button({variant: 'PRIMARY'})} onClick={() => finish({analytics: true, marketing: true})}>
          Accept all
        </button>
        <button type="button" className={button({variant: 'PRIMARY'})} onClick={() => finish({analytics: false, marketing: false})}>
          Reject all
        </button>
        {choosing ? (
          <button type="button" className={button({variant: 'SECONDARY_OUTLINE'})} onClick={() => finish({analytics, marketing})}>
            Save my choices
          </button>
        ) : (
          <button type="button" className={button({variant: 'SECONDARY_OUTLINE'})} onClick={() => setChoosing(true)}>
            Choose
          </button>
        )}
        {initialMode === 'choose' ? (
          <button
            type="button"
            className={button({variant: 'LINK'})}
            onClick={() => {
              if (returnTo.current instanceof HTMLElement) returnTo.current.focus();
              onDismiss();
            }}
          >
            Close
          </button>
        ) : null}
      </div>
    </section>
  );
}
