import type {HeadersFunction} from 'react-router';

/**
 * A route's `headers` export that sends what its own action or loader set (Retry-After,
 * Cache-Control, Allow) through every transport. A browser's fetchers and forms reach a route
 * through React Router's data transport (`/api/cart.data`), where React Router keeps only the
 * cookies of a route without a `headers` export; the plain URL answers with the route's own
 * Response. The action's headers win over the loader's when both ran (a form post to a page).
 */
export const routeOwnHeaders: HeadersFunction = ({parentHeaders, actionHeaders, loaderHeaders, errorHeaders}) => {
  const headers = new Headers(parentHeaders);
  const own = errorHeaders ?? (isEmpty(actionHeaders) ? loaderHeaders : actionHeaders);
  // React Router adds each level's cookies itself.
  own.forEach((value, name) => {
    if (name !== 'set-cookie') headers.set(name, value);
  });
  return headers;
};

const isEmpty = (headers: Headers) => headers.keys().next().done === true;
