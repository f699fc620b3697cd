import type {CountryCode, CurrencyCode, LanguageCode} from '@shopify/hydrogen/storefront-api-types';

/** rules:locale-two-site-locales, rules:locale-constants: the two site locales; en-US is the default and has no URL prefix. */
export type LocaleCode = 'en-US' | 'en-GB';

export interface Locale {
  code: LocaleCode;
  language: LanguageCode;
  country: CountryCode;
  currency: CurrencyCode;
  /** rules:locale-constants: '$' for en-US, '£' otherwise. */
  currencySymbol: string;
  /** '' for en-US, '/en-GB' for en-GB. */
  pathPrefix: string;
  /** The label the footer's locale selector shows for this locale (rules:locale-routes). */
  selectorLabel: string;
}

export const LOCALES: Readonly<Record<LocaleCode, Locale>> = {
  'en-US': {
    code: 'en-US',
    language: 'EN',
    country: 'US',
    currency: 'USD',
    currencySymbol: '$',
    pathPrefix: '',
    selectorLabel: 'US - English',
  },
  'en-GB': {
    code: 'en-GB',
    language: 'EN',
    country: 'GB',
    currency: 'GBP',
    currencySymbol: '£',
    pathPrefix: '/en-GB',
    selectorLabel: 'UK - English',
  },
};

export const DEFAULT_LOCALE = LOCALES['en-US'];

/**
 * A first path segment that is a locale code: 'fr-FR' style (the country in
 * capitals, so that slugs such as 'go-on' are not taken for locales).
 */
const LOCALE_SEGMENT = /^[a-z]{2}-[A-Z]{2}$/;

function firstSegment(pathname: string): string {
  return pathname.split('/').find((segment) => segment !== '') ?? '';
}

/** Finds the site locale for a code, case-insensitively; unknown codes give undefined. */
export function findLocale(code: string | undefined | null): Locale | undefined {
  if (!code) return undefined;
  const lower = code.toLowerCase();
  return Object.values(LOCALES).find((locale) => locale.code.toLowerCase() === lower);
}

/** rules:locale-routes: the locale comes from the first path segment; anything unknown falls back to en-US. */
export function getLocaleFromPathname(pathname: string): Locale {
  return findLocale(firstSegment(pathname)) ?? DEFAULT_LOCALE;
}

export function getLocaleFromRequest(request: Request): Locale {
  return getLocaleFromPathname(new URL(request.url).pathname);
}

/**
 * Where a request for an unknown locale prefix (e.g. /fr-FR/cart) or a
 * non-canonical spelling (/en-gb/cart, /en-US/cart) should go, or null when
 * the path is already canonical. rules:locale-routes: an unknown locale falls back to
 * en-US, which carries no prefix.
 */
export function canonicalLocaleRedirect(pathname: string): string | null {
  const segment = firstSegment(pathname);
  const locale = findLocale(segment);
  if (!locale && !LOCALE_SEGMENT.test(segment)) return null;
  if (locale && locale.code === segment && locale.pathPrefix !== '') return null;
  const rest = pathname.replace(new RegExp(`^/+${segment}`), '') || '/';
  return localePath(rest, locale ?? DEFAULT_LOCALE);
}

/** Removes the locale prefix from a pathname: '/en-GB/cart' -> '/cart'. */
export function stripLocalePrefix(pathname: string): string {
  const segment = firstSegment(pathname);
  if (!findLocale(segment)) return pathname;
  return pathname.replace(new RegExp(`^/+${segment}`, 'i'), '') || '/';
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The one path builder (rules:locale-routes, Reading A): put /{locale} in front of the
 * path, except when the locale is en-US, when the path already carries the
 * locale, or when the path starts with '#'. Double slashes are collapsed.
 * URLs with a scheme (https:, mailto:, tel:) are left alone: they are not
 * paths of this site. A leading '//' counts as a doubled slash, not as a
 * protocol-relative URL, since CMS paths are written by hand.
 */
export function localePath(path: string, locale: Locale | LocaleCode): string {
  const resolved = typeof locale === 'string' ? LOCALES[locale] : locale;
  if (path.startsWith('#') || ABSOLUTE_URL.test(path)) return path;

  const [pathname = '', suffix = ''] = splitSuffix(path);
  const rooted = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const alreadyPrefixed =
    resolved.pathPrefix !== '' && firstSegment(rooted).toLowerCase() === resolved.code.toLowerCase();
  const prefixed = resolved.pathPrefix === '' || alreadyPrefixed ? rooted : `${resolved.pathPrefix}${rooted}`;
  return `${prefixed.replace(/\/{2,}/g, '/')}${suffix}`;
}

/** Splits '/a/b?x=1#y' into ['/a/b', '?x=1#y'], so only the path is rewritten. */
function splitSuffix(path: string): [string, string] {
  const index = path.search(/[?#]/);
  return index === -1 ? [path, ''] : [path.slice(0, index), path.slice(index)];
}

/** The home page of a locale: '/' for en-US, '/en-GB/' for en-GB (rules:locale-routes, mini cart close). */
export function homePath(locale: Locale): string {
  return locale.pathPrefix === '' ? '/' : `${locale.pathPrefix}/`;
}

/** The locale that the footer's selector offers: always the other one (rules:locale-routes). */
export function otherLocale(locale: Locale): Locale {
  return locale.code === 'en-US' ? LOCALES['en-GB'] : LOCALES['en-US'];
}
