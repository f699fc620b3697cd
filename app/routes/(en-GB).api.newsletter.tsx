import {data} from 'react-router';
import {readFormFields} from '~/lib/formData.server';
import {parseNewsletter} from '~/modules/Newsletter/newsletterForm';
import {rateLimit} from '~/lib/security/rateLimit.server';
import {cookieAttributes} from '~/lib/tracking/consent';
import {NEWSLETTER_SIGNUP_COOKIE} from '~/lib/tracking/marketing';
import {afterResponse, subscribeToNewsletter} from '~/lib/tracking/providers.server';
import {TRACKING_COOKIE_MAX_AGE} from '~/lib/tracking/uuid';
import type {Route} from './+types/(en-GB).api.newsletter';
import {routeOwnHeaders} from '~/lib/routeHeaders';

/** Its Retry-After and Cache-Control through the data transport too (routeOwnHeaders). */
export const headers = routeOwnHeaders;

/**
 * POST /api/newsletter (rules:habit-schema-at-every-boundary): the newsletter form's e-mail address,
 * validated with zod; bad input answers 400 with a message the form shows.
 * A valid sign-up is handed to the CRM (Klaviyo's newsletter list) after the
 * response, and the newsletter_signup cookie (rules:content-modules) records that the
 * shopper signed up; it holds no personal data.
 */
export async function action({request, context}: Route.ActionArgs) {
  if (request.method !== 'POST')
    return data({ok: false as const, error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
  const limited = await rateLimit(request, context, 'newsletter');
  if (limited) return limited;
  const form = await readFormFields(request);
  if (!form.ok) return data({ok: false as const, error: form.message}, {status: form.status});
  const result = parseNewsletter(form.fields);
  if (!result.ok) return data(result, {status: 400});
  afterResponse(context, subscribeToNewsletter(context.env, result.email));
  const hostname = new URL(request.url).hostname;
  return data(
    {ok: true as const},
    {
      status: 200,
      headers: {
        'Set-Cookie': `${NEWSLETTER_SIGNUP_COOKIE}=1; ${cookieAttributes(hostname, TRACKING_COOKIE_MAX_AGE)}`,
        'Cache-Control': 'no-store',
      },
    },
  );
}

export function loader() {
  return data({ok: false as const, error: 'Use POST.'}, {status: 405, headers: {Allow: 'POST'}});
}
