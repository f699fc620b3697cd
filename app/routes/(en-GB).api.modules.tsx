import {data} from 'react-router';
import {z} from 'zod';
import {loadFlexiblePage} from '~/lib/content/flexiblePage.server';
import {loadProductModules} from '~/lib/product/loader.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import type {Route} from './+types/(en-GB).api.modules';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

const handle = z.string().regex(/^[a-z0-9-]{1,100}$/);
/** Exactly one of a flexible page's slug or a product's handle. */
const ModulesParamsSchema = z.union([
  z.object({page: handle, product: z.undefined()}),
  z.object({product: handle, page: z.undefined()}),
]);

/**
 * decision 0105: the modules a page's first HTML rendered without their data, whole, for the
 * browser to hydrate them once they near the screen: GET /api/modules?page={slug} (a flexible
 * page) or ?product={handle} (the modules below a product), with the page's own query (a reviews
 * filter, a locator search) beside. Built as the page builds them, from the same cached queries;
 * an experiment's CTA follows the visitor's cookie, so caches keep the answer private.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const limited = await rateLimit(request, context, 'modules');
  if (limited) return limited;
  const params = new URL(request.url).searchParams;
  const parsed = ModulesParamsSchema.safeParse({
    page: params.get('page') ?? undefined,
    product: params.get('product') ?? undefined,
  });
  if (!parsed.success)
    return data(
      {error: 'Ask for one page or one product by its handle'},
      {status: 400, headers: {'Cache-Control': 'no-store'}},
    );
  const {page: slug, product} = parsed.data;
  const page = slug
    ? await loadFlexiblePage(context, slug, request)
    : product
      ? await loadProductModules(context, product, request)
      : null;
  if (!page) return data({error: 'No such page'}, {status: 404, headers: {'Cache-Control': 'no-store'}});
  // A product page's answer carries its reviews list too, which its first HTML held back (decision 0167).
  const answer = 'reviews' in page ? {modules: page.modules, reviews: page.reviews} : {modules: page.modules};
  return data(answer, {headers: {'Cache-Control': 'private, max-age=300'}});
}
