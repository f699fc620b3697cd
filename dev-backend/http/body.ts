import type {GraphQLRequestBody} from '../graphql/execute';
import {HttpError} from './handler';

/** Request bodies above this size are refused with 413 before they are parsed. */
export const MAX_BODY_BYTES = 1024 * 1024;

const TOO_LARGE = {errors: [{message: 'Request body too large'}]};

/** The body as text, read only when a handler asks for it (a refusal before it leaves it unread). */
export async function readText(request: Request): Promise<string> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw new HttpError(413, TOO_LARGE);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.length;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new HttpError(413, TOO_LARGE);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The body of a POST, null for any other method: what the stand-ins' cores take. */
export function postBody(request: Request): Promise<string | null> | null {
  return request.method === 'POST' ? readText(request) : null;
}

/** A GraphQL request as Shopify and Contentful take it: GET with `query`/`variables`, or POST as JSON or application/graphql. */
export async function readGraphQLBody(request: Request): Promise<GraphQLRequestBody> {
  if (request.method === 'GET') {
    const params = new URL(request.url).searchParams;
    const variables = params.get('variables');
    return {query: params.get('query') ?? undefined, variables: variables ? JSON.parse(variables) : undefined};
  }
  if (request.method !== 'POST') throw new HttpError(405, {errors: [{message: 'Method not allowed'}]});
  const text = await readText(request);
  if ((request.headers.get('content-type') ?? '').includes('application/graphql')) return {query: text};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    return parsed as GraphQLRequestBody;
  } catch {
    throw new HttpError(400, {errors: [{message: 'Body must be a JSON object with a query'}]});
  }
}
