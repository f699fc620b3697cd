import {describe, expect, it} from 'vitest';
import {readTextCapped} from './cartAction.server';

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
