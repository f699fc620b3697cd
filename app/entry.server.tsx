import {createContentSecurityPolicy, type HydrogenRouterContextProvider} from '@shopify/hydrogen';
import {isbot} from 'isbot';
import {renderToReadableStream} from 'react-dom/server';
import {isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction} from 'react-router';
import {cspOptions} from '~/lib/csp';
import {NonceProvider as AppNonceProvider} from '~/lib/nonce';

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  reactRouterContext: EntryContext,
  context: HydrogenRouterContextProvider,
) {
  // The CSP stays on; cspOptions copes with the http dev backend (see csp.ts).
  const {nonce, header, NonceProvider} = createContentSecurityPolicy(cspOptions(context.env));

  const body = await renderToReadableStream(
    <NonceProvider>
      <AppNonceProvider value={nonce}>
        <ServerRouter context={reactRouterContext} url={request.url} nonce={nonce} />
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

  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  responseHeaders.set('Content-Security-Policy', header);
  responseHeaders.set('X-Content-Type-Options', 'nosniff');
  responseHeaders.set('Referrer-Policy', 'strict-origin-when-cross-origin');

  return new Response(body, {headers: responseHeaders, status: responseStatusCode});
}

/**
 * spec 1, 8: errors in loaders and actions (what the error boundaries show)
 * reach the error-reporting service; aborted requests and thrown responses
 * (404s) do not.
 */
export const handleError: HandleErrorFunction = (error, {request, context}) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error('[route]', error);
  (context as unknown as HydrogenRouterContextProvider).errors.report({error, source: 'route'});
};
