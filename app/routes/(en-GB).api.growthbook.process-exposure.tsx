import {data} from 'react-router';
import {ExposureSchema} from '~/lib/experiments/experiments';
import {forwardExposure} from '~/lib/experiments/experiments.server';
import {readJsonBody} from '~/lib/jsonBody.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import type {Route} from './+types/(en-GB).api.growthbook.process-exposure';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

const MAX_BODY_BYTES = 2048;
const json = (body: unknown, status: number) => data(body, {status, headers: {'Cache-Control': 'no-store'}});

/**
 * rules:tracking-calls: POST /api/{experimentation-provider}/process-exposure/ with
 * {uuid, experimentId, variantId, ...}: the browser reports a variant it
 * showed, the worker forwards it to the collector with a deadline (rules:errors-browser's
 * failures logged there). The uuid must be the visitor's own cookie, so a
 * page cannot report exposures for someone else. rules:experiments-internal-users: an internal user's
 * exposure is logged and not sent.
 */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST') return json({error: 'Use POST.'}, 405);
  const limited = await rateLimit(request, context, 'process-exposure');
  if (limited) return limited;
  const parsed = await readJsonBody(request, MAX_BODY_BYTES, ExposureSchema);
  if (!parsed.ok) return json({error: parsed.error}, parsed.status);
  if (!context.tracking.consent.analytics || parsed.data.uuid !== context.tracking.uuid) {
    return json({error: 'The uuid is not this visitor’s tracking cookie.'}, 403);
  }
  const outcome = await forwardExposure(parsed.data, context.env);
  return json({outcome}, 202);
}

export function loader() {
  return json({error: 'Use POST.'}, 405);
}
