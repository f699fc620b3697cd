import type {z} from 'zod';
import {readTextCapped} from './cart/cartAction.server';

export type JsonBodyResult<T> = {ok: true; data: T} | {ok: false; status: 400 | 413 | 415; error: string};

/**
 * One JSON-body reader for the API routes (style 6): JSON content type, at
 * most `max` bytes (a chunked body is never buffered whole), parsed and
 * checked with the route's schema; otherwise a 4xx with a message.
 */
export async function readJsonBody<Schema extends z.ZodType>(request: Request, max: number, schema: Schema): Promise<JsonBodyResult<z.infer<Schema>>> {
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) return {ok: false, status: 415, error: 'Send the request as JSON.'};
  if (Number(request.headers.get('content-length') ?? 0) > max) return {ok: false, status: 413, error: 'The request is too large.'};
  const text = await readTextCapped(request, max);
  if (text === null) return {ok: false, status: 413, error: 'The request is too large.'};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {ok: false, status: 400, error: 'The request is not valid JSON.'};
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return {ok: false, status: 400, error: parsed.error.issues[0]?.message ?? 'The request is not valid.'};
  return {ok: true, data: parsed.data};
}
