import {whenIdle} from './idle';
import {lazyLoadsSettled} from './lazyStyled';

/**
 * React Router's lazy route discovery (decision 0113) asks `/__manifest` for the routes of every
 * `a[data-discover]` on the page as soon as the root has hydrated, and patching the routes it
 * gets back is a router update. That update reaches every Suspense boundary React has not
 * hydrated yet (React hydrates them one by one after the root, each once its code has come), and
 * React holds it until they all have; past five seconds (a slow phone, a busy machine) React
 * drops their server HTML with error 421 (decision 0145). So the page's links are parked before
 * React hydrates (their attribute renamed), and links React renders later are parked as they
 * come, until the page has settled: its lazy parts loaded and the browser idle. React Router's
 * own observer then picks them all up. A link followed before then is discovered on navigation,
 * as React Router does for any link it has not seen.
 */
const ATTRIBUTE = 'data-discover';
const PARKED = 'data-discover-after-hydration';

let observer: MutationObserver | null = null;

function park(root: Element) {
  const found = root.hasAttribute(ATTRIBUTE) ? [root, ...root.querySelectorAll(`[${ATTRIBUTE}]`)] : root.querySelectorAll(`[${ATTRIBUTE}]`);
  for (const element of found) {
    element.setAttribute(PARKED, '');
    element.removeAttribute(ATTRIBUTE);
  }
}

/** Before hydration: keeps the page's links, and those React adds until release, out of discovery. */
export function parkRouteDiscovery() {
  park(document.documentElement);
  // Registered before React Router's observer, so it sees each batch of changes first.
  observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) park(record.target);
      for (const node of record.addedNodes) if (node instanceof Element) park(node);
    }
  });
  observer.observe(document.documentElement, {subtree: true, childList: true, attributes: true, attributeFilter: [ATTRIBUTE]});
}

/** Gives the parked links back to React Router's discovery. */
export function releaseRouteDiscovery() {
  observer?.disconnect();
  observer = null;
  for (const element of document.querySelectorAll(`[${PARKED}]`)) {
    element.removeAttribute(PARKED);
    element.setAttribute(ATTRIBUTE, 'true');
  }
}

/**
 * After hydration: releases discovery once every lazy part has loaded and the browser has been
 * idle since (React hydrates a part after its code comes); at the latest after `deadline` ms.
 */
export function releaseRouteDiscoveryWhenSettled(deadline = 15_000): () => void {
  let cancelled = false;
  const latest = setTimeout(releaseRouteDiscovery, deadline);
  const idle = () => new Promise<void>((resolve) => whenIdle(resolve, 5_000));
  void (async () => {
    do await idle();
    while (!cancelled && !(await lazyLoadsSettled()));
    if (cancelled) return;
    clearTimeout(latest);
    releaseRouteDiscovery();
  })();
  return () => {
    cancelled = true;
    clearTimeout(latest);
  };
}
