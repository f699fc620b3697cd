/**
 * `npm run bench:load` (after `npm run build`): requests per second and p50 /
 * p99 latency of a product page, the cart page and an add to cart, at 1, 10
 * and 50 concurrent clients, printed as a table. The production bundle runs
 * in workerd (Miniflare) on a loopback port with its own dev backend and
 * data; every client keeps its own cart, as shoppers do. Not a test: the
 * figures depend on the machine.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv, pointAtBackend} from '../scripts/lib/env';
import {createWorker} from '../scripts/lib/worker';

const SECONDS_PER_CELL = Number(process.env.BENCH_SECONDS ?? 5);
const LEVELS = [1, 10, 50];
const VARIANTS = [
  300101, 300201, 300301, 300401, 300501, 300701, 100101, 100102, 100104, 100105, 100201, 100202, 100301,
].map((id) => `gid://shopify/ProductVariant/${id}`);

const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-load-'));
const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
const worker = createWorker({
  env: {...pointAtBackend(loadAppEnv(), backend.origin), RATE_LIMIT_PER_MINUTE: '1000000'},
  port: 0,
});
const origin = (await worker.ready).origin.replace('localhost', '127.0.0.1');

interface Client {
  cookie: string;
  adds: number;
}

async function addToCart(client: Client): Promise<Response> {
  const merchandiseId = VARIANTS[client.adds++ % VARIANTS.length];
  const response = await fetch(`${origin}/api/cart`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', Cookie: client.cookie},
    body: JSON.stringify({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId, quantity: 1}]}),
  });
  const cart = /(?:^|,\s*)cart=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (cart && !client.cookie) client.cookie = `cart=${cart}`;
  return response;
}

const SCENARIOS: Array<{name: string; run: (client: Client) => Promise<Response>}> = [
  {
    name: 'PDP /products/rowers/keel-pro-rower/',
    run: () => fetch(`${origin}/products/rowers/keel-pro-rower/`, {headers: {Accept: 'text/html'}}),
  },
  {
    name: 'cart page /cart',
    run: (client) => fetch(`${origin}/cart`, {headers: {Accept: 'text/html', Cookie: client.cookie}}),
  },
  {name: 'add to cart POST /api/cart', run: addToCart},
];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function cell(scenario: (typeof SCENARIOS)[number], clients: Client[]) {
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS_PER_CELL * 1000;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        const begin = performance.now();
        const response = await scenario.run(client).catch(() => null);
        if (response) await response.arrayBuffer().catch(() => undefined);
        latencies.push(performance.now() - begin);
        if (!response || !response.ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

try {
  // Every client gets its own cart with one item, and every page is visited once (caches warm).
  const clients: Client[] = Array.from({length: Math.max(...LEVELS)}, () => ({cookie: '', adds: 0}));
  for (const client of clients) await addToCart(client);
  for (const scenario of SCENARIOS.slice(0, 2)) await (await scenario.run(clients[0]!)).arrayBuffer();

  const rows: string[][] = [];
  for (const scenario of SCENARIOS) {
    for (const level of LEVELS) {
      const result = await cell(scenario, clients.slice(0, level));
      rows.push([
        scenario.name,
        String(level),
        String(result.requests),
        result.perSecond.toFixed(1),
        result.p50.toFixed(0),
        result.p99.toFixed(0),
        String(result.errors),
      ]);
    }
  }
  const header = ['scenario', 'clients', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'errors'];
  console.log(`\nLoad: ${SECONDS_PER_CELL} s per cell, workerd + dev backend on loopback\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await worker.dispose();
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
}
