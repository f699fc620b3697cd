import {describe, expect, it} from 'vitest';
import {z} from 'zod';
import {parseJsonText, readJsonBody, readTextCapped} from './jsonBody.server';

/** A request whose body arrives in chunks with no Content-Length, as a chunked upload does. */
function chunked(chunks: string[]): Request {
  const encoder = new TextEncoder();
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = chunks[pulled];
      pulled += 1;
      if (next === undefined) controller.close();
      else controller.enqueue(encoder.encode(next));
    },
  });
  return new Request('http://shop.test/api/cart', {method: 'POST', body, duplex: 'half'} as RequestInit);
}

describe('readTextCapped', () => {
  it('returns the whole body under the cap, across chunks and multi-byte characters', async () => {
    expect(await readTextCapped(chunked(['{"a":', '"£1"}']), 100)).toBe('{"a":"£1"}');
  });

  it('stops reading and returns null once the body passes the cap', async () => {
    expect(await readTextCapped(chunked(['x'.repeat(60), 'x'.repeat(60), 'dropped']), 100)).toBeNull();
  });

  it('treats a request without a body as empty', async () => {
    expect(await readTextCapped(new Request('http://shop.test/api/cart', {method: 'POST'}), 100)).toBe('');
  });
});

describe('the one JSON-body reader (rules:habit-schema-at-every-boundary)', () => {
  const Schema = z.object({id: z.string().min(1, 'An id is needed.')});
  const post = (body: string, type: string, length?: number) =>
    new Request('http://shop.test/api/x', {
      method: 'POST',
      body,
      headers: {'Content-Type': type, ...(length ? {'Content-Length': String(length)} : {})},
    });

  it('answers the schema’s value for valid JSON', async () => {
    expect(await readJsonBody(post('{"id":"a"}', 'application/json'), 100, Schema)).toEqual({
      ok: true,
      data: {id: 'a'},
    });
  });

  it('refuses another content type (415), a large body (413), bad JSON and a schema miss (400), naming the body', async () => {
    expect(await readJsonBody(post('id=a', 'text/plain'), 100, Schema, {noun: 'event'})).toEqual({
      ok: false,
      status: 415,
      error: 'Send the event as JSON.',
    });
    expect(await readJsonBody(post('{"id":"a"}', 'application/json', 5000), 100, Schema)).toEqual({
      ok: false,
      status: 413,
      error: 'The request is too large.',
    });
    expect(await readJsonBody(post(`{"id":"${'a'.repeat(200)}"}`, 'application/json'), 100, Schema)).toMatchObject({
      status: 413,
    });
    expect(await readJsonBody(post('{"id":', 'application/json'), 100, Schema)).toEqual({
      ok: false,
      status: 400,
      error: 'The request is not valid JSON.',
    });
    expect(await readJsonBody(post('{"id":""}', 'application/json'), 100, Schema)).toEqual({
      ok: false,
      status: 400,
      error: 'An id is needed.',
    });
  });

  it('takes a form post only where the route names its JSON field', () => {
    const form = `cartFormInput=${encodeURIComponent('{"id":"a"}')}`;
    expect(parseJsonText(form, 'application/x-www-form-urlencoded', Schema, {formField: 'cartFormInput'})).toEqual({
      ok: true,
      data: {id: 'a'},
    });
    expect(
      parseJsonText('other=1', 'application/x-www-form-urlencoded', Schema, {
        formField: 'cartFormInput',
        noun: 'cart request',
      }),
    ).toEqual({ok: false, status: 400, error: 'The cart request is missing its input.'});
    expect(parseJsonText(form, 'application/x-www-form-urlencoded', Schema)).toMatchObject({status: 415});
  });
});
