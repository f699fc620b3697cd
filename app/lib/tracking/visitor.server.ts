import {consentFromCookie, type Consent} from './consent';
import {newUuid, readUuid, uuidCookie} from './uuid';

export interface VisitorTracking {
  consent: Consent;
  /** The visitor's uuid: the cookie's, or a new one when consent allows and there is none; null without consent. */
  uuid: string | null;
  /** The Set-Cookie value for a new uuid, for the worker to add to this response. */
  setCookie: string | null;
}

/**
 * The visitor's tracking state, once per request. The uuid cookie is a
 * tracking cookie: without analytics consent there is none (and experiments
 * show their control); with consent and no cookie, a new uuid is minted here
 * so this very response (the first HTML) is already assigned.
 */
export function visitorTracking(request: Request, locale: 'en-US' | 'en-GB'): VisitorTracking {
  const cookie = request.headers.get('Cookie');
  const consent = consentFromCookie(cookie, locale);
  if (!consent.analytics) return {consent, uuid: null, setCookie: null};
  const existing = readUuid(cookie);
  if (existing) return {consent, uuid: existing, setCookie: null};
  // Minted on a page (an HTML document request) only: a background request such as React Router's
  // /__manifest carries no locale prefix, so it must not decide consent for an en-GB visitor.
  const isDocument = request.method === 'GET' && (request.headers.get('Accept') ?? '').includes('text/html');
  if (!isDocument) return {consent, uuid: null, setCookie: null};
  const uuid = newUuid();
  return {consent, uuid, setCookie: uuidCookie(uuid, new URL(request.url).hostname)};
}
