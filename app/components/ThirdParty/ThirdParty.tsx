import {useEffect} from 'react';
import {useLocation, useMatches} from 'react-router';
import {importInTask, whenIdle} from '~/lib/idle';

/**
 * Third-party work in the browser (experiment exposures, pay-later messaging,
 * error reporting), after hydration and when idle, on the first page and after
 * every client navigation. All of it is one dynamic import: nothing of it is in
 * the first-load JavaScript but this component.
 */
export function ThirdParty() {
  const {pathname} = useLocation();
  const matches = useMatches();
  useEffect(
    () =>
      whenIdle(
        () =>
          void importInTask(
            () => import('./thirdParty.client'),
            (module) => module.onPage(matches, pathname),
          ),
        4000,
      ),
    [matches, pathname],
  );
  return null;
}
