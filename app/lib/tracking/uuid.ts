/**
 * The `uuid` tracking cookie (rules:tracking-calls global state, rules:tracking-rules cookies): one
 * anonymous id per browser, used for experiment assignment and exposures and
 * for analytics. Pure, usable on the server and in the browser. It is a
 * tracking cookie: set only when consent allows analytics (tracking/consent.ts).
 */
export const UUID_COOKIE = 'uuid';
/** rules:tracking-rules: max age 2629800 s (about one month). */
export const TRACKING_COOKIE_MAX_AGE = 2629800;

/** Values we accept back from the cookie: a uuid or an internal user's prefixed id, nothing that could break a header or a log line. */
const VALUE = /^[A-Za-z0-9_-]{8,100}$/;

export function readUuid(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== UUID_COOKIE) continue;
    let value = part.slice(index + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      return null;
    }
    return VALUE.test(value) ? value : null;
  }
  return null;
}

export function newUuid(): string {
  return crypto.randomUUID();
}

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|::1)$/;

/** rules:tracking-rules: Secure with SameSite=None on production and preview hosts, Lax on localhost. */
export function uuidCookie(value: string, hostname: string): string {
  const site = LOCAL_HOST.test(hostname) ? 'SameSite=Lax' : 'Secure; SameSite=None';
  return `${UUID_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${TRACKING_COOKIE_MAX_AGE}; ${site}`;
}
