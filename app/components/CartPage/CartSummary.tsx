import {CtaLink} from '~/components/Cta/CtaLink';
import {ModalButton} from '~/components/Modal/ModalBridge';
import {PayLater} from '~/components/PayLater/PayLater';
import type {NormalizedCart} from '~/lib/cart/normalizeCart';
import {cartPayLaterShown, type CartSettings} from '~/lib/cart/settings';
import type {CartSummaryFigures} from '~/lib/cart/summary';
import {formatMoney} from '~/lib/money';
import {FINANCING_MONTHS} from '~/lib/product/pricing';
import {useLocale} from '~/lib/useLocale';
import {button} from '~/styles/button';
import * as styles from './CartPage.css';
import {DiscountCodes} from './DiscountCodes';

/**
 * The cart page's order summary (rules:cart-mini-cart "Full cart page"): the full price, the savings, the
 * total and, in en-US, the monthly price; the CMS financing block (with its modal); the CMS
 * CTAs: the checkout button (primary), keep shopping (secondary) and the additional links.
 */
export function CartSummary({
  cart,
  figures,
  settings,
  checkoutUrl,
}: {
  cart: NormalizedCart;
  figures: CartSummaryFigures;
  settings: CartSettings;
  checkoutUrl: string | null;
}) {
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, {code: locale.code, currency: cart.cost.currencyCode});
  const financingModal = settings.financing?.modal;
  return (
    <aside className={styles.summary} aria-labelledby="cart-summary-title" data-testid="cart-summary">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      <DiscountCodes codes={cart.discountCodes} money={money} />
      <dl className={styles.figures}>
        {figures.savings > 0 || figures.codeDiscount > 0 ? (
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>Full price</dt>
            <dd className={styles.figureValue}>{money(figures.full)}</dd>
          </div>
        ) : null}
        {figures.savings > 0 ? (
          <div className={`${styles.figure} ${styles.savings}`} data-testid="cart-savings">
            <dt className={styles.figureLabel}>You save</dt>
            <dd className={styles.figureValue}>{money(figures.savings)}</dd>
          </div>
        ) : null}
        {cart.discountCodes
          .filter((entry) => entry.applicable && entry.amount > 0)
          .map((entry) => (
            <div key={entry.code} className={`${styles.figure} ${styles.savings}`} data-testid="cart-code-discount">
              <dt className={styles.figureLabel}>Discount code {entry.code.toUpperCase()}</dt>
              <dd className={styles.figureValue}>−{money(entry.amount)}</dd>
            </div>
          ))}
        <div className={`${styles.figure} ${styles.totalRow}`} data-testid="cart-total">
          <dt className={styles.figureLabel}>Total:</dt> <dd className={styles.figureValue}>{money(figures.total)}</dd>
        </div>
      </dl>
      {figures.monthly != null ? (
        <p className={styles.monthly} data-testid="cart-monthly">
          or {money(figures.monthly)}/mo for {FINANCING_MONTHS} months
        </p>
      ) : null}
      {/* rules:cart-states: the pay-later provider's cart placement (en-US only; it draws nothing in en-GB); a financing message key 'None' turns it off. */}
      {cartPayLaterShown(settings) ? <PayLater placement="credit-promotion-auto-size" amount={figures.total} /> : null}
      {settings.financing ? (
        <div data-testid="cart-financing" className={styles.financing}>
          <p className={styles.financingTitle}>{settings.financing.title}</p>
          <p className={styles.muted}>{settings.financing.text}</p>
          {settings.financing.description ? <p className={styles.finePrint}>{settings.financing.description}</p> : null}
          {financingModal ? (
            <ModalButton kind="CONFIGURATOR" props={{...financingModal}} className={styles.linkButton}>
              About {financingModal.title.toLowerCase()}
            </ModalButton>
          ) : null}
        </div>
      ) : null}
      {checkoutUrl ? (
        <a href={checkoutUrl} className={`${button({variant: 'PRIMARY'})} ${styles.checkout}`} data-testid="checkout">
          {settings.ctas.primary}
        </a>
      ) : null}
      <CtaLink cta={settings.ctas.secondary} className={styles.keepShopping} />
      {settings.ctas.additional.length ? (
        <ul className={styles.additionalCtas} data-testid="cart-additional-ctas">
          {settings.ctas.additional.map((cta) => (
            <li key={`${cta.text}:${cta.href}`}>
              <CtaLink cta={cta} className={styles.keepShopping} />
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}
