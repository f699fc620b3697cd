import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {ContentSpace, executeContent} from './content/api';
import type {SpaceExport} from './content/model';
import {serveImage} from './media/images';
import {serveVideo} from './media/video-files';
import {mediaSvg} from './media/svg';
import {CommerceStore} from './store/db';
import {handleCheckout, handleThankYou} from './checkout/routes';
import {PIXEL_SCRIPT_PATH, type CheckoutMode} from './checkout/thankYou';
import {executeAdmin} from './admin/api';
import {createAdminAccessTokens, type AdminApps} from './admin/accessTokens';
import {handleReviews} from './reviews/api';
import {createCoachingService} from './coaching/api';
import {handleJobs} from './jobs/api';
import {handlePrequal} from './prequal/prequal';
import {createReferralHandler} from './referral/referral';
import {handleSurvey} from './survey/survey';
import {createGrowthbookHandler} from './growthbook/growthbook';
import {handleKlarna} from './klarna/klarna';
import {createProtectionHandler} from './protection/protection';
import {createSentryHandler} from './sentry/sentry';
import {handleGa4} from './measurement/ga4';
import {handleKlaviyo, syncShopifyConsent} from './measurement/klaviyo';
import {createCustomerAccountHandler, type CustomerAccountOptions} from './customerAccount/routes';
import type {GraphQLRequestBody} from './graphql/execute';
import {executeStorefront, STOREFRONT_API_VERSION} from './storefront/api';
import {handleConsentManagement, handleCustomerPrivacy, isConsentManagementQuery} from './shopify/customerPrivacy';
import {handleMonorail} from './shopify/monorail';

/** The tokens the dev backend accepts: exactly those of the app's environment. */
export interface BackendTokens {
  PUBLIC_STOREFRONT_API_TOKEN: string;
  PRIVATE_STOREFRONT_API_TOKEN: string;
  CONTENTFUL_SPACE_ID: string;
  CONTENTFUL_ENVIRONMENT: string;
  CONTENTFUL_ACCESS_TOKEN: string;
  CONTENTFUL_PREVIEW_ACCESS_TOKEN: string;
}

export interface BackendOptions {
  port: number;
  host?: string;
  tokens: BackendTokens;
  /** The Admin API's Dev Dashboard app (client credentials grant) and legacy app (static token); decision 0138. */
  adminApps: AdminApps;
  /** Where carts and orders are kept (PGlite). */
  dataDir: string;
  /** The storefront a shopper returns to after checkout. */
  storefrontUrl: string;
  /** After paying: the spec's redirect to the order page (default) or Shopify's Thank you page (decision 0124). */
  checkoutMode?: CheckoutMode;
  /** The content to serve (a Contentful space export); contentful/export.json by default. */
  contentFile?: string;
  /** The secret the protection-plan stand-in signs contracts with (the worker's PROTECTION_PLAN_SECRET). */
  protectionPlanSecret?: string;
  /** The public key the Sentry stand-in accepts (the user part of the app's SENTRY_DSN). */
  sentryPublicKey?: string;
  /** The Customer Account API application (SHOP_ID, client id, callback URIs; decision 0133); dev values by default. */
  customerAccount?: CustomerAccountOptions['env'];
  /** The list Klaviyo's Shopify integration syncs e-mail marketing consent to (KLAVIYO_NEWSLETTER_LIST_ID; decision 0134). */
  marketingListId?: string;
  /** The clock of sign-in codes and tokens (the Customer Account API's and the Admin API's); Date.now by default. */
  clock?: () => number;
  log?: (line: string) => void;
}

export interface RunningBackend {
  origin: string;
  close(): Promise<void>;
}

