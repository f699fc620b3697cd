import {discardBody, readTextCapped} from './jsonBody.server';

/** The forms the shop takes are a few fields; a body past this is refused unread. */
export const MAX_FORM_BYTES = 32 * 1024;

export type FormFields = {ok: true; fields: Record<string, string>} | {ok: false; status: 413 | 415; message: string};

/**
 * A submitted form's text fields (urlencoded or multipart), read with a size
 * cap: a body that is not a form is a 415, one over MAX_FORM_BYTES a 413
 * (the action answers that rather than failing with a 500 or buffering it).
 */
export async function readFormFields(request: Request): Promise<FormFields> {
  const contentType = request.headers.get('content-type') ?? '';
  // A refused body is still read off (up to a limit), so the client gets the answer instead of a reset connection.
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(contentType)) {
    await discardBody(request.body?.getReader());
    return {ok: false, status: 415, message: 'Send the form as form data.'};
  }
  const tooLarge = {ok: false, status: 413, message: 'The form is too large.'} as const;
  if (Number(request.headers.get('content-length') ?? 0) > MAX_FORM_BYTES) {
    await discardBody(request.body?.getReader());
    return tooLarge;
  }
  const text = await readTextCapped(request, MAX_FORM_BYTES);
  if (text === null) return tooLarge;
  try {
    const form = await new Response(text, {headers: {'Content-Type': contentType}}).formData();
    return {
      ok: true,
      fields: Object.fromEntries(
        [...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']),
      ),
    };
  } catch {
    return {ok: false, status: 415, message: 'Send the form as form data.'};
  }
}
