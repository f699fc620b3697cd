import type {HydrogenSession} from '@shopify/hydrogen';
import {createCookie, createSession, type Cookie, type Session} from 'react-router';

/**
 * The cookie session of Hydrogen's starter: the signed-in shopper's Customer Account API tokens and
 * the sign-in's PKCE state. decision 0136: its content is sealed (AES-GCM, a key derived from
 * SESSION_SECRET) as well as signed, so the tokens never reach the browser in a form it can read.
 */
export class AppSession implements HydrogenSession {
  public isPending = false;

  #cookie;
  #secret;
  #session;

  constructor(cookie: Cookie, secret: string, session: Session) {
    this.#cookie = cookie;
    this.#secret = secret;
    this.#session = session;
  }

  static async init(request: Request, secrets: string[]) {
    const cookie = createCookie('session', {
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
      secure: new URL(request.url).protocol === 'https:',
      secrets,
    });
    const secret = secrets[0] ?? '';
    const sealed: unknown = await cookie.parse(request.headers.get('Cookie')).catch(() => null);
    // A shopper without a session (most page views) costs no key.
    const data = typeof sealed === 'string' ? await unseal(await sealingKey(secret), sealed) : null;
    return new this(cookie, secret, createSession(data ?? {}));
  }

  get has() {
    return this.#session.has;
  }

  get get() {
    return this.#session.get;
  }

  get flash() {
    return this.#session.flash;
  }

  get unset() {
    this.isPending = true;
    return this.#session.unset;
  }

  get set() {
    this.isPending = true;
    return this.#session.set;
  }

  destroy() {
    return this.#cookie.serialize('', {maxAge: undefined, expires: new Date(0)});
  }

  async commit() {
    this.isPending = false;
    return this.#cookie.serialize(await seal(await sealingKey(this.#secret), this.#session.data));
  }
}

const encoder = new TextEncoder();

/** Each secret's sealing key, derived once per isolate rather than once per request. */
const sealingKeys = new Map<string, Promise<CryptoKey>>();

function sealingKey(secret: string): Promise<CryptoKey> {
  let key = sealingKeys.get(secret);
  if (!key) {
    key = deriveSealingKey(secret);
    sealingKeys.set(secret, key);
    key.catch(() => sealingKeys.delete(secret));
  }
  return key;
}

async function deriveSealingKey(secret: string): Promise<CryptoKey> {
  // A key of its own, not the signing secret itself.
  const material = await crypto.subtle.digest('SHA-256', encoder.encode(`keel-session-seal:${secret}`));
  return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

async function seal(key: CryptoKey, data: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({name: 'AES-GCM', iv}, key, encoder.encode(JSON.stringify(data))),
  );
  const bytes = new Uint8Array(iv.length + sealed.length);
  bytes.set(iv);
  bytes.set(sealed, iv.length);
  return btoa(String.fromCharCode(...bytes));
}

/** The session's data, or null for a cookie this secret did not seal (a new secret, an old format). */
async function unseal(key: CryptoKey, value: string): Promise<Record<string, unknown> | null> {
  try {
    const bytes = Uint8Array.from(atob(value), (char) => char.charCodeAt(0));
    const opened = await crypto.subtle.decrypt({name: 'AES-GCM', iv: bytes.slice(0, 12)}, key, bytes.slice(12));
    const data: unknown = JSON.parse(new TextDecoder().decode(opened));
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
