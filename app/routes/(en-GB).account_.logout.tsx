import {redirect} from 'react-router';
import {requireAccounts, signedOutPath, toShopify} from '~/lib/account/account.server';
import type {Route} from './+types/(en-GB).account_.logout';

/** Only a POST signs out (a link could be followed by a prefetch); a GET goes home. */
export function loader({context}: Route.LoaderArgs) {
  return redirect(signedOutPath(context.locale));
}

/** Clears the session and ends Shopify's session too, coming back to the locale's home page. */
export async function action({context}: Route.ActionArgs) {
  requireAccounts(context.env);
  return toShopify(
    await context.customerAccount.logout({postLogoutRedirectUri: signedOutPath(context.locale)}),
    context.env,
  );
}
