/**
 * The Customer Account API application as a shop registers it (Shopify admin, Hydrogen channel,
 * Customer Account API settings): its client id, the https callback URIs and JavaScript origins it
 * accepts, and the logout URIs. The dev values match .env's SHOP_ID and
 * PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID (decision 0133).
 */
export const DEV_CUSTOMER_ACCOUNT = {shopId: '80000000001', clientId: 'shp_keel-dev-customer-account-client'} as const;

/** The https listeners of `npm start`/`npm run dev` (3001) and of the e2e harness (3101). */
const DEV_HTTPS_ORIGINS = ['https://127.0.0.1:3001', 'https://127.0.0.1:3101'];
const CALLBACK_PATHS = ['/account/authorize', '/en-GB/account/authorize'];

export interface CustomerAccountSettings {
  shopId: string;
  clientId: string;
  /** Exact https callback URIs (Shopify compares them whole). */
  callbackUris: readonly string[];
  /** Origins the token endpoint accepts in the Origin header (a public client's JavaScript origins). */
  javascriptOrigins: readonly string[];
  /** Logout URIs: a post-logout redirect must be one of them or a path under one. */
  logoutUris: readonly string[];
}

const httpsOrigin = (url: string) => new URL(url).origin.replace(/^http:/, 'https:');

/** The storefront's https origin and the one a port above it (the https listener beside the http one). */
function storefrontOrigins(storefrontUrl: string): string[] {
  const url = new URL(httpsOrigin(storefrontUrl));
  const origins = [url.origin];
  if (url.port) origins.push(`${url.protocol}//${url.hostname}:${Number(url.port) + 1}`);
  return origins;
}

/** The registration for a backend started for `storefrontUrl`, or from CUSTOMER_ACCOUNT_CALLBACK_URIS. */
export function customerAccountSettings(
  env: {SHOP_ID?: string; PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID?: string; CUSTOMER_ACCOUNT_CALLBACK_URIS?: string},
  storefrontUrl: string,
): CustomerAccountSettings {
  const listed = (env.CUSTOMER_ACCOUNT_CALLBACK_URIS ?? '')
    .split(',')
    .map((uri) => uri.trim())
    .filter(Boolean);
  const insecure = listed.find((uri) => !uri.startsWith('https://'));
  if (insecure)
    throw new Error(`CUSTOMER_ACCOUNT_CALLBACK_URIS: ${insecure} is not https (Shopify accepts https callbacks only)`);
  const origins = [...new Set([...storefrontOrigins(storefrontUrl), ...DEV_HTTPS_ORIGINS])];
  const callbackUris =
    listed.length > 0 ? listed : origins.flatMap((origin) => CALLBACK_PATHS.map((path) => `${origin}${path}`));
  const javascriptOrigins = [...new Set(callbackUris.map((uri) => new URL(uri).origin))];
  return {
    shopId: env.SHOP_ID || DEV_CUSTOMER_ACCOUNT.shopId,
    clientId: env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID || DEV_CUSTOMER_ACCOUNT.clientId,
    callbackUris,
    javascriptOrigins,
    logoutUris: javascriptOrigins.map((origin) => `${origin}/`),
  };
}

/** Shopify's logout rule as Hydrogen relies on it: the registered URI itself or a path below it, same origin. */
export function isRegisteredLogoutUri(settings: CustomerAccountSettings, uri: string): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return settings.logoutUris.some((registered) => {
    const base = new URL(registered);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname) && !url.username && !url.password;
  });
}
