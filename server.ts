import * as serverBuild from 'virtual:react-router/server-build';
import {createRequestHandler, storefrontRedirect} from '@shopify/hydrogen';
import {createHydrogenRouterContext} from '~/lib/context';
import {createErrorReporter} from '~/lib/errorReporting.server';
import {canonicalLocaleRedirect, getLocaleFromRequest} from '~/lib/i18n';
import {withTransportSecurity} from '~/lib/securityHeaders';

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

async function handle(request: Request, env: Env, executionContext: ExecutionContext): Promise<Response> {
  try {
    const url = new URL(request.url);
    // spec 2: an unknown locale falls back to en-US (no prefix).
    const canonical = canonicalLocaleRedirect(url.pathname);
    if (canonical) {
      return new Response(null, {status: 302, headers: {Location: `${canonical}${url.search}`}});
    }

    const hydrogenContext = await createHydrogenRouterContext(request, env, executionContext);
    const handleRequest = createRequestHandler({
      build: serverBuild,
      mode: process.env.NODE_ENV,
      getLoadContext: () => hydrogenContext,
    });

    const response = await handleRequest(request);

    // spec 9: the uuid minted for this visitor (consent allowing) rides on this first response.
    if (hydrogenContext.tracking.setCookie) response.headers.append('Set-Cookie', hydrogenContext.tracking.setCookie);

    if (hydrogenContext.session.isPending) {
      response.headers.append('Set-Cookie', await hydrogenContext.session.commit());
    }

    if (response.status === 404) {
      // Shopify's URL redirects apply only where the app has no page.
      return storefrontRedirect({request, response, storefront: hydrogenContext.storefront});
    }
    return response;
  } catch (error) {
    console.error('[worker] unhandled error', error);
    // spec 1, 8: uncaught errors reach the error-reporting service (the context may not exist: built from env directly).
    createErrorReporter({env, request, locale: getLocaleFromRequest(request).code, waitUntil: (promise) => executionContext.waitUntil(promise)}).report({error, level: 'fatal', source: 'worker'});
    return new Response(FALLBACK_ERROR_PAGE, {
      status: 500,
      headers: {'Content-Type': 'text/html; charset=utf-8'},
    });
  }
}

/** Shown only when the app itself cannot start (e.g. a broken environment); never a stack trace. */
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong | Keel</title></head><body style="font-family:system-ui,sans-serif;color:#063448;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>Something went wrong</h1><p>We could not load this page. Please try again in a moment.</p><p><a href="/" style="color:#063448">Back to the Keel home page</a></p></body></html>`;
