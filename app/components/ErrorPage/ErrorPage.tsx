import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {button} from '~/styles/button';
import * as styles from './ErrorPage.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        We couldn’t find that page
      </h1>
      <p className={styles.text}>
        The link may be old, or the page may have moved. Our rowers are still where you left them.
      </p>
      <LocaleLink to="/" className={button({variant: 'PRIMARY'})}>
        Back to the home page
      </LocaleLink>
    </section>
  );
}

/** A friendly page for any other failure: never a stack trace (the error is logged on the server). */
export function ErrorPageContent() {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        Something went wrong
      </h1>
      <p className={styles.text}>We couldn’t load this page just now. Please try again in a moment.</p>
      <LocaleLink to="/" className={button({variant: 'PRIMARY'})} reloadDocument>
        Back to the home page
      </LocaleLink>
    </section>
  );
}

/**
 * The order page when the order could not be read (the Admin API down or
 * slow: a 503): it never suggests the order does not exist (rules:errors-upstream-503).
 */
export function OrderUnavailablePage() {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        We couldn’t load your order just now
      </h1>
      <p className={styles.text}>Please reload this page in a moment: the link you followed keeps working.</p>
    </section>
  );
}

/** The account pages when customer accounts are turned off (decision 0137): never a 500. */
export function AccountsUnavailablePage() {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        Accounts are unavailable
      </h1>
      <p className={styles.text}>You can’t sign in just now. You can still shop and check out as a guest.</p>
      <LocaleLink to="/" className={button({variant: 'PRIMARY'})}>
        Back to the home page
      </LocaleLink>
    </section>
  );
}

/** What the root error boundary shows; the root loads this module only when it does. */
export default function ErrorPage({
  kind,
}: {
  kind: 'not-found' | 'order-unavailable' | 'accounts-unavailable' | 'error';
}) {
  if (kind === 'not-found') return <NotFoundPage />;
  if (kind === 'accounts-unavailable') return <AccountsUnavailablePage />;
  if (kind === 'order-unavailable') return <OrderUnavailablePage />;
  return <ErrorPageContent />;
}
