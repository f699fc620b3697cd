/**
 * `npm run bench:compare`: Keel beside Shopify's own Hydrogen starter, in one
 * run, as ratios Keel/starter (decision 0102). Builds Keel (unless
 * `--no-build`) and the starter (scripts/lib/starter.ts, as the fidelity test
 * does), serves both as production builds in workerd against ONE dev backend
 * (Keel through scripts/lib/worker.ts with the full-page cache off, the
 * starter through its own `shopify hydrogen preview`), then prints:
 * Lighthouse mobile per page pair (a warm-up run, then the median of
 * `--runs N`, 3 by default), the home page and the PDP loaded in Chromium under
 * applied throttling (bench/lib/applied.ts), each page's weight, the main thread of the PDP
 * and home, server renders at 10 clients (the cases taking turns over `BENCH_ROUNDS` rounds, 5 by
 * default, medians), the first-load JavaScript, and the
 * goals met or not. `--quick`: one run, no warm-up, for trying it out.
 * Not a test: the figures depend on the machine and its load.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {cpus, loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import {userAgents} from 'lighthouse/core/config/constants.js';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv, pointAtBackend} from '../scripts/lib/env';
import {
  addToStarterCart,
  buildStarter,
  firstVariant,
  installStarter,
  serveStarter,
  writeStarterEnv,
  STARTER_VERSION,
} from '../scripts/lib/starter';
import {createWorker} from '../scripts/lib/worker';
import {appliedLoad, medianApplied, type AppliedFigures} from './lib/applied';
import {goals, type PagePair, type Side} from './lib/goals';
import {htmlWeight} from './lib/htmlWeight';
import {lighthouseRun, medianFigures, type LighthouseFigures} from './lib/lighthouse';
import {alternating, measure, type Result} from './lib/measure';
import {firstLoadSizes} from './lib/size';
import {ratio} from './lib/stats';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runsIndex = args.indexOf('--runs');
const RUNS = quick ? 1 : Number(runsIndex >= 0 ? args[runsIndex + 1] : 3);
const WARM_UP = !quick;
const SSR = {seconds: Number(process.env.BENCH_SECONDS ?? 3), clients: 10};
/** Server renders: rounds in which the cases take turns, medians over them (a single 3 s run swung 0.66-0.90x). */
const SSR_ROUNDS = quick ? 1 : Number(process.env.BENCH_ROUNDS ?? 5);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
if (!Number.isInteger(SSR_ROUNDS) || SSR_ROUNDS < 1)
  throw new Error('BENCH_ROUNDS takes a whole number of rounds, 1 or more');
console.log(
  `bench:compare: Keel vs Shopify's Hydrogen starter ${STARTER_VERSION}, ${cpus().length} cores, load average ${load()}`,
);

if (!args.includes('--no-build')) {
  try {
    execFileSync('npm', ['run', '--silent', 'build'], {stdio: 'pipe', maxBuffer: 64 * 1024 * 1024});
  } catch (error) {
    // The build's log only when it fails: its warnings would bury the tables.
    const {stdout = '', stderr = ''} = error as {stdout?: Buffer | string; stderr?: Buffer | string};
    console.error(`${stdout}${stderr}`);
    throw error;
  }
}
installStarter();
buildStarter();
console.log(`built (${elapsed()})`);

/** workerd's output, less its note (and that note's stack) when the browser drops a connection mid-response, as Lighthouse does when a load ends. */
function workerOutput() {
  let afterDrop = false;
  return (line: string) => {
    afterDrop = /disconnected: .*Broken pipe/.test(line) || (afterDrop && line.startsWith('stack:'));
    if (!afterDrop) console.error(line);
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-compare-'));
const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
const appEnv = pointAtBackend(loadAppEnv(), backend.origin);
writeStarterEnv(backend.origin, appEnv);
const starter = await serveStarter();
// Uncached: the starter renders every request too, so both pay for their render (decision 0102).
const keelWorker = createWorker({
  env: {...appEnv, RATE_LIMIT_PER_MINUTE: '1000000', FULL_PAGE_CACHE: 'off'},
  port: 0,
  onOutput: workerOutput(),
});
const keel = (await keelWorker.ready).origin.replace('localhost', '127.0.0.1');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  // Its own SIGINT handler would exit before the one below stops the starter.
  handleSIGINT: false,
});
// A stopped run (Ctrl-C, `timeout`) still stops the starter's preview and Chromium, which run in their own process
// groups: first in line, as Miniflare's own handler exits the process.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.prependOnceListener(signal, () => {
    starter.close();
    chrome.kill();
    process.exit(130);
  });
}

