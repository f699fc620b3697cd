import type {Route} from './+types/(en-GB).$';

export const meta: Route.MetaFunction = () => [{title: 'Page not found | Keel'}];

/** Any path without a page: a 404 inside the shell (root ErrorBoundary). */
export function loader({request}: Route.LoaderArgs) {
  throw new Response(`${new URL(request.url).pathname} not found`, {status: 404});
}

export default function CatchAll() {
  return null;
}
