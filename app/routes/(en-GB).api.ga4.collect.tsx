import {handleGa4Collect} from '~/lib/tracking/events.server';
import type {Route} from './+types/(en-GB).api.ga4.collect';

/** The page's analytics events, delivered to GA4's Measurement Protocol by the worker (docs/decisions/0050). */
export async function action({request, context}: Route.ActionArgs) {
  return handleGa4Collect(request, context);
}

export function loader() {
  return Response.json({error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST', 'Cache-Control': 'no-store'}});
}
