import type {Plugin} from 'vite';

const LOCATION_UPDATE = 'setLocation(newState.location);';

/**
 * Rewrites React Router's `HydratedRouter` so that its own copy of the
 * location is updated inside `startTransition`, like the router state it
 * mirrors (decision 0039).
 *
 * `HydratedRouter` (react-router/dom, 7.16) subscribes to the router and calls
 * `setLocation(newState.location)` as a plain update. That re-renders the root
 * with a new `FrameworkContext` value at default priority, and a context change
 * reaches every Suspense boundary still hydrating: React throws their server
 * HTML away and renders them again on the client (React error 421), so a
 * colour picked before the sidebar's code arrived made the sidebar, the
 * reviews and the modules vanish and come back. In a transition React hydrates
 * those boundaries first.
 *
 * Returns the code unchanged when it is not the module, and throws when the
 * module no longer has the line, so an upgrade that changes it is noticed.
 */
export function wrapLocationUpdate(code: string, id: string): string | null {
  if (!/react-router[\\/]dist[\\/](production|development)[\\/]dom-export\.m?js$/.test(id.split('?')[0] as string))
    return null;
  const react = /\b(\w+)\.useState\(\s*router\.state\.location\s*\)/.exec(code)?.[1];
  if (!react || !code.includes(LOCATION_UPDATE)) {
    throw new Error(
      `keel:router-transition: ${id} no longer has HydratedRouter's "${LOCATION_UPDATE}"; check whether React Router now updates it in a transition (decision 0039).`,
    );
  }
  return code.replace(LOCATION_UPDATE, `${react}.startTransition(() => ${LOCATION_UPDATE.slice(0, -1)});`);
}

/** A build plugin that rewrites the modules `rewrite` recognises (it returns null for every other one). */
export function rewritePlugin(name: string, rewrite: (code: string, id: string) => string | null): Plugin {
  return {
    name,
    enforce: 'pre',
    transform(code, id) {
      const next = rewrite(code, id);
      return next === null ? undefined : {code: next, map: null};
    },
  };
}

export const routerTransitionPlugin = () => rewritePlugin('keel:router-transition', wrapLocationUpdate);
