import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  randomInt,
  sign,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import {codeStep, emailStep, errorPage, messagePage, type LoginLocale} from './loginPage';
import {isRegisteredLogoutUri, type CustomerAccountSettings} from './settings';
import type {CustomerStore} from './store';
import type {StandInResult} from '../http/handler';

/**
 * Shopify's Customer Account API sign-in (OAuth 2.0 authorization code with PKCE, OpenID Connect):
 * /authentication/{shop}/oauth/authorize, /oauth/token and /logout, as strict as Shopify for a
 * public client (decision 0133).
 */

/** Shopify's access token lifetime (Hydrogen refreshes two minutes before it ends). */
export const ACCESS_TOKEN_SECONDS = 3600;
const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
/** RFC 6749 4.1.2: short-lived; Hydrogen exchanges the code as soon as the shopper lands. */
const CODE_SECONDS = 60;
const LOGIN_SECONDS = 10 * 60;
const CODE_ATTEMPTS = 5;
const SCOPES = new Set(['openid', 'email', 'customer-account-api:full']);
const KEY_ID = 'keel-dev-1';

interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string | null;
  challenge: string;
  locale: LoginLocale;
}

interface PendingLogin {
  request: AuthorizationRequest;
  email: string;
  code: string;
  attempts: number;
  expiresAt: number;
}

interface IssuedCode {
  request: AuthorizationRequest;
  customerId: number;
  email: string;
  sessionId: string;
  expiresAt: number;
  used: boolean;
}

/**
 * `formTarget`: the registered callback's origin, where the sign-in form's answer redirects the
 * shopper. Chromium applies form-action to a form's redirects too, so 'self' alone would block it.
 */
