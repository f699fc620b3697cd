import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext, lookAtVisitor} from '~/lib/context';
import {usableEnv} from '~/lib/env.server';
import {createErrorReporter} from '~/lib/errors/errorReporting.server';
import {canonicalLocaleRedirect, getLocaleFromRequest} from '~/lib/i18n';
import {withTransportSecurity} from '~/lib/security/securityHeaders';
import {
  CACHE_STATUS,
  cacheApiStoresOn,
  isCacheableRequest,
  isStorableResponse,
  logNoCacheApi,
  NO_CACHE_API,
  PageCache,
  pageCacheKey,
  PERSONAL_CACHE_CONTROL,
  sharedCacheControl,
} from '~/lib/cache/pageCache.server';
import {refuseManifestRequest} from '~/lib/lazy/routeManifest.server';
import {iconSpriteResponse} from '~/components/Icon/spriteFile.server';

/**
 * The worker's fetch handler (Oxygen / Cloudflare Workers module format):
 * request -> Hydrogen context -> React Router, through Hydrogen's own request
 * handler.
 */
export default {
  async fetch(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
    return withTransportSecurity(await handle(request, env, executionContext), new URL(request.url));
  },
};

type HydrogenRouterContext = Awaited<ReturnType<typeof createHydrogenRouterContext>>;

/** Each request's Hydrogen context, for the one handler below. */
const loadContexts = new WeakMap<Request, HydrogenRouterContext>();

/**
 * One handler per isolate, not per request: React Router derives its routes
 * and static handler on the first request and keeps them (decision 0112).
 */
const handleRequest = createRequestHandler({
  build: serverBuild,
  mode: process.env.NODE_ENV,
  getLoadContext: (request) => loadContexts.get(request) as HydrogenRouterContext,
});

/** One render: the page, the session (a written one makes the page personal), and Shopify's redirects for a 404. */
async function render(
  hydrogenContext: HydrogenRouterContext,
  request: Request,
): Promise<{response: Response; sessionWritten: boolean}> {
  loadContexts.set(request, hydrogenContext);
  const response = await handleRequest(request);
  const sessionWritten = hydrogenContext.session.isPending;
  if (sessionWritten) response.headers.append('Set-Cookie', await hydrogenContext.session.commit());
  if (response.status === 404) {
    // Shopify's URL redirects apply only where the app has no page.
    return {
      response: await storefrontRedirect({request, response, storefront: hydrogenContext.storefront}),
      sessionWritten,
    };
  }
  return {response, sessionWritten};
}

