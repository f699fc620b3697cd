import {z} from 'zod';

/** rules:content-fields newsletter form: a valid e-mail address and the form's id (handed to the CRM by the route). */
export const NewsletterSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'Enter your e-mail address.')
    .email('Enter a valid e-mail address, like name@example.com.')
    .max(254, 'That e-mail address is too long.'),
  formId: z.string().trim().min(1, 'The form is missing its id.').max(100),
});

export type NewsletterResult = {ok: true; email: string; formId: string} | {ok: false; error: string};

export function parseNewsletter(input: Record<string, unknown>): NewsletterResult {
  // A field the form did not send reads as empty, so its own message applies.
  const result = NewsletterSchema.safeParse({email: '', formId: '', ...input});
  if (!result.success) return {ok: false, error: result.error.issues[0]?.message ?? 'Check the form and try again.'};
  return {ok: true, ...result.data};
}
