/**
 * `npm run bench:ssr` (after `npm run build`): requests per second and p50 /
 * p99 latency of the server-rendered home page, a PDP and a listing, each
 * uncached (a full render per request) and through the full-page cache
 * (decision 0070), beside a static asset measured in the same run, printed
 * as ratios to it. The production bundle runs in workerd (Miniflare) with its
 * own dev backend on loopback; anonymous clients (no cookies), as a
 * shopper's first view. Not a test: the figures depend on the machine.
 *
 * "uncached" runs the worker with FULL_PAGE_CACHE=off; "cached" with the
 * cache on, after one warming request per page.
 */
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv, pointAtBackend} from '../scripts/lib/env';
import {createWorker} from '../scripts/lib/worker';
import {measure, type Result} from './lib/measure';

const SECONDS_PER_CASE = Number(process.env.BENCH_SECONDS ?? 3);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10);
const load = {seconds: SECONDS_PER_CASE, clients: CLIENTS};
const PAGES = [
  {name: 'PDP', path: '/products/rowers/keel-pro-rower/'},
  {name: 'home', path: '/'},
  {name: 'listing', path: '/listings/rowers/'},
];
// A static asset the worker serves from dist/client: the cost floor of a response.
const staticAsset = `/assets/${readdirSync('dist/client/assets').find((name) => /^entry\.client-.*\.js$/.test(name)) ?? ''}`;

async function run(label: string, fullPageCache: 'on' | 'off', backendOrigin: string) {
  const worker = createWorker({
    env: {
      ...pointAtBackend(loadAppEnv(), backendOrigin),
      RATE_LIMIT_PER_MINUTE: '1000000',
      FULL_PAGE_CACHE: fullPageCache,
    },
    port: 0,
  });
  const origin = (await worker.ready).origin.replace('localhost', '127.0.0.1');
  const rows: Array<{name: string; result: Result}> = [];
  try {
    // One warming request per URL (module caches, and the page cache when it is on).
    for (const path of [staticAsset, ...PAGES.map((page) => page.path)])
      await (await fetch(`${origin}${path}`)).arrayBuffer();
    rows.push({name: `static ${staticAsset.slice(0, 28)}…`, result: await measure(origin, staticAsset, load)});
    for (const page of PAGES)
      rows.push({name: `${page.name} ${page.path} (${label})`, result: await measure(origin, page.path, load)});
  } finally {
    await worker.dispose();
  }
  return rows;
}

const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-ssr-'));
const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
try {
  const header = [
    'case',
    'requests',
    'req/s',
    'p50 ms',
    'p99 ms',
    'cache hits',
    'HTML KB',
    'req/s vs static',
    'errors',
  ];
  console.log(
    `\nSSR: ${SECONDS_PER_CASE} s per case, ${CLIENTS} concurrent clients, workerd + dev backend on loopback\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`);
  for (const [label, mode] of [
    ['uncached', 'off'],
    ['cached', 'on'],
  ] as const) {
    const rows = await run(label, mode, backend.origin);
    const staticRate = rows[0]!.result.perSecond;
    for (const {name, result} of rows) {
      console.log(
        `| ${name} | ${result.requests} | ${result.perSecond.toFixed(1)} | ${result.p50.toFixed(0)} | ${result.p99.toFixed(0)} | ${result.hits} | ${(result.bytes / 1000).toFixed(1)} | ${(result.perSecond / staticRate).toFixed(2)} | ${result.errors} |`,
      );
    }
  }
} finally {
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
}
