/**
 * decision 0112: this isolate's memory in front of the subrequest cache
 * (Hydrogen's `caches.open('hydrogen')`, which holds every storefront, CMS,
 * reviews and provider answer). Without it every subrequest of every render
 * is a Cache API read and a copy of the answer; with it a burst of requests
 * reads each answer once.
 *
 * It answers only what the Cache API would answer as fresh: an entry within
 * the max age of the strategy it was stored with (Hydrogen's
 * `real-cache-control` and `cache-put-date` headers). A stale entry is read
 * from the Cache API again, where another isolate may have put a newer one,
 * so Hydrogen's own HIT / STALE / revalidation rules and the number of
 * upstream calls stay as they were.
 */

/** A Workers isolate has 128 MB; the subrequest answers of every page and locale fit in far less. */
export const ISOLATE_MEMORY_BYTES = 8 * 1024 * 1024;

export interface KeptAnswer {
  body: ArrayBuffer;
  status: number;
  headers: [string, string][];
  /** The last moment (ms since the epoch) at which Hydrogen still calls it fresh. */
  freshUntil: number;
}

/** Answers by URL, oldest written first, within a byte capacity. */
export class IsolateMemory {
  private readonly entries = new Map<string, KeptAnswer>();
  private bytes = 0;

  constructor(private readonly capacity = ISOLATE_MEMORY_BYTES) {}

  get(url: string, now: number): KeptAnswer | null {
    const kept = this.entries.get(url);
    return kept && now <= kept.freshUntil ? kept : null;
  }

  set(url: string, kept: KeptAnswer) {
    this.delete(url);
    if (kept.body.byteLength > this.capacity) return;
    this.entries.set(url, kept);
    this.bytes += kept.body.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.capacity) break;
      this.entries.delete(oldest);
      this.bytes -= entry.body.byteLength;
    }
  }

  delete(url: string) {
    const kept = this.entries.get(url);
    if (!kept) return;
    this.entries.delete(url);
    this.bytes -= kept.body.byteLength;
  }
}

/** Module state lives as long as the isolate: one per isolate. */
const thisIsolate = new IsolateMemory();

/** When Hydrogen stops calling a stored answer fresh: its put date plus the strategy's max age. */
function freshUntil(headers: Headers): number {
  const putAt = Number(headers.get('cache-put-date'));
  const maxAge = /max-age=(\d+)/.exec(headers.get('real-cache-control') ?? '')?.[1];
  return putAt > 0 && maxAge ? putAt + Number(maxAge) * 1000 : -Infinity;
}

async function keep(response: Response): Promise<KeptAnswer> {
  return {
    body: await response.arrayBuffer(),
    status: response.status,
    headers: [...response.headers],
    freshUntil: freshUntil(response.headers),
  };
}

const answer = (kept: KeptAnswer) => new Response(kept.body, {status: kept.status, headers: kept.headers});

const urlOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request));

/** The cache for Hydrogen's context and withCache: reads fresh answers from this isolate's memory first. */
export function withIsolateMemory(cache: Cache, options: {memory?: IsolateMemory; now?: () => number} = {}): Cache {
  const memory = options.memory ?? thisIsolate;
  const now = options.now ?? Date.now;
  return {
    async match(request, queryOptions) {
      const url = urlOf(request);
      const remembered = memory.get(url, now());
      if (remembered) return answer(remembered);
      const stored = await cache.match(request, queryOptions);
      if (!stored) return undefined;
      const kept = await keep(stored);
      memory.set(url, kept);
      return answer(kept);
    },
    async put(request, response) {
      const kept = await keep(response);
      memory.set(urlOf(request), kept);
      await cache.put(request, answer(kept));
    },
    async delete(request, queryOptions) {
      memory.delete(urlOf(request));
      return cache.delete(request, queryOptions);
    },
    // Hydrogen uses only the three above; the rest go to the Cache API, the memory forgetting what they replace.
    async add(request) {
      memory.delete(urlOf(request));
      return cache.add(request);
    },
    async addAll(requests) {
      for (const request of requests) memory.delete(urlOf(request));
      return cache.addAll(requests);
    },
    keys: (request, queryOptions) => cache.keys(request, queryOptions),
    matchAll: (request, queryOptions) => cache.matchAll(request, queryOptions),
  };
}

/** The subrequest cache of this request, behind this isolate's memory. */
export async function openSubrequestCache(): Promise<Cache> {
  return withIsolateMemory(await caches.open('hydrogen'));
}
