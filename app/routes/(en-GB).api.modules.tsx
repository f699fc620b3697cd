import {data} from 'react-router';
import {loadFlexiblePage} from '~/lib/flexiblePage.server';
import {loadProductModules} from '~/lib/product/loader.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import type {Route} from './+types/(en-GB).api.modules';

/** Its Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

const HANDLE = /^[a-z0-9-]{1,100}$/;

/**
 * decision 0105: the modules a page's first HTML rendered without their data, whole, for the
 * browser to hydrate them once they near the screen: GET /api/modules?page={slug} (a flexible
 * page) or ?product={handle} (the modules below a product), with the page's own query (a reviews
 * filter, a locator search) beside. Built as the page builds them, from the same cached queries;
 * an experiment's CTA follows the visitor's cookie, so caches keep the answer private.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const [slug, handle] = [params.get('page'), params.get('product')];
  const page = slug && HANDLE.test(slug) ? await loadFlexiblePage(context, slug, request) : handle && HANDLE.test(handle) ? await loadProductModules(context, handle, request) : null;
  if (!page) return data({error: 'No such page'}, {status: 404, headers: {'Cache-Control': 'no-store'}});
  return data({modules: page.modules}, {headers: {'Cache-Control': 'private, max-age=300'}});
}