const html = (
  status: number,
  body: string,
  headers: Record<string, string> = {},
  formTarget?: string,
): StandInResult => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${formTarget ? ` ${formTarget}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
    ...headers,
  },
  body,
});
const json = (status: number, body: unknown): StandInResult => ({
  status,
  headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', pragma: 'no-cache'},
  body: JSON.stringify(body),
});
/** RFC 6749 5.2: an error in OAuth's JSON shape; invalid_client is 401, the rest 400. */
const oauthError = (error: string, description: string) =>
  json(error === 'invalid_client' ? 401 : 400, {error, error_description: description});
const redirect = (location: string): StandInResult => ({
  status: 302,
  headers: {location, 'cache-control': 'no-store'},
  body: '',
});
const random = (bytes = 32) => randomBytes(bytes).toString('base64url');
const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function loginLocale(params: URLSearchParams): LoginLocale {
  const asked = (params.get('locale') ?? params.get('ui_locales') ?? '').split(/\s+/)[0]?.toLowerCase() ?? '';
  return asked === 'en-gb' || params.get('region_country') === 'GB' ? 'en-GB' : 'en-US';
}

export function createOAuth(settings: CustomerAccountSettings, store: CustomerStore, clock: () => number) {
  const pending = new Map<string, PendingLogin>();
  const codes = new Map<string, IssuedCode>();
  let privateKey: ReturnType<typeof createPrivateKey> | undefined;
  const key = async () => (privateKey ??= createPrivateKey(await store.signingKey()));
  const issuer = (origin: string) => `${origin}/authentication/${settings.shopId}`;

  const forget = () => {
    const now = clock();
    for (const [id, login] of pending) if (login.expiresAt < now) pending.delete(id);
    for (const [code, issued] of codes) if (issued.expiresAt < now) codes.delete(code);
  };

  /**
   * An RS256 id_token. Hydrogen reads its nonce with atob(), which refuses base64url's '-' and
   * '_', so a token whose header or payload would hold one is minted again with a new jti.
   */
  async function idToken(origin: string, issued: IssuedCode): Promise<string> {
    const now = Math.floor(clock() / 1000);
    const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (;;) {
      const header = segment({alg: 'RS256', kid: KEY_ID, typ: 'JWT'});
      const payload = segment({
        iss: issuer(origin),
        sub: `gid://shopify/Customer/${issued.customerId}`,
        aud: settings.clientId,
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
        auth_time: now,
        nonce: issued.request.nonce,
        email: issued.email,
        email_verified: true,
        sid: issued.sessionId,
        jti: random(12),
      });
      if (/[-_]/.test(header + payload)) continue;
      return `${header}.${payload}.${sign('sha256', Buffer.from(`${header}.${payload}`), await key()).toString('base64url')}`;
    }
  }

  async function verifiedIdToken(token: string): Promise<{sid?: string; aud?: string} | null> {
    const [header, payload, signature] = token.split('.');
    if (!header || !payload || !signature) return null;
    const ok = verify(
      'sha256',
      Buffer.from(`${header}.${payload}`),
      createPublicKey(await key()),
      Buffer.from(signature, 'base64url'),
    );
    if (!ok) return null;
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {sid?: string; aud?: string};
    return claims.aud === settings.clientId ? claims : null;
  }

  async function issueTokens(customerId: number, sessionId: string) {
    const now = clock();
    const access = `shcat_${random()}`;
    const refresh = `shcrt_${random()}`;
    await store.saveToken({
      token: access,
      kind: 'access',
      customerId,
      sessionId,
      expiresAt: now + ACCESS_TOKEN_SECONDS * 1000,
    });
    await store.saveToken({
      token: refresh,
      kind: 'refresh',
      customerId,
      sessionId,
      expiresAt: now + REFRESH_TOKEN_SECONDS * 1000,
    });
    return {access_token: access, expires_in: ACCESS_TOKEN_SECONDS, refresh_token: refresh, token_type: 'Bearer'};
  }

  /**
   * GET shows the sign-in page; POSTs are its two steps. A bad client or callback is shown,
   * never redirected to (RFC 6749 4.1.2.1); other errors go back to the callback with the state.
   */
  async function authorize(method: string, url: URL, body: string | null): Promise<StandInResult> {
    forget();
    const params = url.searchParams;
    const locale = loginLocale(params);
    const redirectUri = params.get('redirect_uri') ?? '';
    if (params.get('client_id') !== settings.clientId)
      return html(400, errorPage(locale, 'This sign-in link is not valid: the application is unknown.'));
    if (!settings.callbackUris.includes(redirectUri))
      return html(
        400,
        errorPage(locale, 'This sign-in link is not valid: the redirect_uri is not registered for the application.'),
      );
    const state = params.get('state') ?? '';
    const back = (error: string, description: string) => {
      const target = new URL(redirectUri);
      target.searchParams.set('error', error);
      target.searchParams.set('error_description', description);
      if (state) target.searchParams.set('state', state);
      return redirect(target.toString());
    };
    if (params.get('response_type') !== 'code') return back('unsupported_response_type', 'response_type must be code');
    const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
    if (!scopes.includes('openid') || scopes.some((scope) => !SCOPES.has(scope)))
      return back('invalid_scope', 'scope must include openid and only known scopes');
    const challenge = params.get('code_challenge') ?? '';
    if (params.get('code_challenge_method') !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
      return back('invalid_request', 'PKCE is required: code_challenge with code_challenge_method=S256');
    }
    const request: AuthorizationRequest = {redirectUri, state, nonce: params.get('nonce'), challenge, locale};
    const action = `${url.pathname}${url.search}`;
    const page = (status: number, body: string) => html(status, body, {}, new URL(redirectUri).origin);
    if (method === 'GET' || method === 'HEAD') return page(200, emailStep(locale, action));
    if (method !== 'POST') return html(405, errorPage(locale, 'Use the sign-in form.'), {allow: 'GET, POST'});

    const fields = new URLSearchParams(body ?? '');
    const loginId = fields.get('login');
    if (loginId === null) {
      const email = (fields.get('email') ?? '').trim();
      if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(email) || email.length > 254) {
        return page(422, emailStep(locale, action, {email, error: 'Enter a valid email address'}));
      }
      const id = random(18);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      pending.set(id, {request, email, code, attempts: 0, expiresAt: clock() + LOGIN_SECONDS * 1000});
      return page(200, codeStep(locale, action, {email, login: id, devCode: code}));
    }
    const login = pending.get(loginId);
    if (!login || login.request.redirectUri !== redirectUri || login.request.challenge !== challenge) {
      return page(422, emailStep(locale, action, {error: 'That code has expired. Enter your email again.'}));
    }
    if (!sameSecret(fields.get('code')?.trim() ?? '', login.code)) {
      login.attempts += 1;
      if (login.attempts >= CODE_ATTEMPTS) {
        pending.delete(loginId);
        return page(
          422,
          emailStep(locale, action, {email: login.email, error: 'Too many wrong codes. Enter your email again.'}),
        );
      }
      return page(
        422,
        codeStep(locale, action, {
          email: login.email,
          login: loginId,
          devCode: login.code,
          error: 'That code isn’t right. Check it and try again.',
        }),
      );
    }
    pending.delete(loginId);
    const customer = (await store.byEmail(login.email)) ?? (await store.create(login.email));
    const code = random();
    codes.set(code, {
      request,
      customerId: customer.id,
      email: customer.email,
      sessionId: random(16),
      expiresAt: clock() + CODE_SECONDS * 1000,
      used: false,
    });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    return redirect(target.toString());
  }

  async function token(
    method: string,
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    body: string | null,
  ): Promise<StandInResult> {
    if (method !== 'POST') return oauthError('invalid_request', 'The token endpoint takes POST');
    if (!String(headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) {
      return oauthError('invalid_request', 'The body must be application/x-www-form-urlencoded');
    }
    const fields = new URLSearchParams(body ?? '');
    // A public client is known by its id and the JavaScript origin it calls from.
    if (fields.get('client_id') !== settings.clientId) return oauthError('invalid_client', 'Unknown client_id');
    if (!settings.javascriptOrigins.includes(String(headers.origin ?? '')))
      return oauthError('invalid_client', 'The Origin is not a JavaScript origin of the application');
    const origin = url.origin;

    if (fields.get('grant_type') === 'authorization_code') {
      const verifier = fields.get('code_verifier');
      if (!fields.get('code') || !fields.get('redirect_uri') || !verifier)
        return oauthError('invalid_request', 'code, redirect_uri and code_verifier are required');
      const issued = codes.get(fields.get('code') ?? '');
      if (!issued || issued.expiresAt < clock())
        return oauthError('invalid_grant', 'The authorization code is invalid or expired');
      if (issued.used) {
        // RFC 6749 4.1.2: a code used twice revokes the tokens it gave.
        await store.revokeSession(issued.sessionId);
        return oauthError('invalid_grant', 'The authorization code has already been used');
      }
      if (fields.get('redirect_uri') !== issued.request.redirectUri)
        return oauthError('invalid_grant', 'redirect_uri does not match the authorization request');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!sameSecret(challenge, issued.request.challenge))
        return oauthError('invalid_grant', 'The code_verifier does not match the code_challenge');
      issued.used = true;
      const tokens = await issueTokens(issued.customerId, issued.sessionId);
      return json(200, {...tokens, id_token: await idToken(origin, issued)});
    }

    if (fields.get('grant_type') === 'refresh_token') {
      const refresh = await store.token(fields.get('refresh_token') ?? '', 'refresh');
      if (!refresh || refresh.expiresAt < clock())
        return oauthError('invalid_grant', 'The refresh token is invalid or expired');
      // Rotation: the refresh token used is spent.
      await store.revokeToken(refresh.token);
      return json(200, await issueTokens(refresh.customerId, refresh.sessionId));
    }
    return oauthError('unsupported_grant_type', 'grant_type must be authorization_code or refresh_token');
  }

  /** OpenID Connect RP-initiated logout: the hint names the sign-in to end (an expired one too). */
  async function logout(url: URL): Promise<StandInResult> {
    const hint = url.searchParams.get('id_token_hint');
    const target = url.searchParams.get('post_logout_redirect_uri');
    const claims = hint ? await verifiedIdToken(hint).catch(() => null) : null;
    if (!claims)
      return html(400, errorPage('en-US', 'This sign-out link is not valid: id_token_hint is missing or not ours.'));
    if (target && !isRegisteredLogoutUri(settings, target))
      return html(
        400,
        errorPage('en-US', 'This sign-out link is not valid: post_logout_redirect_uri is not registered.'),
      );
    if (claims.sid) await store.revokeSession(claims.sid);
    return target ? redirect(target) : html(200, messagePage('en-US', 'Signed out', 'You are signed out.'));
  }

  return {authorize, token, logout};
}
