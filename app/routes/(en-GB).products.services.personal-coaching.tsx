import {loadFlexiblePage} from '~/lib/content/flexiblePage.server';
import {FlexiblePage, flexiblePageMeta} from '~/modules/FlexiblePage';
import type {Route} from './+types/(en-GB).products.services.personal-coaching';

/** rules:content-fields route table: the flexible page with the special slug personal-coaching. */
const PERSONAL_COACHING_SLUG = 'personal-coaching';

export const meta: Route.MetaFunction = ({data, location}) => flexiblePageMeta(data, location.pathname);

/**
 * rules:content-fields: the flexible page 'personal-coaching' is served at
 * /products/services/personal-coaching, where the coaching product would
 * otherwise have a generic PDP; the page's own modules sell it (its quick-buy
 * bar) and book it (the scheduler). This static route outranks the product
 * route for that one path. /personal-coaching redirects here.
 */
export async function loader({context, request}: Route.LoaderArgs) {
  const page = await loadFlexiblePage(context, PERSONAL_COACHING_SLUG, request);
  if (!page) throw new Response('Personal coaching not found', {status: 404});
  return {now: Date.now(), origin: new URL(request.url).origin, locale: context.locale, page};
}

export default function PersonalCoachingPage({loaderData}: Route.ComponentProps) {
  return <FlexiblePage data={loaderData} />;
}
