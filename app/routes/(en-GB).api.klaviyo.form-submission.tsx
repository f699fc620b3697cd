import {handleFormSubmission} from '~/lib/tracking/events.server';
import type {Route} from './+types/(en-GB).api.klaviyo.form-submission';

/** rules:tracking-calls CRM, provider Klaviyo (docs/decisions/0052): GET /api/klaviyo/form-submission/. */
export async function loader({request, context}: Route.LoaderArgs) {
  return handleFormSubmission(request, context);
}

export function action() {
  return Response.json({error: 'Use GET.'}, {status: 405, headers: {Allow: 'GET', 'Cache-Control': 'no-store'}});
}
