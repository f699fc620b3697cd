import {consentFromCookie, effectiveConsent, localeOfPath, type Consent} from './consent';

/** The consent the browser has now (cookie, locale of the page, Global Privacy Control), for the page at `pathname`. */
export function consentInBrowser(pathname: string): Consent {
  const locale = localeOfPath(pathname);
  const gpc = (navigator as Navigator & {globalPrivacyControl?: boolean}).globalPrivacyControl;
  return effectiveConsent(consentFromCookie(document.cookie, locale), locale, gpc);
}
