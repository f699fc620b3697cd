import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {button} from '~/styles/button';
import * as styles from './CartLinkPage.css';

export interface CartLinkPageProps {
  title: string;
  /** Plain-words sentences: why the link was refused, or what to know about the cart it built. */
  messages: string[];
  /** The first is the main way on. */
  actions: Array<{to: string; label: string}>;
}

/** What a discount link or cart permalink shows when it cannot simply continue (decisions 0128, 0129). */
export function CartLinkPage({title, messages, actions}: CartLinkPageProps) {
  return (
    <section className={styles.page} aria-labelledby="cart-link-title">
      <h1 id="cart-link-title" className={styles.title}>
        {title}
      </h1>
      <div role="status" data-testid="cart-link-message">
        {messages.map((message) => (
          <p key={message} className={styles.text}>
            {message}
          </p>
        ))}
      </div>
      <div className={styles.actions}>
        {actions.map((action, index) => (
          <LocaleLink
            key={action.to}
            to={action.to}
            className={button({variant: index === 0 ? 'PRIMARY' : 'SECONDARY_OUTLINE'})}
          >
            {action.label}
          </LocaleLink>
        ))}
      </div>
    </section>
  );
}
