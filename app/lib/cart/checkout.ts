/** The checkout button goes to the cart's checkoutUrl, and only to the configured commerce host. */
export function safeCheckoutUrl(checkoutUrl: string | null | undefined, checkoutHost: string): string | null {
  if (!checkoutUrl) return null;
  try {
    const url = new URL(checkoutUrl);
    if (url.host !== checkoutHost) return null;
    if (url.protocol !== 'https:' && !/^(localhost|127\.\d+\.\d+\.\d+)(:\d+)?$/.test(url.host)) return null;
    return url.toString();
  } catch {
    return null;
  }
}
