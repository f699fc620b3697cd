import {data, Outlet} from 'react-router';
import {useKeepFocus} from '~/components/Account/AccountFocus';
import {AccountNav} from '~/components/Account/AccountNav';
import * as styles from '~/components/Account/Account.css';
import {ACCOUNT_HEADERS, requireAccounts} from '~/lib/account/account.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {useLocale} from '~/lib/useLocale';
import type {Route} from './+types/(en-GB).account';
import {privatePageMeta} from '~/lib/seo/privatePage';

export const meta: Route.MetaFunction = () => privatePageMeta('Your account');

export const headers = routeOwnHeaders;

/** The account's frame (decision 0137): a signed-out shopper goes to the sign-in, and back here after. */
export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  await context.customerAccount.handleAuthStatus();
  return data(null, {headers: ACCOUNT_HEADERS});
}

export default function AccountLayout() {
  const locale = useLocale();
  useKeepFocus();
  return (
    <section aria-labelledby="account-title" className={styles.page}>
      <h1 id="account-title" className={styles.title}>
        Your account
      </h1>
      <AccountNav locale={locale} />
      <Outlet />
    </section>
  );
}
