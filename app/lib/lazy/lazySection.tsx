import {createElement, Fragment, lazy, memo, Suspense, useState, type ComponentType, type ReactNode} from 'react';
import {useRouteLoaderData} from 'react-router';
import {afterFirstFrame} from './afterFirstFrame';

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

/** The links to the stylesheets of the lazy module `id`, from the root loader (app/lib/lazy/lazyCss.server.ts). */
function LazyStyles({id}: {id: string}) {
  const data = useRouteLoaderData('root') as {lazyCss?: Readonly<Record<string, readonly string[]>>} | undefined;
  return (
    <>
      {(data?.lazyCss?.[id] ?? NONE).map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
    </>
  );
}

/** What `lazySection` returns: a component taking the section's props. */
export type Section<Props> = (props: Props) => ReactNode;

/**
 * The primitive under `lazySection`: `React.lazy` for a component the server renders into the first
 * HTML. Vite links a lazy chunk's CSS only when the browser imports the chunk, so it renders its
 * module's stylesheet links before it, on both sides (decision 0038); its loading counts for
 * `lazyLoadsSettled` (decision 0145). `early`: the chunk starts loading after the first frame, with
 * hydration (decision 0152), and a chunk already there renders directly, hydrating with the rest (the
 * shell's parts, decision 0020). On the server every part starts loading when it is declared and renders
 * directly once loaded, so a server render does not suspend on it: the part is in the HTML where it sits,
 * not streamed in later (decision 0158).
 */
function lazyPart<Props extends object>(
  id: string,
  load: () => Promise<{default: ComponentType<Props>}>,
  early: boolean,
): Section<Props> {
  let loaded: ComponentType<Props> | undefined;
  const start = (afterFrame?: boolean) =>
    trackLoad(
      (afterFrame ? new Promise<void>((go) => afterFirstFrame(go)).then(load) : load()).then(
        (module) => ((loaded = module.default), module),
      ),
    );
  const onServer = import.meta.env.SSR;
  const started = onServer ? start() : early ? start(true) : undefined;
  const Lazy = lazy(() => started ?? start()) as unknown as ComponentType<Props>;
  return function LazyPart(props: Props) {
    // Chosen once per mount, so it never switches from the lazy to the loaded type (a remount).
    const [choice] = useState<{type: ComponentType<Props>}>(() => ({type: ((early || onServer) && loaded) || Lazy}));
    return createElement(Fragment, null, createElement(LazyStyles, {id}), createElement(choice.type, props));
  };
}

// A component's own props type is taken as React.lazy takes it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;
type PropsOf<Component> = Component extends ComponentType<infer Props> ? Props : never;
type ComponentExports<Module> = {
  [Name in keyof Module]: Module[Name] extends AnyComponent ? Name : never;
}[keyof Module];

export interface SectionOptions {
  /** What shows while its code loads where the server did not draw it (a client navigation): a box of the section's size, so nothing moves. */
  fallback?: ReactNode;
  /** Loads its chunk as soon as the importing module runs: for the shell's parts (decision 0020). */
  early?: boolean;
  /** 'caller': no memo and Suspense of its own, the caller's boundary holds it (the module renderer's; the hero's slider). */
  boundary?: 'own' | 'caller';
}

type Loaded<Module> = Section<PropsOf<Module extends {default: AnyComponent} ? Module['default'] : never>>;
type Picked<Module, Name extends keyof Module> = Section<PropsOf<Module[Name]>>;

/**
 * A section below the fold, in one call (app/lib/lazy/README.md):
 * `const Reviews = lazySection(() => import('~/components/Reviews/ReviewsSection'))`, or with
 * `{name: 'RatingSummary', …}` for a named export (first in the options, a string: the build turns it
 * into a static pick, so the bundler drops the module's other exports). Its code is a chunk of its own
 * (decision 0031), its stylesheets are linked before it (decision 0038), and it sits behind `memo` in
 * its own `<Suspense>`, so a parent or router update never reaches it while it hydrates (React error
 * 421, decision 0145). The build names it with its module (scripts/lib/lazyCss.ts `withSectionIds`),
 * which is why its loader is one static `import('…')`.
 */
export function lazySection<Module extends {default: AnyComponent}>(
  load: () => Promise<Module>,
  options?: SectionOptions,
): Loaded<Module>;
export function lazySection<Module, Name extends ComponentExports<Module>>(
  load: () => Promise<Module>,
  options: SectionOptions & {name: Name},
): Picked<Module, Name>;
export function lazySection(id: unknown, load: unknown, options: SectionOptions = {}): Section<object> {
  const Part = lazyPart(id as string, load as () => Promise<{default: AnyComponent}>, !!options.early);
  if (options.boundary === 'caller') return Part;
  return memo((props: object) => createElement(Suspense, {fallback: options.fallback}, createElement(Part, props)));
}
