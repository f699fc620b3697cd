import type {z} from 'zod';

/**
 * A stand-in's JSON request body checked with its schema: too large, not
 * JSON, not an object, or the schema's first complaint, as a message for a
 * 400 (or 413); otherwise the parsed value.
 */
export function parseJsonObject<Schema extends z.ZodType>(
  raw: string,
  maxLength: number,
  schema: Schema,
  fallback: string,
): z.infer<Schema> | string {
  if (raw.length > maxLength) return 'Body too large';
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return 'Body must be JSON';
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return 'Body must be a JSON object';
  const parsed = schema.safeParse(value);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? fallback;
  return parsed.data;
}
