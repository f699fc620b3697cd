import {useEffect} from 'react';
import {useLocation} from 'react-router';
import {importInTask, whenIdle} from '~/lib/idle';
import {track} from '~/lib/tracking/queue';
import type {ShopifySettings} from '~/lib/tracking/shopify.client';

/**
 * Measurement in the page (docs/decisions/0054). This part is in every
 * route's first load, so it does two small things: queue a page command on
 * every navigation (a new path; the configurator's query changes are not
 * pages), and, once the browser is idle after hydration, load the rest: the
 * tracker and the cookie choice (app/lib/tracking/boot.client.ts).
 */
export function Tracking({crmEnabled, shopify}: {crmEnabled: boolean; shopify: ShopifySettings | null}) {
  const {pathname} = useLocation();
  useEffect(() => track({type: 'page'}), [pathname]);
  // The tracker boots once (boot ignores later calls), so the first page's settings are the ones kept.
  useEffect(
    () =>
      whenIdle(
        () =>
          void importInTask(
            () => import('~/lib/tracking/boot.client'),
            (module) => module.boot({crmEnabled, shopify}),
          ),
        0,
      ),
    [crmEnabled, shopify],
  );
  return null;
}
