import {handlePixelPurchase, pixelPurchasePreflight} from '~/lib/order/pixelPurchase.server';
import type {Route} from './+types/(en-GB).api.pixel.purchase';

/** The keel-pixel's purchase, sent on to GA4 with the worker's secret (docs/decisions/0132). */
export async function action({request, context}: Route.ActionArgs) {
  return handlePixelPurchase(request, context);
}

/** React Router hands OPTIONS to the loader: the pixel's CORS preflight. */
export function loader({request, context}: Route.LoaderArgs) {
  if (request.method === 'OPTIONS') return pixelPurchasePreflight(request, context.env);
  return Response.json(
    {error: 'Use POST.'},
    {status: 405, headers: {Allow: 'POST, OPTIONS', 'Cache-Control': 'no-store'}},
  );
}
