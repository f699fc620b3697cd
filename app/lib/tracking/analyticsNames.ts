/** Analytics page and list names of rules:analytics-page-names, as pure functions of the URL. */

import {stripLocalePrefix} from '../i18n';

function titleCase(value: string): string {
  return value
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function segmentAfter(pathname: string, marker: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  const index = segments.indexOf(marker);
  return index === -1 ? undefined : segments[index + 1];
}

const parse = (url: URL | string) => (typeof url === 'string' ? new URL(url, 'http://x') : url);

/** rules:analytics-page-names: a bundle detail page when ?isBundlePdp=true or the path contains /bundles/. */
export function isBundlePdp(url: URL | string): boolean {
  const parsed = parse(url);
  return parsed.searchParams.get('isBundlePdp') === 'true' || parsed.pathname.includes('/bundles/');
}

/** rules:analytics-page-names route table: the analytics page name of a path (its query may say ?isBundlePdp=true), or undefined where the spec shows none. */
export function analyticsPageName(location: URL | string): string | undefined {
  const url = parse(location);
  const path = stripLocalePrefix(url.pathname);
  if (path === '/' || path === '') return 'Homepage';
  if (/^\/cart\/?$/.test(path)) return 'cart page';
  // Listings first: the bundle listing's path contains /bundles/ too.
  if (path.startsWith('/listings/rowers')) return 'Rower PLP';
  if (path.startsWith('/listings/')) return `${titleCase(segmentAfter(path, 'listings') ?? '')} PLP`;
  if (isBundlePdp(url)) return 'Bundle PDP';
  if (path.startsWith('/products/rowers/')) return 'Rower PDP';
  if (path.startsWith('/products/')) return `${titleCase(segmentAfter(path, 'products') ?? 'accessories')} PDP`;
  if (path.startsWith('/order/')) return 'Order Confirmation';
  return undefined;
}

/**
 * rules:analytics-page-names: list names end in ' - x'. The rower listing is checked before
 * '/rowers/' (its path contains it too) and /bundles/ before /products/.
 */
export function analyticsListName(location: URL | string, fallback: string): string {
  const url = parse(location);
  const path = stripLocalePrefix(url.pathname);
  if (/^\/cart\/?$/.test(path)) return 'Cart - x';
  if (isBundlePdp(url)) return 'Bundle PDP - x';
  if (path.startsWith('/listings/rowers')) return 'Rower PLP - x';
  if (path.includes('/rowers/')) return 'Rower PDP - x';
  if (path.includes('/products/')) return `${titleCase(segmentAfter(path, 'products') ?? 'accessories')} PDP - x`;
  return `${fallback} - x`;
}

/** rules:analytics-page-names: a bundle listing reports its view-item-list event as 'Bundle PLP'. */
export function viewItemListName(location: URL | string): string | undefined {
  const url = parse(location);
  if (stripLocalePrefix(url.pathname).startsWith('/listings/bundles')) return 'Bundle PLP';
  return analyticsPageName(url);
}
