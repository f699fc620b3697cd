import {getPaginationVariables} from '@shopify/hydrogen';
import {data} from 'react-router';
import {SectionHeading} from '~/components/Account/AccountFocus';
import * as styles from '~/components/Account/Account.css';
import {CursorPager} from '~/components/CursorPager/CursorPager';
import {LocaleLink} from '~/components/LocaleLink/LocaleLink';
import {CUSTOMER_ORDERS_QUERY} from '~/graphql/customer-account/account';
import {ACCOUNT_HEADERS, requireAccounts} from '~/lib/account/account.server';
import {orderSummaries} from '~/lib/account/accountViews';
import {formatLongDate} from '~/lib/longDate';
import {formatMoney} from '~/lib/money';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).account._index';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = () => privatePageMeta('Your orders');

export const headers = routeOwnHeaders;

/** The customer's orders, newest first, 20 a page (Hydrogen's cursor paging: ?direction=&cursor=). */
export async function loader({request, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const {customerAccount} = context;
  const answer = await customerAccount.query(CUSTOMER_ORDERS_QUERY, {
    variables: {...getPaginationVariables(request, {pageBy: 20}), language: customerAccount.i18n.language},
  });
  if (answer.errors?.length)
    throw new Error(`[account] orders: ${answer.errors.map((error) => error.message).join('; ')}`);
  return data(orderSummaries(answer.data), {headers: ACCOUNT_HEADERS});
}

export default function AccountOrders({loaderData}: Route.ComponentProps) {
  const {orders, pageInfo} = loaderData;
  const locale = useLocale();
  return (
    <>
      <SectionHeading>Orders</SectionHeading>
      {orders.length === 0 ? (
        <p className={styles.muted}>You haven’t placed an order yet.</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <li key={order.id} className={styles.card}>
              <div className={styles.cardRow}>
                <LocaleLink to={`/account/orders/${order.id}`} className={styles.link}>
                  Order {order.name}
                </LocaleLink>
                <span>{formatMoney(order.total.amount, {code: locale.code, currency: order.total.currencyCode})}</span>
              </div>
              <div className={styles.cardRow}>
                <span className={styles.muted}>{formatLongDate(new Date(order.processedAt), locale.code)}</span>
                <span className={styles.badge}>{[order.payment, order.status].filter(Boolean).join(' · ')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CursorPager
        label="Order pages"
        cursors={pageInfo}
        previous={{
          label: 'Newer orders',
          to: (cursor) => `/account?direction=previous&cursor=${encodeURIComponent(cursor)}`,
        }}
        next={{label: 'Older orders', to: (cursor) => `/account?direction=next&cursor=${encodeURIComponent(cursor)}`}}
        className={styles.pager}
        linkClassName={styles.link}
      />
    </>
  );
}
