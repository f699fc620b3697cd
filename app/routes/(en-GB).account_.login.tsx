import {redirect} from 'react-router';
import {requireAccounts, toShopify} from '~/lib/account/account.server';
import {localePath} from '~/lib/i18n';
import type {Route} from './+types/(en-GB).account_.login';

/**
 * The sign-in (decision 0137): Hydrogen's client starts the OAuth flow (PKCE state in the session)
 * and this sends the shopper to Shopify's sign-in, or where CUSTOMER_ACCOUNT_API_ORIGIN says it is.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  // Hydrogen comes back to return_to, else to the Referer or /account (the US form): the locale's page instead.
  if (!new URL(request.url).searchParams.has('return_to')) {
    return redirect(
      `${localePath('/account/login', context.locale)}?${new URLSearchParams({return_to: localePath('/account', context.locale)})}`,
    );
  }
  const response = await context.customerAccount.login({
    countryCode: context.locale.country,
    locale: context.locale.code,
  });
  response.headers.set('Cache-Control', 'no-store');
  return toShopify(response, context.env);
}
