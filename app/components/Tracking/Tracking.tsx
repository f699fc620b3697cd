import {useEffect} from 'react';
import {useLocation} from 'react-router';
import {whenIdle} from '~/lib/idle';
import {track} from '~/lib/tracking/queue';

/**
 * Measurement in the page (docs/decisions/0054). This part is in every
 * route's first load, so it does two small things: queue a page command on
 * every navigation (a new path; the configurator's query changes are not
 * pages), and, once the browser is idle after hydration, load the rest: the
 * tracker and the cookie choice (app/lib/tracking/boot.client.ts).
 */
export function Tracking({crmEnabled}: {crmEnabled: boolean}) {
  const {pathname} = useLocation();
  useEffect(() => track({type: 'page'}), [pathname]);
  useEffect(() => whenIdle(() => void import('~/lib/tracking/boot.client').then((module) => module.boot({crmEnabled})), 0), [crmEnabled]);
  return null;
}
