/**
 * A shell part whose code is not part of the first load (decision 0020): the server renders it in
 * full; in the browser its chunk starts loading as soon as this module runs. Render it inside its own
 * <Suspense>, behind memo (React error 421). `id` is the imported module's path under app/ without
 * extension (decision 0038). New code uses `lazySection(() => import('…'), {early: true})`, which
 * names the module itself and brings the memo and Suspense (app/lib/lazy/README.md).
 */
export {lazyPart as deferred} from '~/lib/lazy/lazySection';
