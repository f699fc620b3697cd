/**
 * The `uuid` tracking cookie of spec 9 (interfaces.md 4; owned by issue 17:
 * this is the minimal version with the same exports, kept until the merge).
 */
import {cookieAttributes, readCookie} from './consent';

export const UUID_COOKIE = 'uuid';
export const TRACKING_COOKIE_MAX_AGE = 2629800; // spec 9, seconds

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readUuid(cookieHeader: string | null | undefined): string | null {
  const value = readCookie(cookieHeader, UUID_COOKIE);
  return value && UUID.test(value) ? value : null;
}

export function newUuid(): string {
  return crypto.randomUUID();
}

/** Set-Cookie value: Path=/; Max-Age; `Secure; SameSite=None` on production and preview hosts, `SameSite=Lax` on localhost/127.0.0.1. */
export function uuidCookie(value: string, hostname: string): string {
  return `${UUID_COOKIE}=${value}; ${cookieAttributes(hostname, TRACKING_COOKIE_MAX_AGE)}`;
}
