import {data} from 'react-router';
import {readFormFields} from '~/lib/formData.server';
import {parseNewsletter} from '~/lib/newsletter';
import {rateLimit} from '~/lib/rateLimit.server';
import type {Route} from './+types/(en-GB).api.newsletter';

/**
 * POST /api/newsletter (style 6): the newsletter form's e-mail address,
 * validated with zod; bad input answers 400 with a message the form shows.
 * Delivery to the CRM comes later, so a valid sign-up is only acknowledged.
 */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST') return data({ok: false as const, error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
  const limited = await rateLimit(request, context, 'newsletter');
  if (limited) return limited;
  const form = await readFormFields(request);
  if (!form.ok) return data({ok: false as const, error: form.message}, {status: form.status});
  const result = parseNewsletter(form.fields);
  if (!result.ok) return data(result, {status: 400});
  return data({ok: true as const}, {status: 200});
}

export function loader() {
  return data({ok: false as const, error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
}
