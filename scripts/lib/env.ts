import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';

/** Parses KEY=value lines; '#' starts a comment line; values may be quoted. */
export function parseEnvFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const line of text.split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith('#')) continue;
    const [, key = '', raw = ''] = match;
    values[key] = raw.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * The app's environment: .env.example's working local values, overridden by
 * .env when it exists, overridden by the process environment.
 */
export function loadAppEnv(root = process.cwd()): Record<string, string> {
  const read = (name: string) => {
    const path = resolve(root, name);
    return existsSync(path) ? parseEnvFile(readFileSync(path, 'utf8')) : {};
  };
  const example = read('.env.example');
  const local = read('.env');
  const fromProcess = Object.fromEntries(
    Object.keys(example).flatMap((key) => (process.env[key] !== undefined ? [[key, process.env[key] as string]] : [])),
  );
  return {...example, ...local, ...fromProcess};
}

/** True for a URL or host on this machine's loopback, i.e. the embedded dev backend. */
export function isLoopback(urlOrHost: string | undefined): boolean {
  if (!urlOrHost) return false;
  const host = urlOrHost.includes('://') ? new URL(urlOrHost).hostname : urlOrHost.split(':')[0];
  return host === 'localhost' || host === '[::1]' || host === '::1' || /^127\./.test(host ?? '');
}

/** Provider URLs whose stand-ins live in the dev backend, moved to its origin path and all. */
const MOVED_WITH_BACKEND = [
  'GROWTHBOOK_API_HOST',
  'EXPERIMENT_EXPOSURES_URL',
  'KLARNA_SCRIPT_URL',
  'PROTECTION_PLAN_API_URL',
  'CUSTOMER_PRIVACY_SCRIPT_URL',
  'CUSTOMER_ACCOUNT_API_ORIGIN',
];
/** The DSN keeps its key and project; only the host moves to the backend actually running. */
const MOVED_DSN = ['SENTRY_DSN'];

/** Points every loopback URL of the environment at the dev backend actually running. */
export function pointAtBackend(env: Record<string, string>, backendOrigin: string): Record<string, string> {
  const next = {...env};
  const origin = new URL(backendOrigin);
  for (const key of ['PUBLIC_STORE_DOMAIN', 'CONTENTFUL_HOST']) {
    if (isLoopback(next[key])) next[key] = origin.origin;
  }
  if (isLoopback(next.REVIEWS_API_URL)) next.REVIEWS_API_URL = `${origin.origin}/reviews/v1`;
  if (isLoopback(next.COACHING_API_URL)) next.COACHING_API_URL = `${origin.origin}/coaching/v1`;
  if (isLoopback(next.JOBS_API_URL)) next.JOBS_API_URL = `${origin.origin}/jobs/v1`;
  if (isLoopback(next.SURVEY_SCRIPT_URL)) next.SURVEY_SCRIPT_URL = `${origin.origin}/survey/v1/embed.js`;
  if (isLoopback(next.PREQUAL_SCRIPT_URL)) next.PREQUAL_SCRIPT_URL = `${origin.origin}/prequal/v1/widget.js`;
  if (isLoopback(next.REFERRAL_SCRIPT_URL))
    next.REFERRAL_SCRIPT_URL = `${origin.origin}/referral/v1/{locale}/widget.js`;
  if (isLoopback(next.GA4_MP_URL)) next.GA4_MP_URL = `${origin.origin}/ga4/mp/collect`;
  if (isLoopback(next.KLAVIYO_API_URL)) next.KLAVIYO_API_URL = `${origin.origin}/klaviyo`;
  if (isLoopback(next.PUBLIC_CHECKOUT_DOMAIN)) next.PUBLIC_CHECKOUT_DOMAIN = origin.host;
  if (isLoopback(next.SHOPIFY_ANALYTICS_HOST)) next.SHOPIFY_ANALYTICS_HOST = origin.host;
  // Provider stand-ins added later keep their path; only the backend's origin moves.
  for (const key of MOVED_WITH_BACKEND) {
    const value = next[key];
    if (value && isLoopback(value)) next[key] = value.replace(/^https?:\/\/[^/]+/, origin.origin);
  }
  for (const key of MOVED_DSN) {
    const value = next[key];
    if (value && isLoopback(value)) {
      const url = new URL(value);
      url.host = origin.host;
      next[key] = url.toString();
    }
  }
  return next;
}
