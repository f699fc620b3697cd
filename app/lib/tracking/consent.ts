/**
 * Consent (owned by issue 16; this is the minimal same-signature version issue 17
 * needs before the merge: the lead keeps issue 16's at merge).
 */
export const CONSENT_COOKIE = 'keel_consent';
export type Consent = {analytics: boolean; marketing: boolean; decided: boolean};

/** en-US: tracked by default until the shopper opts out; en-GB: nothing until a choice. A decided cookie wins in both. */
export function consentFromCookie(cookieHeader: string | null | undefined, locale: 'en-US' | 'en-GB'): Consent {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`))
    ?.slice(CONSENT_COOKIE.length + 1);
  if (raw) {
    try {
      const value = JSON.parse(decodeURIComponent(raw)) as Partial<Consent>;
      return {analytics: value.analytics === true, marketing: value.marketing === true, decided: true};
    } catch {
      // an unreadable cookie counts as no choice
    }
  }
  return locale === 'en-US' ? {analytics: true, marketing: true, decided: false} : {analytics: false, marketing: false, decided: false};
}
