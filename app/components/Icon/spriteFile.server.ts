import {ICON_SPRITE_PATH} from './Icon';
import {SPRITE_DOCUMENT} from './sprite';

/** A year: the URL carries the file's version, so a new drawing is a new URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A request for another version (a page of the previous build) gets this build's file, briefly cached. */
const OTHER_VERSION = 'public, max-age=300';

/**
 * The icon sprite file (decision 0168), answered before the request gets a context: an SVG document of
 * <symbol>s and nothing that runs (its own policy forbids scripts and outside references). Null for any
 * other path.
 */
export function iconSpriteResponse(request: Request, url: URL): Response | null {
  if (url.pathname !== ICON_SPRITE_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return new Response('Method not allowed', {status: 405, headers: {Allow: 'GET, HEAD'}});
  const current = url.searchParams.get('v') === __ICON_SPRITE_VERSION__;
  return new Response(request.method === 'HEAD' ? null : SPRITE_DOCUMENT, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? IMMUTABLE : OTHER_VERSION,
      'Content-Security-Policy': "default-src 'none'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
