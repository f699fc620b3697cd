/**
 * `npm run bench:lighthouse` (after `npm run build`): Lighthouse's mobile
 * performance score with LCP, TBT and CLS for the home page, a PDP, a listing,
 * the cart and a blog article, one run each, in Debian's Chromium
 * (CHROME_PATH, /usr/bin/chromium by default), against the production bundle
 * in workerd with its own dev backend. Also counts each page's render-blocking
 * stylesheets in its server HTML. Not a test: the figures depend on the
 * machine and its load.
 */
import {mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv, pointAtBackend} from '../scripts/lib/env';
import {createWorker} from '../scripts/lib/worker';

const PAGES = [
  {name: 'home', path: '/'},
  {name: 'PDP', path: '/products/rowers/keel-pro-rower/'},
  {name: 'listing', path: '/listings/rowers/'},
  {name: 'cart', path: '/cart'},
  {name: 'blog article', path: '/blog/how-to-row-with-good-form/'},
];

/** `<link rel="stylesheet">` in the head that the first paint waits for (not media-switched lazy ones). */
export function blockingStylesheets(html: string): number {
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  return [...head.matchAll(/<link\b[^>]*>/g)].filter(
    ([tag]) => /rel="stylesheet"/.test(tag) && !/media="print"/.test(tag),
  ).length;
}

const dataDir = mkdtempSync(join(tmpdir(), 'keel-bench-lighthouse-'));
const backend = await startBackendFromEnv({port: 0, dataDir, quiet: true});
const worker = createWorker({
  env: {...pointAtBackend(loadAppEnv(), backend.origin), RATE_LIMIT_PER_MINUTE: '1000000'},
  port: 0,
});
const origin = (await worker.ready).origin.replace('localhost', '127.0.0.1');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

try {
  const header = ['page', 'performance', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'blocking stylesheets', 'HTML KB'];
  const rows: string[] = [];
  for (const page of PAGES) {
    const url = `${origin}${page.path}`;
    const html = await (await fetch(url, {headers: {Accept: 'text/html'}})).text();
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      formFactor: 'mobile',
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push(
      `| ${page.name} ${page.path} | ${Math.round((lhr.categories.performance?.score ?? NaN) * 100)} | ${audit('largest-contentful-paint').toFixed(0)} | ${audit('total-blocking-time').toFixed(0)} | ${audit('cumulative-layout-shift').toFixed(3)} | ${audit('first-contentful-paint').toFixed(0)} | ${blockingStylesheets(html)} | ${(html.length / 1000).toFixed(1)} |`,
    );
  }
  console.log(
    `\nLighthouse mobile (simulated throttling), one run per page, ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map((_, index) => (index === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of rows) console.log(row);
} finally {
  chrome.kill();
  await worker.dispose();
  await backend.close();
  rmSync(dataDir, {recursive: true, force: true});
}