/** Request bodies above this size are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

const CONTENT_EXPORT = fileURLToPath(new URL('../contentful/export.json', import.meta.url));

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(413, {errors: [{message: 'Request body too large'}]});
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, {errors: [{message: 'Request body too large'}]});
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function readGraphQLBody(request: IncomingMessage, url: URL): Promise<GraphQLRequestBody> {
  if (request.method === 'GET') {
    const variables = url.searchParams.get('variables');
    return {query: url.searchParams.get('query') ?? undefined, variables: variables ? JSON.parse(variables) : undefined};
  }
  if (request.method !== 'POST') throw new HttpError(405, {errors: [{message: 'Method not allowed'}]});
  const text = await readBody(request);
  const type = request.headers['content-type'] ?? '';
  if (type.includes('application/graphql')) return {query: text};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as GraphQLRequestBody;
  } catch {
    throw new HttpError(400, {errors: [{message: 'Body must be a JSON object with a query'}]});
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'content-type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8',
    ...headers,
  });
  response.end(text);
}

export function loadContentSpace(file = CONTENT_EXPORT): ContentSpace {
  return new ContentSpace(JSON.parse(readFileSync(file, 'utf8')) as SpaceExport);
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const {tokens} = options;
  const log = options.log ?? (() => {});
  const space = loadContentSpace(options.contentFile);
  const store = await CommerceStore.open(options.dataDir);
  const marketingListId = options.marketingListId ?? 'KeelNews';
  const handleCustomerAccount = await createCustomerAccountHandler(store.db, {
    env: options.customerAccount ?? {},
    storefrontUrl: options.storefrontUrl,
    clock: options.clock ?? Date.now,
    onMarketingChange: (email, state) => syncShopifyConsent(email, marketingListId, state === 'SUBSCRIBED'),
  });
  const adminTokens = createAdminAccessTokens(options.adminApps, options.clock ?? Date.now);
  const coaching = createCoachingService();
  const handleReferral = createReferralHandler({storefrontUrl: options.storefrontUrl});
  const handleGrowthbook = createGrowthbookHandler();
  const handleSentry = createSentryHandler({publicKey: options.sentryPublicKey ?? 'keel-dev-public-key'});
  const handleProtection = createProtectionHandler({secret: options.protectionPlanSecret ?? 'keel-dev-protection-plan-secret'});
  const header = (request: IncomingMessage, name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  type StandInResult = {status: number; headers: Record<string, string>; body: string};
  const standIns: Array<[string, (method: string, url: URL, body: string | null, request: IncomingMessage) => StandInResult | null]> = [
    ['/survey/', (method, url, body) => handleSurvey(method, url, body)],
    ['/prequal/', (method, url) => handlePrequal(method, url)],
    ['/referral/', (method, url, body, request) => handleReferral(method, url, body, header(request, 'origin'))],
    ['/growthbook/', (method, url, body) => handleGrowthbook(method, url, body)],
    ['/sentry/', (method, url, body, request) => handleSentry(method, url, body, header(request, 'x-sentry-auth'))],
    ['/protection/', (method, url) => handleProtection(method, url)],
    ['/klarna/', (method, url) => handleKlarna(method, url)],
  ];

  const storefrontTokenOk = (request: IncomingMessage) => {
    const publicToken = request.headers['x-shopify-storefront-access-token'];
    const privateToken = request.headers['shopify-storefront-private-token'];
    return publicToken === tokens.PUBLIC_STOREFRONT_API_TOKEN || privateToken === tokens.PRIVATE_STOREFRONT_API_TOKEN;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? '127.0.0.1'}`);
    const origin = url.origin;

    if (url.pathname === '/health') return send(response, 200, {ok: true});

    const storefront = /^\/api\/([^/]+)\/graphql(?:\.json)?$/.exec(url.pathname);
    if (storefront) {
      if (storefront[1] !== STOREFRONT_API_VERSION && storefront[1] !== 'unstable') {
        return send(response, 404, {errors: [{message: `API version ${storefront[1]} is not served here; use ${STOREFRONT_API_VERSION}`}]});
      }
      // Shopify answers a bad Storefront token with 401 and this body.
      if (!storefrontTokenOk(request)) {
        return send(response, 401, {errors: [{message: '', extensions: {code: 'UNAUTHORIZED'}}]});
      }
      const body = await readGraphQLBody(request, url);
      // The Customer Privacy API's consentManagement is served in `unstable` only (decision 0125).
      if (storefront[1] === 'unstable' && isConsentManagementQuery(body)) {
        const consent = handleConsentManagement(body, {userAgent: header(request, 'user-agent') ?? ''});
        response.writeHead(consent.status, {'content-type': 'application/json; charset=utf-8', 'set-cookie': consent.setCookies});
        return response.end(consent.body);
      }
      const result = await executeStorefront(body, {origin, store});
      return send(response, result.status, result.body);
    }

    // Shopify's Customer Account API: its sign-in at /authentication/{shop}/, its GraphQL at /{shop}/account/.
    if (url.pathname.startsWith('/authentication/') || /^\/\d+\/account\//.test(url.pathname)) {
      const body = request.method === 'POST' ? await readBody(request) : null;
      const result = await handleCustomerAccount(request.method ?? 'GET', url, request.headers, body);
      if (result) {
        response.writeHead(result.status, result.headers);
        return response.end(request.method === 'HEAD' ? undefined : result.body);
      }
    }

    // Shopify's token endpoint on the shop's own origin; the dev store answers the client credentials grant only.
    if (url.pathname === '/admin/oauth/access_token') {
      if (request.method !== 'POST') return send(response, 405, {errors: 'Method not allowed'}, {allow: 'POST'});
      const result = adminTokens.grant(header(request, 'content-type') ?? '', await readBody(request));
      return send(response, result.status, result.body, {'cache-control': 'no-store'});
    }

    const admin = /^\/admin\/api\/([^/]+)\/graphql\.json$/.exec(url.pathname);
    if (admin) {
      if (admin[1] !== STOREFRONT_API_VERSION) {
        return send(response, 404, {errors: [{message: `API version ${admin[1]} is not served here; use ${STOREFRONT_API_VERSION}`}]});
      }
      // Shopify's answer to a missing, wrong or expired Admin API token.
      if (!adminTokens.accepts(header(request, 'x-shopify-access-token'))) {
        return send(response, 401, {errors: '[API] Invalid API key or access token (unrecognized login or wrong password)'});
      }
      const result = await executeAdmin(await readGraphQLBody(request, url), {origin, store});
      return send(response, result.status, result.body);
    }

    const checkoutOptions = {store, storefrontUrl: options.storefrontUrl, readBody, mode: options.checkoutMode ?? 'redirect'} as const;
    const checkout = /^\/cart\/c\/([A-Za-z0-9-]+)$/.exec(url.pathname);
    if (checkout) return handleCheckout(request, response, url, checkout[1] ?? '', checkoutOptions);
    const thankYou = /^\/checkouts\/c\/([A-Za-z0-9-]+)\/thank-you$/.exec(url.pathname);
    if ((thankYou || url.pathname === PIXEL_SCRIPT_PATH) && (request.method === 'GET' || request.method === 'HEAD')) {
      return handleThankYou(request, response, origin, thankYou?.[1] ?? null, checkoutOptions);
    }

    const content = /^\/content\/v1\/spaces\/([^/]+)\/environments\/([^/]+)\/?$/.exec(url.pathname);
    if (content) {
      // Contentful's documented errors: 401 for the token, 400 for an unknown space or environment.
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? url.searchParams.get('access_token');
      if (!bearer) {
        return send(response, 401, {
          errors: [{message: 'Access token missing.', extensions: {contentful: {code: 'ACCESS_TOKEN_MISSING', requestId: 'keel-dev'}}}],
        });
      }
      const preview = bearer === tokens.CONTENTFUL_PREVIEW_ACCESS_TOKEN;
      if (!preview && bearer !== tokens.CONTENTFUL_ACCESS_TOKEN) {
        return send(response, 401, {
          errors: [
            {
              message: 'The access token you sent could not be found or is invalid.',
              extensions: {contentful: {code: 'ACCESS_TOKEN_INVALID', requestId: 'keel-dev'}},
            },
          ],
        });
      }
      if (content[1] !== tokens.CONTENTFUL_SPACE_ID) {
        return send(response, 400, {
          errors: [{message: `Query cannot be executed. Requested space '${content[1]}' does not exist.`, extensions: {contentful: {code: 'UNKNOWN_SPACE', requestId: 'keel-dev'}}}],
        });
      }
      if (content[2] !== tokens.CONTENTFUL_ENVIRONMENT) {
        return send(response, 400, {
          errors: [
            {message: `Query cannot be executed. Requested environment '${content[2]}' does not exist.`, extensions: {contentful: {code: 'UNKNOWN_ENVIRONMENT', requestId: 'keel-dev'}}},
          ],
        });
      }
      const result = await executeContent(space, await readGraphQLBody(request, url), {preview, origin});
      return send(response, result.status, result.body);
    }

    // Measurement stand-ins (GA4's Measurement Protocol, Klaviyo): the worker calls them, and the thank-you page's pixel.
    if (url.pathname.startsWith('/ga4/') || url.pathname.startsWith('/klaviyo/')) {
      const body = request.method === 'POST' ? await readBody(request) : null;
      const result = handleGa4(request.method ?? 'GET', url, body) ?? handleKlaviyo(request.method ?? 'GET', url, request.headers, body);
      if (result) {
        response.writeHead(result.status, result.headers);
        return response.end(result.body || undefined);
      }
    }

    // Shopify's analytics (Monorail) and the Customer Privacy API's script (decision 0125).
    if (url.pathname.startsWith('/unstable/') || url.pathname.startsWith('/monorail/') || url.pathname.startsWith('/shopifycloud/') || url.pathname.startsWith('/customer-privacy/')) {
      const body = request.method === 'POST' ? await readBody(request) : null;
      const result =
        handleMonorail(request.method ?? 'GET', url, body, {contentType: header(request, 'content-type'), userAgent: header(request, 'user-agent')}) ??
        handleCustomerPrivacy(request.method ?? 'GET', url);
      if (result) {
        response.writeHead(result.status, result.headers);
        return response.end(result.body);
      }
    }

    // The provider stand-ins that answer raw bodies with their own headers: one dispatch for all.
    const method = request.method ?? 'GET';
    for (const [prefix, handleStandIn] of standIns) {
      if (!url.pathname.startsWith(prefix)) continue;
      const body = method === 'POST' ? await readBody(request) : null;
      const result = handleStandIn(method, url, body, request);
      if (result) {
        response.writeHead(result.status, result.headers);
        return response.end(method === 'HEAD' ? undefined : result.body);
      }
    }

    if (url.pathname.startsWith('/reviews/')) {
      const reviews = handleReviews(url.pathname, url.searchParams);
      if (reviews) return send(response, reviews.status, reviews.body, {'access-control-allow-origin': '*'});
    }

    if (url.pathname.startsWith('/coaching/')) {
      const body = request.method === 'POST' ? await readBody(request) : null;
      const result = coaching.handle(request.method ?? 'GET', url, body);
      if (result) return send(response, result.status, result.body);
    }

    if (url.pathname.startsWith('/jobs/')) {
      const jobs = handleJobs(request.method ?? 'GET', url);
      if (jobs) return send(response, jobs.status, jobs.body);
    }

    // A video's cover is an image: it is resized like any other CMS image, not sent whole.
    const video = /^\/media\/video\/(.+)$/.exec(url.pathname);
    if (video && !/\.(jpe?g|png|webp)$/.test(url.pathname) && (request.method === 'GET' || request.method === 'HEAD')) {
      const file = await serveVideo(video[1] ?? '', request.headers.range);
      if (!file) return send(response, 404, 'Not found');
      response.writeHead(file.status, file.headers);
      return response.end(request.method === 'HEAD' ? undefined : file.body);
    }

    // Contentful's assets under /media/, Shopify's under its CDN's /cdn/shop/: one set of files,
    // each path answering only its own CDN's parameters (decision 0116).
    const media = /^\/(media|cdn\/shop)\/(.+)$/.exec(url.pathname);
    if (media && (request.method === 'GET' || request.method === 'HEAD')) {
      const dialect = media[1] === 'media' ? 'contentful' : 'shopify';
      const image = await serveImage(media[2] ?? '', url.searchParams, {dialect, accept: request.headers.accept});
      if (image) {
        response.writeHead(image.status, image.headers);
        return response.end(request.method === 'HEAD' ? undefined : image.body);
      }
      const svg = mediaSvg(media[2] ?? '');
      if (!svg) return send(response, 404, 'Not found');
      response.writeHead(200, {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'access-control-allow-origin': '*',
      });
      return response.end(request.method === 'HEAD' ? undefined : svg);
    }

    return send(response, 404, {errors: [{message: `No route for ${request.method} ${url.pathname}`}]});
  };

  const server = createServer((request, response) => {
    const started = Date.now();
    handle(request, response)
      .catch((error: unknown) => {
        if (error instanceof HttpError) return send(response, error.status, error.body);
        log(`error ${request.method} ${request.url}: ${(error as Error).stack ?? String(error)}`);
        if (!response.headersSent) send(response, 500, {errors: [{message: 'Internal error in the dev backend'}]});
      })
      .finally(() => log(`${request.method} ${request.url} ${response.statusCode} ${Date.now() - started}ms`));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  return {
    origin: `http://${options.host ?? '127.0.0.1'}:${address.port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await store.close();
    },
  };
}
