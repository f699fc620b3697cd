import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {button} from '~/styles/button';
import * as styles from './ErrorPage.css';

/** A message page: its title, a sentence and, unless the shopper should stay (`home: false`), the way back home. */
function Message({title, text, home = 'link'}: {title: string; text: string; home?: 'link' | 'reload' | false}) {
  return (
    <section className={styles.page} aria-labelledby="error-title">
      <h1 id="error-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {home ? (
        <LocaleLink to="/" className={button({variant: 'PRIMARY'})} reloadDocument={home === 'reload'}>
          Back to the home page
        </LocaleLink>
      ) : null}
    </section>
  );
}

/** What the root error boundary shows; the root loads this module only when it does. */
export default function ErrorPage({
  kind,
}: {
  kind: 'not-found' | 'order-unavailable' | 'accounts-unavailable' | 'error';
}) {
  if (kind === 'not-found')
    return (
      <Message
        title="We couldn’t find that page"
        text="The link may be old, or the page may have moved. Our rowers are still where you left them."
      />
    );
  // The account pages when customer accounts are turned off (decision 0137): never a 500.
  if (kind === 'accounts-unavailable')
    return (
      <Message
        title="Accounts are unavailable"
        text="You can’t sign in just now. You can still shop and check out as a guest."
      />
    );
  // The order could not be read (the Admin API down or slow: a 503): the page never suggests the order
  // does not exist, and keeps the shopper on the link (rules:errors-upstream-503).
  if (kind === 'order-unavailable')
    return (
      <Message
        title="We couldn’t load your order just now"
        text="Please reload this page in a moment: the link you followed keeps working."
        home={false}
      />
    );
  // Any other failure: never a stack trace (the error is logged on the server); a full reload home.
  return (
    <Message
      title="Something went wrong"
      text="We couldn’t load this page just now. Please try again in a moment."
      home="reload"
    />
  );
}
