import {data, redirect} from 'react-router';
import {homePath, localePath, type Locale} from '~/lib/i18n';
import {withAccountOrigin} from './shopifyOrigin.server';

/** Account pages are the shopper's own: never stored, by the page cache or anyone else. */
export const ACCOUNT_HEADERS = {'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer'};

/** decision 0137: accounts run only with the client id and the shop's id (usableEnv empties both when either is wrong). */
export function accountsOn(env: Env): boolean {
  return Boolean(env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID && env.SHOP_ID);
}

/** A 503 the root's error page shows as "Accounts are unavailable": the rest of the shop is open. */
export function requireAccounts(env: Env) {
  if (!accountsOn(env)) throw data('Accounts are unavailable', {status: 503, headers: ACCOUNT_HEADERS});
}

/** The path an account page was asked for, as Hydrogen cleans it (no .data, no trailing slash). */
function askedPath(request: Request): string {
  const {pathname} = new URL(request.url);
  return pathname
    .replace(/\.data$/, '')
    .replace(/\/_root$/, '/')
    .replace(/(.+)\/$/, '$1');
}

/** The locale's sign-in, coming back to where the shopper was (Hydrogen's default sends en-GB shoppers to the US form). */
export function signInRedirect(request: Request, locale: Locale): Response {
  return redirect(`${localePath('/account/login', locale)}?${new URLSearchParams({return_to: askedPath(request)})}`);
}

/**
 * The Customer Account API client's options for this request's locale (callback, signed-out handling).
 * The callback is given as the absolute URL Hydrogen would make of the path (the request's origin, on
 * https): Hydrogen tries it as an absolute URL first, and a path made it throw and catch a `TypeError`
 * on every request, account page or not (decision 0170). Its default authorize path throws one more,
 * which `createHydrogenContext` gives no option for.
 */
export function customerAccountOptions(request: Request, locale: Locale) {
  const {protocol, origin} = new URL(request.url);
  const authorize = `${protocol === 'http:' ? origin.replace('http', 'https') : origin}${localePath('/account/authorize', locale)}`;
  return {
    authUrl: authorize,
    // The callback is registered by hand (Shopify admin; the dev backend's list), not a Hydrogen tunnel: development builds check.
    useCustomAuthDomain: true,
    customAuthStatusHandler: () => signInRedirect(request, locale),
  };
}

/** A sign-in or sign-out redirect sent where CUSTOMER_ACCOUNT_API_ORIGIN says Shopify is (decision 0135). */
export function toShopify(response: Response, env: Env): Response {
  return withAccountOrigin(response, accountOrigin(env));
}

/** The configured origin without a trailing slash, or undefined for Shopify itself. */
export function accountOrigin(env: Env): string | undefined {
  return env.CUSTOMER_ACCOUNT_API_ORIGIN ? new URL(env.CUSTOMER_ACCOUNT_API_ORIGIN).origin : undefined;
}

/** Where sign-out ends: the locale's home page. */
export const signedOutPath = homePath;
