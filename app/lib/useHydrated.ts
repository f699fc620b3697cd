import {useSyncExternalStore} from 'react';

const noSubscription = () => () => {};

/** False on the server and during hydration, true once this part of the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
