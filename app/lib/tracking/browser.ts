import {consentFromCookie, effectiveConsent, localeOfPath, type Consent} from './consent';

/**
 * The consent the browser has now (cookie, locale of the page, Global Privacy Control), for the page at
 * `pathname`; `cookie`: document.cookie as the caller has just read it.
 */
export function consentInBrowser(pathname: string, cookie = document.cookie): Consent {
  const locale = localeOfPath(pathname);
  const gpc = (navigator as Navigator & {globalPrivacyControl?: boolean}).globalPrivacyControl;
  return effectiveConsent(consentFromCookie(cookie, locale), locale, gpc);
}
