/**
 * A submitted form's text fields, or null when the body is not a form
 * (the action then answers 415 rather than failing with a 500).
 */
export async function readFormFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await request.formData();
    return Object.fromEntries([...form.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
  } catch {
    return null;
  }
}
