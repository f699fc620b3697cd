import {useId, useRef, useState, type FormEvent} from 'react';
import {useFetcher} from 'react-router';
import {MAX_DISCOUNT_CODE_LENGTH} from '~/lib/cart/discountCodes';
import type {CartCodeDiscount} from '~/lib/cart/normalizeCart';
import {submitCartAction, type CartAnswer} from '~/lib/cart/cartClient';
import {useLocale} from '~/lib/useLocale';
import {button} from '~/styles/button';
import {visuallyHidden} from '~/styles/global.css';
import * as styles from './CartPage.css';

/**
 * Discount codes on the cart page (decision 0076): type a code and apply it, see
 * the codes the cart holds with what each takes off, remove one. The cart
 * action answers a code that does not apply with why, in plain words, which
 * is read out (role=alert) and tied to the field. The page's loader
 * revalidates after the action, so the totals follow.
 */
export function DiscountCodes({codes, money}: {codes: CartCodeDiscount[]; money: (amount: number) => string}) {
  const fetcher = useFetcher<CartAnswer>();
  const locale = useLocale();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const messageId = useId();
  const busy = fetcher.state !== 'idle';
  const [localError, setLocalError] = useState<string | null>(null);
  const message = localError ?? (fetcher.state === 'idle' ? fetcher.data?.errors?.[0] : undefined) ?? null;

  const send = (body: {action: 'DiscountCodeAdd' | 'DiscountCodeRemove'; code: string}) =>
    submitCartAction(fetcher, body, locale);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) {
      setLocalError('Enter a discount code.');
      input.current?.focus();
      return;
    }
    setLocalError(null);
    void send({action: 'DiscountCodeAdd', code});
    setValue('');
  };

  return (
    <div className={styles.discount} data-testid="discount-codes">
      {codes.length ? (
        <ul className={styles.discountCodes} aria-label="Discount codes">
          {codes.map((entry) => (
            <li key={entry.code} className={styles.discountCode} data-testid="discount-code">
              <span>
                <strong>{entry.code.toUpperCase()}</strong>{' '}
                {entry.applicable ? <span>applied</span> : <span>not applied: your cart doesn’t qualify yet</span>}
              </span>
              <button
                type="button"
                className={styles.discountRemove}
                disabled={busy}
                onClick={() => void send({action: 'DiscountCodeRemove', code: entry.code})}
              >
                Remove <span className={visuallyHidden}>discount code {entry.code}</span>
              </button>
              {entry.applicable && entry.amount > 0 ? (
                <span className={visuallyHidden}>, saving {money(entry.amount)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <fetcher.Form method="post" onSubmit={apply} noValidate className={styles.discount}>
        <label htmlFor={inputId} className={styles.discountLabel}>
          Discount code
        </label>
        <div className={styles.discountFields}>
          <input
            ref={input}
            id={inputId}
            name="code"
            className={styles.discountInput}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            maxLength={MAX_DISCOUNT_CODE_LENGTH}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? messageId : undefined}
          />
          <button
            type="submit"
            className={`${button({variant: 'SECONDARY_OUTLINE', short: true})} ${styles.discountApply}`}
            disabled={busy}
          >
            Apply
          </button>
        </div>
        <p id={messageId} role="alert" className={styles.discountMessage} data-testid="discount-message">
          {message}
        </p>
      </fetcher.Form>
    </div>
  );
}
