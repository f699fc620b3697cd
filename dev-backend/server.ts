import {readFileSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {fileURLToPath} from 'node:url';
import {createAdminHandler} from './admin/handler';
import type {AdminApps} from './admin/accessTokens';
import {createCheckoutHandler} from './checkout/routes';
import type {CheckoutMode} from './checkout/thankYou';
import {createCoachingStandIn} from './coaching/api';
import {ContentSpace} from './content/api';
import {createContentHandler, type ContentTokens} from './content/handler';
import type {SpaceExport} from '../contentful/spaceExport';
import {createCustomerAccountHandler, type CustomerAccountOptions} from './customerAccount/routes';
import {createGrowthbookStandIn} from './growthbook/growthbook';
import {composeHandlers, noRoute} from './http/compose';
import {send, type BackendContext, type StandIn} from './http/handler';
import {jobsHandler} from './jobs/api';
import {klarnaHandler} from './klarna/klarna';
import {measurementHandler} from './measurement/handler';
import {syncShopifyConsent} from './measurement/klaviyo';
import {mediaHandler} from './media/handler';
import {prequalHandler} from './prequal/prequal';
import {createProtectionStandIn} from './protection/protection';
import {createReferralStandIn} from './referral/referral';
import {reviewsHandler} from './reviews/api';
import {createSentryStandIn} from './sentry/sentry';
import {shopifyAnalyticsHandler} from './shopify/handler';
import {CommerceStore} from './store/db';
import {createStorefrontHandler, type StorefrontTokens} from './storefront/handler';
import {surveyHandler} from './survey/survey';

/** The tokens the dev backend accepts: exactly those of the app's environment. */
export type BackendTokens = StorefrontTokens & ContentTokens;

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

const CONTENT_EXPORT = fileURLToPath(new URL('../contentful/export.json', import.meta.url));

export function loadContentSpace(file = CONTENT_EXPORT): ContentSpace {
  return new ContentSpace(JSON.parse(readFileSync(file, 'utf8')) as SpaceExport);
}

/** Every stand-in, in the order they are asked (decision 0142); dev-backend/README.md says how to add one. */
async function standIns(options: BackendOptions, store: CommerceStore): Promise<StandIn[]> {
  const clock = options.clock ?? Date.now;
  const marketingListId = options.marketingListId ?? 'KeelNews';
  const customerAccount = await createCustomerAccountHandler(store.db, {
    env: options.customerAccount ?? {},
    storefrontUrl: options.storefrontUrl,
    clock,
    onMarketingChange: (email, state) => syncShopifyConsent(email, marketingListId, state === 'SUBSCRIBED'),
  });
  return [
    {name: 'health', handle: (request) => (new URL(request.url).pathname === '/health' ? send(200, {ok: true}) : null)},
    {name: 'storefront', handle: createStorefrontHandler(options.tokens)},
    {name: 'customerAccount', handle: customerAccount},
    {name: 'admin', handle: createAdminHandler(options.adminApps, clock)},
    {name: 'checkout', handle: createCheckoutHandler(options.checkoutMode ?? 'redirect')},
    {name: 'content', handle: createContentHandler(loadContentSpace(options.contentFile), options.tokens)},
    {name: 'measurement', handle: measurementHandler},
    {name: 'shopifyAnalytics', handle: shopifyAnalyticsHandler},
    {name: 'survey', handle: surveyHandler},
    {name: 'prequal', handle: prequalHandler},
    {name: 'referral', handle: createReferralStandIn({storefrontUrl: options.storefrontUrl})},
    {name: 'growthbook', handle: createGrowthbookStandIn()},
    {name: 'sentry', handle: createSentryStandIn({publicKey: options.sentryPublicKey ?? 'keel-dev-public-key'})},
    {
      name: 'protection',
      handle: createProtectionStandIn({secret: options.protectionPlanSecret ?? 'keel-dev-protection-plan-secret'}),
    },
    {name: 'klarna', handle: klarnaHandler},
    {name: 'reviews', handle: reviewsHandler},
    {name: 'coaching', handle: createCoachingStandIn()},
    {name: 'jobs', handle: jobsHandler},
    {name: 'media', handle: mediaHandler},
  ];
}

// A body read only when a stand-in pulls it (highWaterMark 0): one that is never read is drained
// by Node after the answer, so the connection stays usable, as with Node's own request stream.
function lazyBody(incoming: IncomingMessage): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        chunks ??= incoming[Symbol.asyncIterator]();
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(new Uint8Array(next.value));
      },
      async cancel() {
        await chunks?.return?.();
      },
    },
    {highWaterMark: 0},
  );
}

// The one place Node's request and response meet the stand-ins' fetch contract (decision 0142).
function toRequest(incoming: IncomingMessage): Request {
  const url = new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? '127.0.0.1'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const one of Array.isArray(value) ? value : [value ?? '']) headers.append(name, one);
  }
  const method = incoming.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? null : lazyBody(incoming);
  return new Request(url, {method, headers, body, duplex: 'half'} as RequestInit);
}

// fetch's Request cannot carry these methods, and no stand-in serves them.
const UNSUPPORTED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

async function writeResponse(response: ServerResponse, answer: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  response.writeHead(answer.status, headers);
  response.end(method === 'HEAD' || !answer.body ? undefined : Buffer.from(await answer.arrayBuffer()));
}

export async function startBackend(options: BackendOptions): Promise<RunningBackend> {
  const log = options.log ?? (() => {});
  const store = await CommerceStore.open(options.dataDir);
  const context: BackendContext = {store, storefrontUrl: options.storefrontUrl};
  const handle = composeHandlers(await standIns(options, store), log);

  const server = createServer((incoming, response) => {
    const started = Date.now();
    const method = incoming.method ?? 'GET';
    const answer = UNSUPPORTED_METHODS.has(method)
      ? Promise.resolve(noRoute(method, new URL(incoming.url ?? '/', 'http://backend').pathname))
      : handle(toRequest(incoming), context);
    answer
      .then((answer) => writeResponse(response, answer, method))
      .catch((error: unknown) => {
        log(`error ${method} ${incoming.url}: ${(error as Error).stack ?? String(error)}`);
        if (!response.headersSent)
          response
            .writeHead(500, {'content-type': 'application/json; charset=utf-8'})
            .end(JSON.stringify({errors: [{message: 'Internal error in the dev backend'}]}));
      })
      .finally(() => log(`${method} ${incoming.url} ${response.statusCode} ${Date.now() - started}ms`));
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
