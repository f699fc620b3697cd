import {lazy, type ComponentProps, type ComponentType} from 'react';
import {useRouteLoaderData} from 'react-router';

const NONE: readonly string[] = [];

/** Lazy parts whose code (or a held module's answer) is still loading: route discovery waits for them (decision 0145). */
const loading = new Set<Promise<unknown>>();

/**
 * Waits for the lazy parts loading now; true when none was (the page had settled), false when it
 * waited (React hydrates those parts next, so the caller waits for idle and asks again).
 */
export async function lazyLoadsSettled(): Promise<boolean> {
  if (loading.size === 0) return true;
  await Promise.allSettled([...loading]);
  return false;
}

/** Counts a lazy part's code as loading until it settles (for `lazyLoadsSettled`). */
export function trackLoad<Loaded>(promise: Promise<Loaded>): Promise<Loaded> {
  loading.add(promise);
  void promise.finally(() => loading.delete(promise)).catch(() => {});
  return promise;
}

/** The stylesheets the lazy module `id` needs, from the root loader (app/lib/lazy/lazyCss.server.ts). */
function useLazyCss(id: string): readonly string[] {
  const data = useRouteLoaderData('root') as {lazyCss?: Readonly<Record<string, readonly string[]>>} | undefined;
  return data?.lazyCss?.[id] ?? NONE;
}

/** The links to the stylesheets of the lazy module `id`, rendered before it (decision 0038). */
export function LazyStyles({id}: {id: string}) {
  return (
    <>
      {useLazyCss(id).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}

/**
 * `React.lazy` for a component the server renders into the first HTML.
 * Vite links a lazy chunk's CSS only when the browser imports the chunk, so
 * the server's HTML of a plain lazy component paints unstyled and moves when
 * its code arrives. This one renders its stylesheets' links before it, on
 * both sides (so hydration matches): the browser holds the HTML after them
 * until they load (decision 0038). `id` is the imported module's path under
 * app/ without extension ('modules/Faq/Faq'); the build fails on an id it does
 * not contain, and lazyStyled.test.ts checks it is the module `load` imports.
 */
// The component's own props type is taken as React.lazy takes it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyStyled<Component extends ComponentType<any>>(
  id: string,
  load: () => Promise<{default: Component}>,
): ComponentType<ComponentProps<Component>> {
  const Lazy = lazy(() => trackLoad(load())) as ComponentType<ComponentProps<Component>>;
  function LazyStyled(props: ComponentProps<Component>) {
    return (
      <>
        <LazyStyles id={id} />
        <Lazy {...props} />
      </>
    );
  }
  return LazyStyled;
}
