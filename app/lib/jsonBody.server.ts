import type {z} from 'zod';

/**
 * The one reader of request bodies for every action and API route (rules:habit-schema-at-every-boundary):
 * a size cap that never buffers a chunked body whole, the content type, JSON,
 * and the route's zod schema, each failure a 4xx with a sentence a client can show.
 */

/**
 * Up to this much of a refused body is read and dropped, so an ordinary client that
 * is still sending gets the 413 instead of a reset connection; past it the
 * connection is cut.
 */
const DISCARD_LIMIT = 1024 * 1024;

export async function discardBody(
  reader: ReadableStreamDefaultReader<Uint8Array> | undefined,
  alreadyRead = 0,
): Promise<void> {
  if (!reader) return;
  let size = alreadyRead;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) return;
    size += value.byteLength;
    if (size > DISCARD_LIMIT) {
      await reader.cancel();
      return;
    }
  }
}

/**
 * The body as text, or null once it passes `max` bytes: a chunked body without a
 * Content-Length is never buffered whole.
 */
export async function readTextCapped(request: Request, max: number): Promise<string | null> {
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await discardBody(reader, size);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export type JsonBodyResult<T> = {ok: true; data: T} | {ok: false; status: 400 | 413 | 415; error: string};

export interface JsonBodyOptions {
  /** What the body is, in the messages ('Send the {noun} as JSON.'); 'request' by default. */
  noun?: string;
  /** A form post is taken too when it carries the JSON in this field (Hydrogen's CartForm sends `cartFormInput`). */
  formField?: string;
}

/** The text of a body already read, as the schema's value: JSON (or a form's JSON field), checked with zod. */
export function parseJsonText<Schema extends z.ZodType>(
  text: string,
  contentType: string | null,
  schema: Schema,
  options: JsonBodyOptions = {},
): JsonBodyResult<z.infer<Schema>> {
  const noun = options.noun ?? 'request';
  const type = contentType ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  let raw: unknown;
  try {
    if (type.includes('application/json')) {
      raw = JSON.parse(text);
    } else if (options.formField && isForm) {
      const field = new URLSearchParams(text).get(options.formField);
      if (!field) return {ok: false, status: 400, error: `The ${noun} is missing its input.`};
      raw = JSON.parse(field);
    } else {
      return {ok: false, status: 415, error: `Send the ${noun} as JSON.`};
    }
  } catch {
    return {ok: false, status: 400, error: `The ${noun} is not valid JSON.`};
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    return {ok: false, status: 400, error: parsed.error.issues[0]?.message ?? `The ${noun} is not valid.`};
  return {ok: true, data: parsed.data};
}

/**
 * A JSON body, read and checked: JSON content type (or the form field), at most
 * `max` bytes, parsed and checked with the route's schema; otherwise a 4xx with a message.
 */
export async function readJsonBody<Schema extends z.ZodType>(
  request: Request,
  max: number,
  schema: Schema,
  options: JsonBodyOptions = {},
): Promise<JsonBodyResult<z.infer<Schema>>> {
  const type = request.headers.get('content-type') ?? '';
  const isForm = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data');
  if (!type.includes('application/json') && !(options.formField && isForm)) {
    await discardBody(request.body?.getReader());
    return {ok: false, status: 415, error: `Send the ${options.noun ?? 'request'} as JSON.`};
  }
  if (Number(request.headers.get('content-length') ?? 0) > max) {
    await discardBody(request.body?.getReader());
    return {ok: false, status: 413, error: 'The request is too large.'};
  }
  const text = await readTextCapped(request, max);
  if (text === null) return {ok: false, status: 413, error: 'The request is too large.'};
  return parseJsonText(text, type, schema, options);
}
