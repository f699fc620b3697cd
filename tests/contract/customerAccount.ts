import {createHash, randomBytes} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {CUSTOMER_ACCOUNT_API_VERSION} from '../../dev-backend/customerAccount/api';
import {DEV_CUSTOMER_ACCOUNT} from '../../dev-backend/customerAccount/settings';
import {contract} from './client';

/** The storefront the contract suite's backend is started for (global-setup) and what Hydrogen sends from it. */
export const STOREFRONT = 'https://storefront.test';
export const CALLBACK = `${STOREFRONT}/account/authorize`;
export const {shopId: SHOP_ID, clientId: CLIENT_ID} = DEV_CUSTOMER_ACCOUNT;

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/** A PKCE pair as Hydrogen makes it: 32 random bytes, S256. */
export function pkce() {
  const verifier = base64url(randomBytes(32));
  return {verifier, challenge: base64url(createHash('sha256').update(verifier).digest())};
}

export interface AuthorizeOptions {
  origin?: string;
  clientId?: string;
  redirectUri?: string;
  challenge?: string | null;
  method?: string | null;
  responseType?: string;
  locale?: string;
  state?: string;
  nonce?: string;
}

/** The authorize URL with Hydrogen's parameters (customerAccount.login), any of them overridable. */
export function authorizeUrl(options: AuthorizeOptions = {}): URL {
  const url = new URL(`${options.origin ?? contract().storeOrigin}/authentication/${SHOP_ID}/oauth/authorize`);
  url.searchParams.set('client_id', options.clientId ?? CLIENT_ID);
  url.searchParams.set('scope', 'openid email customer-account-api:full');
  url.searchParams.set('response_type', options.responseType ?? 'code');
  url.searchParams.set('redirect_uri', options.redirectUri ?? CALLBACK);
  url.searchParams.set('state', options.state ?? 'state-1');
  url.searchParams.set('nonce', options.nonce ?? 'nonce-1');
  if (options.locale) url.searchParams.set('locale', options.locale);
  if (options.challenge !== null) url.searchParams.set('code_challenge', options.challenge ?? pkce().challenge);
  if (options.method !== null) url.searchParams.set('code_challenge_method', options.method ?? 'S256');
  return url;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: {'content-type': 'application/x-www-form-urlencoded'},
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Signs in through the login page as a shopper would: e-mail, then the code the page shows in dev. */
export async function signIn(
  email: string,
  options: AuthorizeOptions = {},
): Promise<{location: URL; verifier: string}> {
  const {verifier, challenge} = pkce();
  const url = authorizeUrl({challenge, ...options});
  const emailStep = await fetch(url, form({email}));
  const page = await emailStep.text();
  const code = /id="dev-code"[^>]*>(\d{6})</.exec(page)?.[1];
  const login = /name="login" value="([^"]+)"/.exec(page)?.[1];
  if (!code || !login) throw new Error(`No code step (${emailStep.status}): ${page.slice(0, 300)}`);
  const codeStep = await fetch(url, form({login, code}));
  const location = codeStep.headers.get('location');
  if (codeStep.status !== 302 || !location) throw new Error(`No redirect after the code (${codeStep.status})`);
  return {location: new URL(location), verifier};
}

export interface TokenAnswer {
  status: number;
  body: {
    access_token?: string;
    refresh_token?: string;
    id_token?: string;
    expires_in?: number;
    token_type?: string;
    error?: string;
    error_description?: string;
  };
}

/** The token endpoint, as Hydrogen calls it (form body, Origin and User-Agent headers). */
export async function token(
  fields: Record<string, string>,
  origin = STOREFRONT,
  base = contract().storeOrigin,
): Promise<TokenAnswer> {
  const response = await fetch(`${base}/authentication/${SHOP_ID}/oauth/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      Origin: origin,
      'User-Agent': 'Shopify Hydrogen contract',
    },
    body: new URLSearchParams(fields),
  });
  return {status: response.status, body: (await response.json()) as TokenAnswer['body']};
}

export const exchange = (code: string, verifier: string, extra: Record<string, string> = {}, base?: string) =>
  token(
    {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      redirect_uri: CALLBACK,
      code,
      code_verifier: verifier,
      ...extra,
    },
    STOREFRONT,
    base,
  );

/** Signs in and exchanges the code: the tokens a storefront session holds. */
export async function tokensFor(email: string, base?: string) {
  const {location, verifier} = await signIn(email, base ? {origin: base} : {});
  const answer = await exchange(location.searchParams.get('code') ?? '', verifier, {}, base);
  if (answer.status !== 200 || !answer.body.access_token) throw new Error(`No tokens: ${JSON.stringify(answer.body)}`);
  return answer.body as Required<
    Pick<TokenAnswer['body'], 'access_token' | 'refresh_token' | 'id_token' | 'expires_in'>
  >;
}

export interface CustomerResponse<T> {
  status: number;
  data?: T;
  errors?: Array<{message: string; extensions?: Record<string, unknown>}>;
}

/** A Customer Account API request with the raw token in Authorization, as Hydrogen sends it. */
export async function customerApi<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  accessToken: string | null,
  query: string,
  variables: Record<string, unknown> = {},
  base = contract().storeOrigin,
): Promise<CustomerResponse<T>> {
  const response = await fetch(`${base}/${SHOP_ID}/account/customer/api/${CUSTOMER_ACCOUNT_API_VERSION}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: STOREFRONT,
      ...(accessToken === null ? {} : {Authorization: accessToken}),
    },
    body: JSON.stringify({query, variables}),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Omit<CustomerResponse<T>, 'status'>) : {};
  return {status: response.status, ...body};
}

const STARTER_DOCUMENTS = join(
  process.cwd(),
  'node_modules/@shopify/cli/dist/assets/hydrogen/starter/app/graphql/customer-account',
);

/** The starter's own customer-account documents (the template the starter-fidelity test runs), by constant name. */
export function starterDocuments(): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const file of readdirSync(STARTER_DOCUMENTS)) {
    const text = readFileSync(join(STARTER_DOCUMENTS, file), 'utf8');
    for (const match of text.matchAll(/export const (\w+) = `#graphql([\s\S]*?)` as const;/g))
      raw[match[1] ?? ''] = match[2] ?? '';
  }
  const resolve = (document: string): string =>
    document.replace(/\$\{(\w+)\}/g, (_, name: string) => resolve(raw[name] ?? ''));
  return Object.fromEntries(Object.entries(raw).map(([name, document]) => [name, resolve(document)]));
}
