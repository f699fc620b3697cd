import {createElement, Fragment, lazy, useState, type ComponentType} from 'react';
import {LazyStyles, trackLoad} from '~/lib/lazy/lazyStyled';

/**
 * A component whose code is not part of the first load (decision 0020): the
 * server renders it in full; in the browser its chunk starts loading as soon
 * as this module runs (before hydration reaches it). If the chunk is already
 * there when the component first renders, it renders directly and hydrates
 * with everything else; otherwise React.lazy waits for it and the server HTML
 * stays on screen meanwhile. Render it inside its own <Suspense>, behind memo
 * (router updates must not reach a boundary that is still waiting: React
 * error 421). Like `lazyStyled`, it links its stylesheets before it; `id`
 * is the imported module's path under app/ without extension (decision 0038).
 */
export function deferred<Props extends object>(
  id: string,
  load: () => Promise<{default: ComponentType<Props>}>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const start = () =>
    trackLoad(
      load().then((module) => {
        loaded = module.default;
        return module;
      }),
    );
  const early = typeof document === 'undefined' ? undefined : start();
  const Lazy = lazy(() => early ?? start()) as unknown as ComponentType<Props>;
  return function Deferred(props: Props) {
    // Chosen once per mount, so it never switches from the lazy to the loaded type (a remount).
    const [choice] = useState<{type: ComponentType<Props>}>(() => ({type: loaded ?? Lazy}));
    return createElement(Fragment, null, createElement(LazyStyles, {id}), createElement(choice.type, props));
  };
}
