import type {createContentSecurityPolicy} from '@shopify/hydrogen';
import {parseDsn} from '../errors/errorReporting';

type CspOptions = NonNullable<Parameters<typeof createContentSecurityPolicy>[0]>;

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/;

/** A host without a scheme is https, except on this machine's loopback (the dev backend). */
function origin(urlOrHost: string | undefined): string | undefined {
  if (!urlOrHost) return undefined;
  const scheme = LOOPBACK_HOST.test(urlOrHost) ? 'http' : 'https';
  try {
    return new URL(urlOrHost.includes('://') ? urlOrHost : `${scheme}://${urlOrHost}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The CSP options for Hydrogen's createContentSecurityPolicy. Hydrogen writes
 * `https://` before the store and checkout domains it is given, which breaks
 * an http store such as the local dev backend; so http origins are passed as
 * explicit directives and only bare https hosts through `shop`.
 */
export function cspOptions(
  env: Pick<
    Env,
    | 'PUBLIC_STORE_DOMAIN'
    | 'PUBLIC_CHECKOUT_DOMAIN'
    | 'CONTENTFUL_HOST'
    | 'SURVEY_SCRIPT_URL'
    | 'PREQUAL_SCRIPT_URL'
    | 'REFERRAL_SCRIPT_URL'
  > &
    Partial<Pick<Env, 'KLARNA_SCRIPT_URL' | 'SENTRY_DSN' | 'SHOPIFY_ANALYTICS_HOST' | 'CUSTOMER_PRIVACY_SCRIPT_URL'>>,
): CspOptions {
  const store = origin(env.PUBLIC_STORE_DOMAIN);
  // The post-purchase survey's script and the endpoint it posts its answer to.
  const survey = env.SURVEY_SCRIPT_URL ? origin(env.SURVEY_SCRIPT_URL) : undefined;
  // The prequalification widget's script (it makes no requests of its own).
  const prequal = env.PREQUAL_SCRIPT_URL ? origin(env.PREQUAL_SCRIPT_URL) : undefined;
  // The referral provider's per-locale script (a {locale} template) and the API its form posts to, on the same origin.
  const referral = env.REFERRAL_SCRIPT_URL ? origin(env.REFERRAL_SCRIPT_URL) : undefined;
  // The pay-later provider's messaging script (Klarna's Web SDK), which also calls its own API.
  const payLater = env.KLARNA_SCRIPT_URL ? origin(env.KLARNA_SCRIPT_URL) : undefined;
  // The error-reporting service the browser posts its (scrubbed) envelopes to.
  const errorReporting = parseDsn(env.SENTRY_DSN)?.origin;
  // decision 0125: where Shopify's analytics are posted, and the Customer Privacy API's script (it posts to 'self').
  const shopifyAnalytics = origin(env.SHOPIFY_ANALYTICS_HOST);
  const customerPrivacy = env.CUSTOMER_PRIVACY_SCRIPT_URL ? origin(env.CUSTOMER_PRIVACY_SCRIPT_URL) : undefined;
  const scriptOrigins = [
    ...new Set(
      [survey, prequal, referral, payLater, customerPrivacy].filter((value): value is string => Boolean(value)),
    ),
  ];
  const checkout = origin(env.PUBLIC_CHECKOUT_DOMAIN);
  const contentHost = origin(env.CONTENTFUL_HOST);
  const isHttps = (value: string | undefined) => value?.startsWith('https://') ?? false;
  // Contentful serves media from its own CDNs; the dev backend serves both from one origin.
  const mediaOrigins = ['https://images.ctfassets.net', 'https://videos.ctfassets.net', 'https://assets.ctfassets.net'];
  const extra = [...new Set([store, checkout, contentHost])].filter(
    (value): value is string => Boolean(value) && !isHttps(value),
  );
  return {
    shop: {
      ...(store && isHttps(store) ? {storeDomain: new URL(store).host} : {}),
      ...(checkout && isHttps(checkout) ? {checkoutDomain: new URL(checkout).host} : {}),
    },
    imgSrc: ["'self'", 'data:', 'https://cdn.shopify.com', ...mediaOrigins, ...extra],
    mediaSrc: ["'self'", 'blob:', ...mediaOrigins, ...extra],
    connectSrc: [
      ...new Set([
        "'self'",
        ...mediaOrigins,
        ...extra,
        ...(survey ? [survey] : []),
        ...(referral ? [referral] : []),
        ...(payLater ? [payLater] : []),
        ...(errorReporting ? [errorReporting] : []),
        ...(shopifyAnalytics ? [shopifyAnalytics] : []),
      ]),
    ],
    // hls.js transmuxes in a Web Worker it starts from a blob: URL (decision 0021).
    workerSrc: ["'self'", 'blob:'],
    // Hydrogen appends the nonce; without third-party scripts, scripts fall back to default-src.
    ...(scriptOrigins.length ? {scriptSrc: ["'self'", 'https://cdn.shopify.com', ...scriptOrigins]} : {}),
    fontSrc: ["'self'"],
  };
}
