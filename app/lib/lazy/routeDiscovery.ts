/**
 * React Router's lazy route discovery (decision 0113) asks `/__manifest` for the routes of every
 * `a[data-discover]` on the page as soon as the root has hydrated, and patching the routes it
 * gets back is a router update. That update reaches every Suspense boundary React has not
 * hydrated yet (React hydrates them one by one after the root, each once its code has come), and
 * React holds it until they all have; past five seconds (a slow phone, a busy machine) React
 * drops their server HTML with error 421 (decision 0145). So the page's links are parked before
 * React hydrates (their attribute renamed), and links React adds later are parked as they come,
 * until the page has settled (`routeDiscoveryRelease.ts`). React Router's own observer then picks
 * them all up. A link followed before then is discovered on navigation, as React Router does for
 * any link it has not seen. Part of the first load: kept to a few lines.
 */
export const DISCOVER = 'data-discover';
export const PARKED = 'data-discover-after-hydration';
/**
 * Set on <html> when the page has settled (its lazy parts and held modules loaded, the browser idle
 * since) and discovery is given back: the parking observer then stops. End-to-end tests wait for it.
 */
export const RELEASED = 'data-settled';

function swapAttribute(from: string, to: string) {
  for (const element of document.querySelectorAll(`[${from}]`)) {
    element.removeAttribute(from);
    element.setAttribute(to, 'true');
  }
}

/**
 * Before hydration: keeps the page's links, and those React adds until release, out of discovery;
 * and until then a followed link is a plain one. A shopper's navigation is a router update too, and
 * the page it leaves still has parts hydrating (decision 0151): the browser loads the next page
 * instead, as it would without JavaScript. The click never reaches React, so React Router does not
 * take it over. Links that open something in place (a `role` or `aria-haspopup`: the search, the mini
 * cart), to this page's own anchors, to other sites or to other windows are left alone.
 */
export function parkRouteDiscovery() {
  const plain = (event: MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]:not([role],[aria-haspopup])') as HTMLAnchorElement | null;
    if (document.documentElement.hasAttribute(RELEASED)) removeEventListener('click', plain, true);
    else if (
      link &&
      link.origin === location.origin &&
      link.pathname + link.search !== location.pathname + location.search &&
      !link.target
    )
      event.stopPropagation();
  };
  addEventListener('click', plain, true);
  swapAttribute(DISCOVER, PARKED);
  // Registered before React Router's observer, so it sees each batch of changes first.
  const observer = new MutationObserver(() =>
    document.documentElement.hasAttribute(RELEASED) ? observer.disconnect() : swapAttribute(DISCOVER, PARKED),
  );
  observer.observe(document.documentElement, {subtree: true, childList: true, attributeFilter: [DISCOVER]});
}

/**
 * Resolves once the page has settled (`<html data-settled>`). A context update above the page (the
 * known cart) waits for it: before then it would reach parts still hydrating (decision 0145).
 */
export function whenSettled(): Promise<void> {
  const html = document.documentElement;
  return new Promise((resolve) => {
    if (html.hasAttribute(RELEASED)) return resolve();
    const observer = new MutationObserver(() => {
      if (!html.hasAttribute(RELEASED)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(html, {attributeFilter: [RELEASED]});
  });
}
