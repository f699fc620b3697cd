import {CacheCustom, createWithCache} from '@shopify/hydrogen';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {IsolateMemory, withIsolateMemory} from './subrequestCache.server';

/** The Cache API of one data centre, shared by its isolates, counting its reads. */
function dataCentreCache() {
  const entries = new Map<string, {body: ArrayBuffer; init: ResponseInit}>();
  const key = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));
  const cache = {
    reads: 0,
    async match(request: RequestInfo | URL) {
      cache.reads++;
      const entry = entries.get(key(request));
      return entry ? new Response(entry.body.slice(0), entry.init) : undefined;
    },
    async put(request: RequestInfo | URL, response: Response) {
      entries.set(key(request), {
        body: await response.arrayBuffer(),
        init: {status: response.status, headers: [...response.headers]},
      });
    },
    async delete(request: RequestInfo | URL) {
      return entries.delete(key(request));
    },
  };
  return cache;
}

/** Hydrogen's own withCache over an isolate's memory in front of the shared cache, as the context builds it. */
function isolate(shared: ReturnType<typeof dataCentreCache>, memory = new IsolateMemory()) {
  const background: Promise<unknown>[] = [];
  const withCache = createWithCache({
    cache: withIsolateMemory(shared as unknown as Cache, {memory}),
    waitUntil: (promise) => background.push(promise),
    request: new Request('https://keel.example/'),
  });
  let calls = 0;
  const query = (answer: string) =>
    withCache.run(
      {
        cacheKey: ['cms', 'ShellQuery'],
        cacheStrategy: CacheCustom({mode: 'public', maxAge: 1, staleWhileRevalidate: 600}),
        shouldCacheResult: () => true,
      },
      async () => {
        calls++;
        return {answer};
      },
    );
  return {query, calls: () => calls, settled: () => Promise.all(background.splice(0))};
}

describe("the isolate's memory in front of the subrequest cache (decision 0112)", () => {
  beforeEach(() => {
    vi.useFakeTimers({now: 1_000_000, toFake: ['Date']});
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers a fresh entry from memory: one Cache API read for a burst of requests, none for the upstream', async () => {
    const shared = dataCentreCache();
    const worker = isolate(shared);
    expect(await worker.query('v1')).toEqual({answer: 'v1'});
    await worker.settled();
    for (let index = 0; index < 10; index++) expect(await worker.query('v2')).toEqual({answer: 'v1'});
    expect(worker.calls()).toBe(1);
    expect(shared.reads).toBe(1);
  });

  it('keeps Hydrogen’s stale-while-revalidate: once past the max age the stored answer is served while one call refreshes it', async () => {
    const shared = dataCentreCache();
    const worker = isolate(shared);
    await worker.query('v1');
    await worker.settled();
    vi.setSystemTime(1_000_000 + 1001);
    expect(await worker.query('v2')).toEqual({answer: 'v1'});
    await worker.settled();
    expect(worker.calls()).toBe(2);
    const readsAfterRefresh = shared.reads;
    expect(await worker.query('v3')).toEqual({answer: 'v2'});
    expect(shared.reads).toBe(readsAfterRefresh);
  });

  it('reads the shared cache again once its copy is stale, so another isolate’s refresh is used instead of a call of its own', async () => {
    const shared = dataCentreCache();
    const [first, second] = [isolate(shared), isolate(shared)];
    await first.query('v1');
    await first.settled();
    expect(await second.query('unused')).toEqual({answer: 'v1'});
    vi.setSystemTime(1_000_000 + 1001);
    await first.query('v2');
    await first.settled();
    expect(await second.query('unused')).toEqual({answer: 'v2'});
    expect(second.calls()).toBe(0);
  });

  it('holds at most its capacity, forgetting the entries written longest ago', () => {
    const memory = new IsolateMemory(100);
    const entry = (size: number) => ({
      body: new ArrayBuffer(size),
      status: 200,
      headers: [] as [string, string][],
      freshUntil: Date.now() + 1000,
    });
    memory.set('a', entry(60));
    memory.set('b', entry(30));
    memory.set('c', entry(30));
    expect(memory.get('a', Date.now())).toBeNull();
    expect(memory.get('b', Date.now())).not.toBeNull();
    expect(memory.get('c', Date.now())).not.toBeNull();
    memory.set('big', entry(101));
    expect(memory.get('big', Date.now())).toBeNull();
  });
});
