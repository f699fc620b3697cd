/**
 * Bounds for React Router's lazy route discovery endpoint (decision 0113).
 *
 * After hydration React Router's client asks `/__manifest?paths=…&version=…` for the routes of
 * the links on the page: the links' paths with their ancestors, deduplicated, sorted and joined
 * by commas, in a URL of at most 7680 characters (it sends nothing larger). Anyone can call the
 * endpoint, and before React Router 7.18 a crafted request cost the server far more than it cost
 * the caller. The worker refuses anything outside that shape before it builds a context.
 */

export const MANIFEST_PATH = '/__manifest';

/** react-router's `URL_LIMIT`: its client does not send a longer manifest URL, and its server answers 400. */
export const MANIFEST_URL_LIMIT = 7680;

/** Paths in one request: our pages ask for 42 to 51 on hydration (tests/worker/routeManifest.test.ts), so a page would need eight times its links to reach this. */
export const MANIFEST_MAX_PATHS = 400;

/** Slashes in one path: our deepest route, `/en-GB/products/:category/:handle/:option/`, has 6. */
export const MANIFEST_MAX_SEGMENTS = 12;

const VERSION = /^[\w.-]{1,64}$/;

/** Why a request to the manifest endpoint is refused, as the response to send; null when it is not one or passes. */
export function refuseManifestRequest(request: Request, url: URL): Response | null {
  if (url.pathname !== MANIFEST_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return refusal(405, 'The route manifest is read with GET.', {Allow: 'GET, HEAD'});
  }
  if (request.url.length > MANIFEST_URL_LIMIT)
    return refusal(414, `A manifest request is never longer than ${MANIFEST_URL_LIMIT} characters.`);
  const names = [...url.searchParams.keys()].sort();
  if (names.length !== 2 || names[0] !== 'paths' || names[1] !== 'version') {
    return refusal(400, 'A manifest request has one paths and one version parameter.');
  }
  if (!VERSION.test(url.searchParams.get('version') ?? '')) return refusal(400, 'The version is not a build version.');
  const paths = (url.searchParams.get('paths') ?? '').split(',');
  if (paths.length > MANIFEST_MAX_PATHS)
    return refusal(400, `A manifest request asks for at most ${MANIFEST_MAX_PATHS} paths.`);
  for (const [index, path] of paths.entries()) {
    if (!path.startsWith('/')) return refusal(400, 'Each of the paths starts with a slash.');
    if (path.split('/').length - 1 > MANIFEST_MAX_SEGMENTS)
      return refusal(400, `A path has at most ${MANIFEST_MAX_SEGMENTS} segments.`);
    // React Router's client sorts a set: each path after the one before, none twice.
    const previous = paths[index - 1];
    if (previous !== undefined && !(previous < path))
      return refusal(400, 'The paths are sorted and each is asked for once.');
  }
  return null;
}

function refusal(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(message, {
    status,
    headers: {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers},
  });
}
