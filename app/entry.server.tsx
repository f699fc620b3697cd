import {createContentSecurityPolicy, type HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction} from 'react-router';
import {cspOptions} from '~/lib/security/csp';
import {NonceProvider as AppNonceProvider} from '~/lib/nonce';
import {DocumentOnlyProvider} from '~/lib/lazy/documentOnly';
import {DrawnHtmlProvider} from '~/lib/lazy/drawnHtml';
import {drawnHtmlFor, keepingDrawnHtml} from '~/lib/cache/drawnHtml.server';
import {PERMISSIONS_POLICY} from '~/lib/security/securityHeaders';
import {isUpstreamFailure, RETRY_AFTER_SECONDS, type UpstreamUnavailableError} from '~/lib/upstream.server';

/** The upstream failure a document request's loaders met, if any (set by handleError, read by handleRequest). */
const upstreamFailures = new WeakMap<Request, UpstreamUnavailableError>();

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  // The CSP stays on; cspOptions copes with the http dev backend (see csp.ts).
  const {nonce, header, NonceProvider} = createContentSecurityPolicy(cspOptions(context.env));
  // HTML the server drew before for the same inputs, sent again as it was (decision 0171).
  const drawnHtml = drawnHtmlFor(request);

  const body = await renderToReadableStream(
    <NonceProvider>
      <AppNonceProvider value={nonce}>
        <DocumentOnlyProvider value={context.documentOnly}>
          <DrawnHtmlProvider value={drawnHtml}>
            <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
          </DrawnHtmlProvider>
        </DocumentOnlyProvider>
      </AppNonceProvider>
    </NonceProvider>,
    {
      nonce,
      signal: request.signal,
      onError(error) {
        console.error('[render]', error);
        context.errors.report({error, source: 'render'});
        responseStatusCode = 500;
      },
    },
  );

  if (isbot(request.headers.get('user-agent'))) {
    await body.allReady;
  }

  // A page whose data an upstream could not give: a friendly page in the shell, 503, try again soon.
  if (upstreamFailures.has(request) && responseStatusCode >= 500) {
    responseStatusCode = 503;
    responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS));
    responseHeaders.set('Cache-Control', 'no-store');
  }

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  responseHeaders.set('X-Content-Type-Options', 'nosniff');
  if (!responseHeaders.has('Referrer-Policy'))
    responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  responseHeaders.set('Permissions-Policy', PERMISSIONS_POLICY);

  return new Response(keepingDrawnHtml(body, drawnHtml, context.waitUntil), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * React Router calls this with every error a loader or action threw, before the document
 * renders. An upstream that failed or passed its deadline is logged with what it was, and
 * makes the document a 503 rather than a 500. rules:errors-reporting, rules:errors-and-logging: every other error (what the error
 * boundaries show) reaches the error-reporting service; aborted requests and thrown
 * responses (404s) do not.
 */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  if (isUpstreamFailure(error)) {
    upstreamFailures.set(request, error);
    console.error(`[upstream] ${new URL(request.url).pathname}: ${error.message}`);
    return;
  }
  console.error('[route]', error);
  (context as unknown as HydrogenRouterContextProvider).errors.report({error, source: 'route'});
};
