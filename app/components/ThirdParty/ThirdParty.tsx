import {useEffect} from 'react';
import {useLocation, useMatches} from 'react-router';

type PageExperiments = Array<{experimentId: string; variantId: string}>;

/** The experiments every route's loader data says the page shows (root: navigation; pages: their modules). */
function pageExperiments(matches: ReturnType<typeof useMatches>): PageExperiments {
  return matches.flatMap((match) => {
    const data = match.data as {experiments?: PageExperiments; page?: {experiments?: PageExperiments}} | undefined;
    return [...(data?.experiments ?? []), ...(data?.page?.experiments ?? [])];
  });
}

const whenIdle = (task: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, {timeout: 4000});
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
};

/**
 * Third-party work in the browser, after hydration and when idle, on every
 * page and client navigation: its code is a dynamic import, so none of it is
 * in the first-load JavaScript.
 */
export function ThirdParty() {
  const location = useLocation();
  const matches = useMatches();
  const experiments = pageExperiments(matches);
  const experimentsKey = JSON.stringify(experiments);
  useEffect(
    () =>
      whenIdle(() => {
        void import('~/lib/experiments/exposure.client').then((module) => module.reportExposures(JSON.parse(experimentsKey) as PageExperiments, location.pathname));
      }),
    [location.key, location.pathname, experimentsKey],
  );
  return null;
}
