import {handleMarketingEvent} from '~/lib/tracking/events.server';
import type {Route} from './+types/(en-GB).api.klaviyo.process-event.$';

/**
 * rules:tracking-calls marketing events, provider Klaviyo (docs/decisions/0051):
 * POST /api/klaviyo/process-event/ addToCart/{location}/, viewPage/{path},
 * viewCart/?referredFromPdp=, viewProduct/.
 */
export async function action({request, context}: Route.ActionArgs) {
  return handleMarketingEvent(request, context);
}

export function loader() {
  return Response.json({error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST', 'Cache-Control': 'no-store'}});
}