async function handle(request: Request, platformEnv: Env, executionContext: ExecutionContext): Promise<Response> {
  // decision 0119: a wrong setting turns off its features (logged once); only the shop's own closes it.
  const settings = usableEnv(platformEnv);
  const env = settings.env;
  try {
    if (settings.closed)
      return plainPage(SHOP_CLOSED, 503, {
        'Retry-After': String(SHOP_CLOSED_RETRY_SECONDS),
        'Cache-Control': 'no-store',
      });
    const url = new URL(request.url);
    // decision 0113: React Router's route discovery endpoint takes only what its client sends, checked before any context.
    const refused = refuseManifestRequest(request, url);
    if (refused) return refused;
    // decision 0168: the icon sprite file needs no context, session or page cache.
    const sprite = iconSpriteResponse(request, url);
    if (sprite) return sprite;
    // spec 2: an unknown locale falls back to en-US (no prefix).
    const canonical = canonicalLocaleRedirect(url.pathname);
    if (canonical) {
      return new Response(null, {status: 302, headers: {Location: `${canonical}${url.search}`}});
    }

    const cacheable =
      env.FULL_PAGE_CACHE !== 'off' && isCacheableRequest(request, {preview: env.CONTENTFUL_PREVIEW === 'true'});
    // decision 0121: where the Cache API stores nothing (workers.dev), every page renders and says so.
    const storesPages = cacheApiStoresOn(url.hostname);
    if (!cacheable || !storesPages) {
      const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext);
      const {response} = await render(hydrogenContext, request);
      if (!cacheable) return withVisitorCookie(response, hydrogenContext.tracking.setCookie);
      logNoCacheApi(url.hostname);
      // A copy: a redirect's headers are immutable.
      const marked = new Response(response.body, response);
      marked.headers.set(CACHE_STATUS, NO_CACHE_API);
      return withVisitorCookie(marked, hydrogenContext.tracking.setCookie);
    }

    // decision 0070: the full-page cache, keyed by URL, locale and the visitor's experiment variants.
    // A hit needs only the visitor (tracking cookie, experiments' payload), not the whole context.
    const waitUntil = (promise: Promise<unknown>) => executionContext.waitUntil(promise);
    const pageCache = await PageCache.open({waitUntil});
    const [visitor, generation] = await Promise.all([
      lookAtVisitor(request, env, executionContext),
      pageCache.generation(),
    ]);
    const key = pageCacheKey(url, visitor.locale.code, visitor.variants.signature, generation);
    const sharedHeader = sharedCacheControl({experimentsRunning: visitor.variants.running});
    const cached = await pageCache.lookup(key).catch(() => null);
    if (cached) {
      if (cached.freshness === 'stale') {
        // stale-while-revalidate: this shopper gets the stored copy now; the next one a new render.
        const again = new Request(request.url, {headers: request.headers});
        waitUntil(
          createHydrogenRouterContext(again, env, executionContext, visitor)
            .then((hydrogenContext) => render(hydrogenContext, again))
            .then(({response, sessionWritten}) =>
              isStorableResponse(response, {sessionWritten}) ? pageCache.store(key, response).arrayBuffer() : undefined,
            )
            .catch((error: unknown) =>
              console.warn('[page-cache] revalidation failed', error instanceof Error ? error.message : error),
            ),
        );
      }
      cached.response.headers.set('Cache-Control', sharedHeader);
      return withVisitorCookie(cached.response, visitor.tracking.setCookie);
    }

    const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext, visitor);
    const {response, sessionWritten} = await render(hydrogenContext, request);
    if (!isStorableResponse(response, {sessionWritten})) {
      response.headers.set(CACHE_STATUS, 'BYPASS');
      return withVisitorCookie(response, visitor.tracking.setCookie);
    }
    const served = pageCache.store(key, response);
    served.headers.set(CACHE_STATUS, 'MISS');
    served.headers.set('Cache-Control', sharedHeader);
    return withVisitorCookie(served, visitor.tracking.setCookie);
  } catch (error) {
    console.error('[worker] unhandled error', error);
    // spec 1, 8: uncaught errors reach the error-reporting service (the context may not exist: built from env directly).
    createErrorReporter({
      env,
      request,
      locale: getLocaleFromRequest(request).code,
      waitUntil: (promise) => executionContext.waitUntil(promise),
    }).report({error, level: 'fatal', source: 'worker'});
    return plainPage(FALLBACK_ERROR, 500);
  }
}

/**
 * spec 9: the uuid minted for this visitor (consent allowing) rides on this first response,
 * cached or not; a response that sets a cookie is the shopper's own, so no shared cache keeps it.
 */
function withVisitorCookie(response: Response, setCookie: string | null): Response {
  if (!setCookie && !response.headers.has('Set-Cookie')) return response;
  // A copy: a redirect made by Response.redirect has immutable headers.
  const out = new Response(response.body, response);
  if (setCookie) out.headers.append('Set-Cookie', setCookie);
  // The app's own no-store (the order page, the cart) already says it; anything else becomes private.
  if (!/no-store|private/.test(out.headers.get('Cache-Control') ?? ''))
    out.headers.set('Cache-Control', PERSONAL_CACHE_CONTROL);
  return out;
}

/** A page without the app (it cannot run): never a stack trace. */
function plainPage(
  page: {title: string; text: string},
  status: number,
  headers: Record<string, string> = {},
): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${page.title} | Keel</title></head><body style="font-family:system-ui,sans-serif;color:#063448;max-width:36rem;margin:4rem auto;padding:0 1rem"><main><h1>${page.title}</h1><p>${page.text}</p><p><a href="/" style="color:#063448">Back to the Keel home page</a></p></main></body></html>`;
  return new Response(html, {status, headers: {'Content-Type': 'text/html; charset=utf-8', ...headers}});
}

/** Shown only when the app itself fails outside React Router. */
const FALLBACK_ERROR = {
  title: 'Something went wrong',
  text: 'We could not load this page. Please try again in a moment.',
};

/** decision 0119: the Storefront API or session settings are wrong; the log line says which. */
const SHOP_CLOSED = {
  title: 'We’ll be back soon',
  text: 'The shop is not open just now. Please try again in a few minutes.',
};
const SHOP_CLOSED_RETRY_SECONDS = 300;
