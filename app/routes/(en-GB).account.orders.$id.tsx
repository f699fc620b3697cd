import {Fragment} from 'react';
import {data} from 'react-router';
import {SectionHeading} from '~/components/Account/AccountFocus';
import * as styles from '~/components/Account/Account.css';
import {AddressLines} from '~/components/Account/AddressLines';
import * as order from '~/components/OrderPage/OrderPage.css';
import {CUSTOMER_ORDER_QUERY} from '~/graphql/customer-account/account';
import {ACCOUNT_HEADERS, requireAccounts} from '~/lib/account/account.server';
import {orderDetails, orderNumber, type Discount, type Money} from '~/lib/account/accountViews';
import type {Locale} from '~/lib/i18n';
import {formatLongDate} from '~/lib/longDate';
import {formatMoney} from '~/lib/money';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).account.orders.$id';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = ({data: loaded}) => privatePageMeta(loaded ? `Order ${loaded.name}` : 'Order');

export const headers = routeOwnHeaders;

/** One of the customer's orders; any other id (or one not of digits) is a 404 that shows nothing. */
export async function loader({params, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const orderId = orderNumber(params.id);
  if (!orderId) throw new Response('Order not found', {status: 404});
  const {customerAccount} = context;
  const answer = await customerAccount.query(CUSTOMER_ORDER_QUERY, {
    variables: {orderId, language: customerAccount.i18n.language},
  });
  const details = answer.data ? orderDetails(answer.data) : null;
  if (!details) throw new Response('Order not found', {status: 404});
  return data(details, {headers: ACCOUNT_HEADERS});
}

const price = (money: Money, locale: Locale) =>
  formatMoney(money.amount, {code: locale.code, currency: money.currencyCode});
const discountText = (discount: Discount, locale: Locale) =>
  discount.kind === 'amount' ? `-${price(discount.amount, locale)}` : `${discount.percentage}% off`;

/** The order in the order confirmation page's style (rules:accounts): title, then label beside value. */
export default function AccountOrder({loaderData: details}: Route.ComponentProps) {
  const locale = useLocale();
  return (
    <>
      <SectionHeading>Order {details.name}</SectionHeading>
      <dl className={order.details}>
        <dt className={order.label}>Placed:</dt>
        <dd className={order.value}>{formatLongDate(new Date(details.processedAt), locale.code)}</dd>
        <dt className={order.label}>Status:</dt>
        <dd className={order.value}>{details.status}</dd>
        <dt className={order.label}>Shipping Address:</dt>
        <dd className={order.value}>
          {details.shippingAddress ? <AddressLines lines={details.shippingAddress} /> : 'None'}
        </dd>
      </dl>
      <ul className={styles.lines} aria-label="Items">
        {details.lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span>
              {line.title}
              {line.variantTitle ? <span className={styles.muted}> · {line.variantTitle}</span> : null}
              <br />
              <span className={styles.muted}>Quantity: {line.quantity}</span>
            </span>
            <span>
              {line.price ? price(line.price, locale) : null}
              {line.discount ? (
                <>
                  <br />
                  <span className={styles.muted}>-{price(line.discount, locale)}</span>
                </>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        {details.subtotal ? (
          <>
            <dt className={styles.totalLabel}>Subtotal</dt>
            <dd className={styles.totalValue}>{price(details.subtotal, locale)}</dd>
          </>
        ) : null}
        {details.discounts.map((discount, index) => (
          <Fragment key={index}>
            <dt className={styles.totalLabel}>Discount</dt>
            <dd className={styles.totalValue}>{discountText(discount, locale)}</dd>
          </Fragment>
        ))}
        {details.tax ? (
          <>
            <dt className={styles.totalLabel}>{locale.code === 'en-GB' ? 'VAT' : 'Tax'}</dt>
            <dd className={styles.totalValue}>{price(details.tax, locale)}</dd>
          </>
        ) : null}
        <dt className={`${styles.totalLabel} ${styles.grandTotal}`}>Total</dt>
        <dd className={`${styles.totalValue} ${styles.grandTotal}`} data-testid="account-order-total">
          {price(details.total, locale)}
        </dd>
      </dl>
    </>
  );
}
