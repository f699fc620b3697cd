/**
 * Response headers beside the CSP (decision 0048).
 *
 * Permissions-Policy turns off every powerful feature the shop does not use,
 * for the page and anything it embeds. Kept: geolocation (the locator's
 * "near me", on a click), fullscreen (the video player's button) and
 * autoplay (the muted background loop), each for this origin only.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'ambient-light-sensor=()',
  'autoplay=(self)',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=(self)',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ');

/** Two years, subdomains included: what hstspreload.org asks for. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Strict-Transport-Security on responses served over HTTPS only: browsers
 * ignore it over HTTP, and on a loopback host it would pin localhost to
 * HTTPS for every other project on the machine.
 */
export function withTransportSecurity(response: Response, url: URL): Response {
  if (url.protocol !== 'https:' || response.headers.has('Strict-Transport-Security')) return response;
  try {
    response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return response;
  } catch {
    // Immutable headers (a response passed through from fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    return copy;
  }
}
