import {useEffect} from 'react';
import {useLocation, useMatches} from 'react-router';

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: 4000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
};

/**
 * Third-party work in the browser (experiment exposures, pay-later messaging,
 * error reporting), after hydration and when idle, on the first page and after
 * every client navigation. All of it is one dynamic import: nothing of it is in
 * the first-load JavaScript but this component.
 */
export function ThirdParty() {
  const {pathname} = useLocation();
  const matches = useMatches();
  useEffect(() => whenIdle(() => void import('./thirdParty.client').then((module) => module.onPage(matches, pathname))), [matches, pathname]);
  return null;
}
