import {requireAccounts} from '~/lib/account/account.server';
import type {Route} from './+types/(en-GB).account_.authorize';

/** The sign-in's callback: Hydrogen checks the state, exchanges the code (with PKCE) and checks the id token's nonce. */
export async function loader({context}: Route.LoaderArgs) {
  requireAccounts(context.env);
  const response = await context.customerAccount.authorize();
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
