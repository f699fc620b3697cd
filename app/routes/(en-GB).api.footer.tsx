import {data} from 'react-router';
import {z} from 'zod';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {routeOwnHeaders} from '~/lib/routeHeaders';
import {loadShell} from '~/lib/shell/shell.server';
import type {Route} from './+types/(en-GB).api.footer';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/** The footer takes nothing from its address but the locale (its path). */
const FooterParamsSchema = z.object({}).strict();

/**
 * decision 0168: the footer's data, which a document's root loader data leaves out (the server draws the
 * footer, the browser fetches this when it nears the screen): GET /api/footer, /en-GB/api/footer. The same
 * for every shopper, as the root's shell is, so shared caches may keep it; null when the CMS has none.
 */
export async function loader({request, context}: Route.LoaderArgs) {
  const limited = await rateLimit(request, context, 'modules');
  if (limited) return limited;
  const parsed = FooterParamsSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success)
    return data({error: 'The footer takes no parameters'}, {status: 400, headers: {'Cache-Control': 'no-store'}});
  const {footer} = await loadShell(context.cms, context.locale);
  return data({footer}, {headers: {'Cache-Control': 'public, max-age=300'}});
}
