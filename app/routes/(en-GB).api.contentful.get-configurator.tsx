import {data} from 'react-router';
import {z} from 'zod';
import {readJsonBody} from '~/lib/jsonBody.server';
import {loadConfigurator} from '~/lib/configurator/load.server';
import {rateLimit} from '~/lib/security/rateLimit.server';
import type {Route} from './+types/(en-GB).api.contentful.get-configurator';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/** The request body of rules:configurator-content-call's POST /api/{cms-provider}/get-configurator/. */
export const GetConfiguratorSchema = z
  .object({
    locale: z.enum(['en-US', 'en-GB'], {message: 'Unknown locale'}),
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Unknown configurator id'),
    basic: z.boolean({message: 'basic must be true or false'}).default(false),
  })
  .strict();

const MAX_BODY_BYTES = 2048;
const json = (body: unknown, status: number) =>
  data(body, {status, headers: {'Cache-Control': status === 200 ? 'public, max-age=60' : 'no-store'}});

/**
 * rules:configurator-content-call: configurator content by id and locale, for a configurator that
 * loads after the page (the PDP's). The response's `data` is the
 * normalised configurator (app/lib/configurator/model.ts).
 */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST') return json({error: 'Use POST.'}, 405);
  const limited = await rateLimit(request, context, 'get-configurator');
  if (limited) return limited;
  const parsed = await readJsonBody(request, MAX_BODY_BYTES, GetConfiguratorSchema);
  if (!parsed.ok) return json({error: parsed.error}, parsed.status);
  const configurator = await loadConfigurator(context, parsed.data.id, {
    locale: parsed.data.locale,
    basic: parsed.data.basic,
  });
  if (!configurator) return json({error: `No configurator ${parsed.data.id}.`}, 404);
  return json({data: configurator}, 200);
}

export function loader() {
  return json({error: 'Use POST.'}, 405);
}
