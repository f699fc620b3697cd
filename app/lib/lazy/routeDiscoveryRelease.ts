import {lazyLoadsSettled} from './lazySection';
// Type-only: importing the module's code here would split it out of the first load's entry chunk.
import type {DISCOVER, PARKED, RELEASED} from './routeDiscovery';

const discover: typeof DISCOVER = 'data-discover';
const parked: typeof PARKED = 'data-discover-after-hydration';
const released: typeof RELEASED = 'data-settled';

/** Gives the parked links back to React Router's discovery, and stops the parking observer. */
function release() {
  document.documentElement.setAttribute(released, '');
  for (const element of document.querySelectorAll(`[${parked}]`)) {
    element.removeAttribute(parked);
    element.setAttribute(discover, 'true');
  }
}

// whenIdle (./idle) with a 5 s deadline, written out: importing it here splits idle.ts into a chunk of its
// own and adds 0.1 KiB to every route's first load (measured with bench/size.ts).
const idle = () =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(() => resolve(), {timeout: 5_000})
      : setTimeout(resolve, 200),
  );

/**
 * After hydration (loaded then, not in the first load): gives route discovery back once every
 * lazy part's code and every held module's answer has come and the browser has been idle since,
 * as React hydrates a part after its code comes (decision 0145); at the latest after `deadline` ms.
 */
export async function releaseWhenSettled(deadline = 15_000) {
  const latest = setTimeout(release, deadline);
  do await idle();
  while (!(await lazyLoadsSettled()));
  clearTimeout(latest);
  release();
}