/** The page's server HTML as the browser gets it: Lighthouse's phone, the same cookie. */
async function html(url: string, cookie?: string): Promise<string> {
  const response = await fetch(url, {
    headers: {
      Accept: 'text/html',
      'Accept-Encoding': 'identity',
      'User-Agent': userAgents.mobile,
      ...(cookie ? {Cookie: cookie} : {}),
    },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/** One Rower Mat in a cart through each app's own cart action; the cookie that names the cart. */
async function carts(): Promise<{keel: string; starter: string}> {
  const mat = firstVariant(await html(`${starter.origin}/products/rower-mat`));
  const starterAdd = await addToStarterCart(starter.origin, mat);
  const keelAdd = await fetch(`${keel}/api/cart`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json'},
    body: JSON.stringify({action: 'LinesAdd', location: 'PDP', lines: [{merchandiseId: mat, quantity: 1}]}),
  });
  await keelAdd.arrayBuffer();
  const keelCart = /(?:^|,\s*)(cart=[^;]+)/.exec(keelAdd.headers.get('set-cookie') ?? '')?.[1] ?? '';
  if (!starterAdd.cookie.startsWith('cart=') || !keelCart)
    throw new Error(`No cart cookie: starter ${starterAdd.status}, Keel ${keelAdd.status}`);
  for (const [origin, cookie] of [
    [keel, keelCart],
    [starter.origin, starterAdd.cookie],
  ] as const) {
    if (!(await html(`${origin}/cart`, cookie)).includes('Rower Mat'))
      throw new Error(`${origin}/cart does not show the Rower Mat`);
  }
  return {keel: keelCart, starter: starterAdd.cookie};
}

/** A blog article when the backend gives the starter one (its /blogs lists them), else its search. */
async function starterArticle(): Promise<string> {
  const blogs = await fetch(`${starter.origin}/blogs`).then((response) => (response.ok ? response.text() : ''));
  const blog = /href="(\/blogs\/[\w-]+)"/.exec(blogs)?.[1];
  const articles = blog
    ? await fetch(`${starter.origin}${blog}`).then((response) => (response.ok ? response.text() : ''))
    : '';
  return /href="(\/blogs\/[\w-]+\/[\w-]+)"/.exec(articles)?.[1] ?? '/search?q=rower';
}

interface Target {
  name: string;
  keel: string;
  starter: string;
  cart?: boolean;
}

type App = 'keel' | 'starter';

const APPS: readonly App[] = ['keel', 'starter'];
const origins: Record<App, string> = {keel, starter: starter.origin};
/** A target's page on one app's server. */
const pageUrl = (target: Target, app: App) => `${origins[app]}${target[app]}`;

async function lighthousePair(target: Target, cookies: Record<App, string>): Promise<PagePair> {
  const url = (app: App) => pageUrl(target, app);
  const cookie = (app: App) => (target.cart ? cookies[app] : undefined);
  const runs: Record<App, LighthouseFigures[]> = {keel: [], starter: []};
  const once = async (app: App) => {
    try {
      return await lighthouseRun(url(app), {port: chrome.port, cookie: cookie(app)});
    } catch (error) {
      console.log(`  ${app} ${target[app]}: ${String(error)}`);
      return null;
    }
  };
  if (WARM_UP) for (const app of APPS) await once(app);
  // Keel and the starter take turns, so a busy spell on the machine falls on both.
  for (let run = 0; run < RUNS; run++) {
    for (const app of APPS) {
      const figures = await once(app);
      if (figures) runs[app].push(figures);
    }
  }
  const side = async (app: App): Promise<Side> => ({
    path: target[app],
    lh: medianFigures(runs[app]),
    html: htmlWeight(await html(url(app), cookie(app))),
  });
  console.log(`Lighthouse ${target.name}: ${runs.keel.length} + ${runs.starter.length} runs (${elapsed()})`);
  return {name: target.name, keel: await side('keel'), starter: await side('starter')};
}

/** The same page pair loaded in Chromium under applied throttling, taking turns, `RUNS` times each (medians). */
async function appliedPair(target: Target) {
  const browser = await chromium.launch({executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium'});
  const runs: Record<App, AppliedFigures[]> = {keel: [], starter: []};
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const app of APPS) runs[app].push(await appliedLoad(browser, pageUrl(target, app)));
    }
  } finally {
    await browser.close();
  }
  return {name: target.name, keel: medianApplied(runs.keel), starter: medianApplied(runs.starter)};
}

/** Uncached renders of Keel and the starter, then Keel's page cache against a static asset of Keel's. */
async function serverRenders() {
  const pdp = {keel: '/products/rowers/keel-pro-rower/', starter: '/products/keel-pro-rower'};
  const warm = async (url: string) => (await fetch(url)).arrayBuffer();
  for (const path of ['/', pdp.keel]) await warm(`${keel}${path}`);
  for (const path of ['/', pdp.starter]) await warm(`${starter.origin}${path}`);
  const renders = await alternating(
    {
      keelPdp: () => measure(keel, pdp.keel, SSR),
      starterPdp: () => measure(starter.origin, pdp.starter, SSR),
      keelHome: () => measure(keel, '/', SSR),
      starterHome: () => measure(starter.origin, '/', SSR),
    },
    SSR_ROUNDS,
  );
  const uncached = {
    pdp: {keel: renders.keelPdp, starter: renders.starterPdp},
    home: {keel: renders.keelHome, starter: renders.starterHome},
  };
  const cachedWorker = createWorker({
    env: {...appEnv, RATE_LIMIT_PER_MINUTE: '1000000', FULL_PAGE_CACHE: 'on'},
    port: 0,
    onOutput: workerOutput(),
  });
  try {
    const cachedOrigin = (await cachedWorker.ready).origin.replace('localhost', '127.0.0.1');
    // A static asset the worker serves from dist/client: the cost floor of a response.
    const staticPath = `/assets/${readdirSync('dist/client/assets').find((name) => /^entry\.client-.*\.js$/.test(name)) ?? ''}`;
    for (const path of [staticPath, pdp.keel]) await warm(`${cachedOrigin}${path}`);
    const cached = await alternating(
      {
        staticAsset: () => measure(cachedOrigin, staticPath, SSR),
        cachedPdp: () => measure(cachedOrigin, pdp.keel, SSR),
      },
      SSR_ROUNDS,
    );
    return {...uncached, staticPath, ...cached};
  } finally {
    await cachedWorker.dispose();
  }
}

const number = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
const times = (keelValue: number, starterValue: number) => number(ratio(keelValue, starterValue), 2);
/** Keel, starter and Keel/starter: the three columns of every compared figure. */
const trio = (keelValue: number, starterValue: number, digits = 0) => [
  number(keelValue, digits),
  number(starterValue, digits),
  times(keelValue, starterValue),
];

function table(title: string, header: string[], rows: string[][]) {
  console.log(`\n${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

const trioHeader = (figure: string) => [`${figure} Keel`, 'starter', 'K/S'];

try {
  const cookies = await carts();
  const targets: Target[] = [
    {name: 'home', keel: '/', starter: '/'},
    {name: 'PDP', keel: '/products/rowers/keel-pro-rower/', starter: '/products/keel-pro-rower'},
    {name: 'cart', keel: '/cart', starter: '/cart', cart: true},
    {name: 'listing', keel: '/listings/rowers/', starter: '/collections/rowers'},
    {name: 'blog article', keel: '/blog/how-to-row-with-good-form/', starter: await starterArticle()},
  ];
  const pages: PagePair[] = [];
  for (const target of targets) pages.push(await lighthousePair(target, cookies));
  const applied = [];
  for (const target of targets.filter(({name}) => name === 'home' || name === 'PDP'))
    applied.push(await appliedPair(target));
  console.log(`applied throttling (${elapsed()})`);
  const ssr = await serverRenders();
  console.log(`server renders (${elapsed()})`);
  const largestRoute = firstLoadSizes()[0] ?? {route: '–', kib: NaN};

  table(
    `Lighthouse 13 mobile (simulated throttling), ${WARM_UP ? 'after a warm-up, ' : ''}median of ${RUNS}; Keel with its full-page cache off; the cart holds one Rower Mat in both`,
    [
      'page: Keel vs starter',
      ...trioHeader('score'),
      ...trioHeader('FCP ms'),
      ...trioHeader('LCP ms'),
      ...trioHeader('TBT ms'),
      'CLS Keel',
      'starter',
    ],
    pages.map(({name, keel: k, starter: s}) => [
      `${name}: ${k.path} vs ${s.path}`,
      ...trio(k.lh.score, s.lh.score),
      ...trio(k.lh.fcp, s.lh.fcp),
      ...trio(k.lh.lcp, s.lh.lcp),
      ...trio(k.lh.tbt, s.lh.tbt),
      number(k.lh.cls, 3),
      number(s.lh.cls, 3),
    ]),
  );
  table(
    `The same pages in Chromium itself under applied throttling (DevTools: 150 ms latency, 1.6 Mbps, CPU 4x), median of ${RUNS}, which the simulation's figures can be checked against (decision 0160); hydrated = React has hydrated the <body>`,
    ['page', ...trioHeader('FCP ms'), ...trioHeader('LCP ms'), ...trioHeader('hydrated ms')],
    applied.map(({name, keel: k, starter: s}) => [
      name,
      ...trio(k.fcp, s.fcp),
      ...trio(k.lcp, s.lcp),
      ...trio(k.hydrated, s.hydrated),
    ]),
  );
  table(
    "What the simulation starts from (median): the unthrottled load's first contentful paint, and the scripts that had arrived by then, which Lighthouse's simulated FCP and LCP pay for again (throttled) with their evaluation; painted after load = runs whose first paint came after the load event, as when headless Chromium withholds a page's frames for a second or two (decision 0152)",
    [
      'page',
      ...trioHeader('observed FCP ms'),
      ...trioHeader('script KiB by then'),
      `painted after load (of ${RUNS}) Keel`,
      'starter',
    ],
    pages.map(({name, keel: k, starter: s}) => [
      name,
      ...trio(k.lh.observedFcp, s.lh.observedFcp),
      ...trio(k.lh.scriptKiBBeforeFcp, s.lh.scriptKiBBeforeFcp, 1),
      String(k.lh.paintedAfterLoad),
      String(s.lh.paintedAfterLoad),
    ]),
  );
  table(
    'Weight: requests and transfer from the same Lighthouse runs (median); HTML as served, uncompressed; repeated SVG = distinct markups sent twice or more (copies)',
    [
      'page',
      ...trioHeader('requests'),
      ...trioHeader('transfer KiB'),
      ...trioHeader('HTML KB'),
      'inline SVG Keel',
      'starter',
      'repeated SVG Keel',
      'starter',
      ...trioHeader('inline script KB'),
    ],
    pages.map(({name, keel: k, starter: s}) => [
      name,
      ...trio(k.lh.requests, s.lh.requests),
      ...trio(k.lh.transferKiB, s.lh.transferKiB),
      ...trio(k.html.bytes / 1000, s.html.bytes / 1000, 1),
      String(k.html.svgs),
      String(s.html.svgs),
      `${k.html.repeatedSvgs} (${k.html.repeatedSvgCopies})`,
      `${s.html.repeatedSvgs} (${s.html.repeatedSvgCopies})`,
      ...trio(k.html.inlineScriptBytes / 1000, s.html.inlineScriptBytes / 1000, 1),
    ]),
  );
  table(
    'Main thread (Lighthouse, simulated 4x CPU slowdown, median): all work (mainthread-work-breakdown) and script evaluation + parse (bootup-time)',
    ['page', ...trioHeader('main thread ms'), ...trioHeader('bootup ms')],
    pages
      .filter(({name}) => name === 'PDP' || name === 'home')
      .map(({name, keel: k, starter: s}) => [
        name,
        ...trio(k.lh.mainThreadMs, s.lh.mainThreadMs),
        ...trio(k.lh.bootupMs, s.lh.bootupMs),
      ]),
  );
  // Where the main thread's time goes, by Lighthouse's groups and by script (issue 29: profile before fixing).
  for (const {name, keel: k, starter: s} of pages.filter((page) => page.name === 'PDP' || page.name === 'home')) {
    const groups = [...new Set([...Object.keys(k.lh.byGroup), ...Object.keys(s.lh.byGroup)])].sort(
      (a, b) => (k.lh.byGroup[b] ?? 0) - (k.lh.byGroup[a] ?? 0),
    );
    table(
      `Where the ${name}'s main-thread time goes (median ms by Lighthouse group)`,
      ['group', ...trioHeader('ms')],
      groups.map((group) => [group, ...trio(k.lh.byGroup[group] ?? 0, s.lh.byGroup[group] ?? 0)]),
    );
    const scriptRows = (side: string, scripts: LighthouseFigures['scripts']) =>
      scripts.map(({url, ms}) => [side, url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70), number(ms)]);
    table(
      `The ${name}'s costliest scripts (bootup-time, the median run)`,
      ['app', 'script', 'ms'],
      [...scriptRows('Keel', k.lh.scripts), ...scriptRows('starter', s.lh.scripts)],
    );
  }
  const ssrRow = (name: string, k: Result, s: Result) => [
    name,
    ...trio(k.perSecond, s.perSecond, 1),
    ...trio(k.p50, s.p50),
    `${k.errors}/${s.errors}`,
  ];
  table(
    `Server render: ${SSR.clients} clients, ${SSR.seconds} s per case in each of ${SSR_ROUNDS} rounds in which the cases take turns (medians), no cookies; Keel uncached = FULL_PAGE_CACHE=off; the last row is Keel's cached PDP vs a static asset of Keel's`,
    ['case', ...trioHeader('req/s'), ...trioHeader('p50 ms'), 'errors'],
    [
      ssrRow('PDP uncached', ssr.pdp.keel, ssr.pdp.starter),
      ssrRow('home uncached', ssr.home.keel, ssr.home.starter),
      [
        `Keel cached PDP vs static ${ssr.staticPath.slice(0, 28)}…`,
        ...trio(ssr.cachedPdp.perSecond, ssr.staticAsset.perSecond, 1),
        ...trio(ssr.cachedPdp.p50, ssr.staticAsset.p50),
        `${ssr.cachedPdp.errors}/${ssr.staticAsset.errors} (${ssr.cachedPdp.hits} hits)`,
      ],
    ],
  );
  console.log(
    `\nFirst-load JavaScript (bench/size.ts, gzip): largest route ${largestRoute.route} ${number(largestRoute.kib, 2)} KiB\n`,
  );
  console.log('Goals');
  for (const goal of goals({pages, ssr, largestRoute}))
    console.log(`- ${goal.met ? 'met    ' : 'NOT met'} ${goal.goal}: ${goal.figures}`);
  console.log(`\nbench:compare took ${elapsed()}; load average at the end ${load()} (${cpus().length} cores)`);
} finally {
  chrome.kill();
  starter.close();
  await keelWorker.dispose();
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
}
