/**
 * The shopper's tracking choice (docs/decisions/0053): a first-party cookie
 * every tracker obeys, on the server (the event routes) and in the browser.
 * Pure: no document, no request.
 */

export const CONSENT_COOKIE = 'keel_consent';

export type Consent = {analytics: boolean; marketing: boolean; decided: boolean};

/** A cookie value by name from a Cookie header (or document.cookie); null when absent. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index === -1) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The cookie's value: 'v1.a1.m0' (version, analytics, marketing). */
export function consentValue(consent: Pick<Consent, 'analytics' | 'marketing'>): string {
  return `v1.a${consent.analytics ? 1 : 0}.m${consent.marketing ? 1 : 0}`;
}

const VALUE = /^v1\.a([01])\.m([01])$/;

/**
 * en-US: tracked by default ({analytics: true, marketing: true, decided: false}) until the shopper opts out;
 * en-GB: nothing until a choice ({false, false, decided: false}). A decided cookie wins in both.
 */
export function consentFromCookie(cookieHeader: string | null | undefined, locale: 'en-US' | 'en-GB'): Consent {
  const match = VALUE.exec(readCookie(cookieHeader, CONSENT_COOKIE) ?? '');
  if (match) return {analytics: match[1] === '1', marketing: match[2] === '1', decided: true};
  const byDefault = locale === 'en-US';
  return {analytics: byDefault, marketing: byDefault, decided: false};
}

/** rules:tracking-rules: the tracking cookies' max age, in seconds (about a month); the choice is kept as long. */
export const CONSENT_MAX_AGE = 2629800;

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * The attributes of a first-party cookie set from the browser (rules:tracking-rules): `Secure; SameSite=None`
 * on production and preview hosts, `SameSite=Lax` on localhost (no TLS there).
 */
export function cookieAttributes(hostname: string, maxAge: number): string {
  const site = LOCAL_HOST.test(hostname) ? 'SameSite=Lax' : 'Secure; SameSite=None';
  return `Path=/; Max-Age=${maxAge}; ${site}`;
}

/** The Set-Cookie / document.cookie string that records a choice. */
export function consentCookie(consent: Pick<Consent, 'analytics' | 'marketing'>, hostname: string): string {
  return `${CONSENT_COOKIE}=${consentValue(consent)}; ${cookieAttributes(hostname, CONSENT_MAX_AGE)}`;
}

/** The banner shows when the locale asks for a choice and none was made (en-GB only). */
export function needsChoice(consent: Consent, locale: 'en-US' | 'en-GB'): boolean {
  return locale === 'en-GB' && !consent.decided;
}

/**
 * The consent every tracker applies: the cookie's, except that an en-US
 * shopper whose browser sends Global Privacy Control and who has not chosen
 * is treated as opted out (a US opt-out signal the law asks shops to honour).
 */
export function effectiveConsent(
  consent: Consent,
  locale: 'en-US' | 'en-GB',
  globalPrivacyControl: boolean | undefined,
): Consent {
  if (locale === 'en-US' && !consent.decided && globalPrivacyControl)
    return {analytics: false, marketing: false, decided: false};
  return consent;
}

/** The site locale of a path (rules:analytics-page-names: en-GB pages carry the /en-GB prefix). */
export function localeOfPath(pathname: string): 'en-US' | 'en-GB' {
  return /^\/en-GB(\/|$)/.test(pathname) ? 'en-GB' : 'en-US';
}
