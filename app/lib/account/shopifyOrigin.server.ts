/**
 * decision 0135: Hydrogen's customer account client writes Shopify's host (https://shopify.com) into
 * every URL it fetches or redirects to. CUSTOMER_ACCOUNT_API_ORIGIN says where that host is for this
 * deployment (the dev backend locally; empty in production, Shopify itself). Only that origin's URLs
 * move; every other request and redirect is left as it is.
 */
const SHOPIFY_ORIGIN = 'https://shopify.com';

export function toAccountOrigin(url: string, origin: string | undefined): string {
  if (!origin || !url.startsWith('https://')) return url;
  const parsed = new URL(url);
  if (parsed.origin !== SHOPIFY_ORIGIN) return url;
  return `${origin}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** The sign-in and sign-out redirects (their Location) sent to the same place as the server's calls. */
export function withAccountOrigin(response: Response, origin: string | undefined): Response {
  const location = response.headers.get('Location');
  if (!location) return response;
  const moved = toAccountOrigin(location, origin);
  if (moved === location) return response;
  // A copy: a redirect's headers may be immutable.
  const out = new Response(response.body, response);
  out.headers.set('Location', moved);
  return out;
}

/** A fetch that sends Shopify's customer account calls to the origin `origin()` names at call time. */
export function accountOriginFetch(base: typeof fetch, origin: () => string | undefined): typeof fetch {
  return (input, init) => {
    const target = origin();
    if (!target) return base(input, init);
    if (input instanceof Request) {
      const moved = toAccountOrigin(input.url, target);
      return base(moved === input.url ? input : new Request(moved, input), init);
    }
    return base(toAccountOrigin(String(input), target), init);
  };
}

let current: string | undefined;
let installed = false;

/**
 * Hydrogen calls the global fetch and takes no fetch of its own, so the worker's fetch is wrapped once
 * per isolate; each request sets the origin its environment names (one deployment, one value).
 */
export function sendAccountCallsTo(origin: string | undefined) {
  current = origin || undefined;
  if (installed || !current) return;
  installed = true;
  globalThis.fetch = accountOriginFetch(globalThis.fetch.bind(globalThis), () => current);
}
