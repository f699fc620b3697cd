/**
 * The dev backend's fidelity test (issue 20; decision 0077): Shopify's own
 * Hydrogen starter, taken unmodified from the template inside the npm package
 * @shopify/cli-hydrogen (pinned below), pointed at the dev backend by its
 * `.env` only, built with its own build command and served with its own
 * preview. Home, /collections/all, a product page, search, the cart, an add
 * to cart through the starter's own cart action and its checkout link must
 * answer 200 with the catalog's titles and no error page.
 *
 * The template and its node_modules are kept in .data/starter-fidelity and
 * reused while the pin is the same, so a rerun installs nothing (npm's cache
 * answers even a fresh install offline once it has run here).
 *
 *   npx tsx scripts/starter-fidelity.ts
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {tmpdir} from 'node:os';
import {startBackendFromEnv} from '../dev-backend/main';
import {loadAppEnv} from './lib/env';

/** The starter template's package, pinned: a new pin is a new template, installed once. */
export const STARTER_PACKAGE = '@shopify/cli-hydrogen';
export const STARTER_VERSION = '13.0.4';
const TEMPLATE_PATH = 'package/dist/assets/hydrogen/starter';

const ROOT = resolve(import.meta.dirname, '..');
const WORK = join(ROOT, '.data', 'starter-fidelity');
const APP = join(WORK, `starter-${STARTER_VERSION}`);
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function run(command: string, args: string[], cwd: string) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit'], env: {...process.env, CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'}});
}

/** Unpacks the template from the pinned package (npm pack goes through npm's cache). */
function installTemplate() {
  if (existsSync(join(APP, 'node_modules', '.package-lock.json'))) return;
  rmSync(APP, {recursive: true, force: true});
  mkdirSync(WORK, {recursive: true});
  const packDir = mkdtempSync(join(tmpdir(), 'starter-pack-'));
  run('npm', ['pack', `${STARTER_PACKAGE}@${STARTER_VERSION}`, '--prefer-offline', '--silent', '--pack-destination', packDir], WORK);
  const tarball = join(packDir, `shopify-cli-hydrogen-${STARTER_VERSION}.tgz`);
  mkdirSync(APP, {recursive: true});
  run('tar', ['-xzf', tarball, '-C', APP, '--strip-components=5', TEMPLATE_PATH], WORK);
  rmSync(packDir, {recursive: true, force: true});
  // The template's own package.json and lock decide what is installed; scripts are not run.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], APP);
  console.log(`installed the starter ${STARTER_VERSION} (${seconds()})`);
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitFor(url: string, deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(5000)});
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** A page answers 200, names what it must, and is not the starter's error page. */
async function page(origin: string, path: string, expected: readonly string[], cookie?: string): Promise<Check & {html: string}> {
  const response = await fetch(`${origin}${path}`, {headers: cookie ? {Cookie: cookie} : {}, signal: AbortSignal.timeout(20_000)});
  const html = await response.text();
  const missing = expected.filter((text) => !html.includes(text));
  const errorPage = html.includes('class="route-error"');
  const ok = response.status === 200 && missing.length === 0 && !errorPage;
  return {
    name: `GET ${path}`,
    ok,
    detail: ok ? '200' : `${response.status}${missing.length ? `, missing ${missing.join(', ')}` : ''}${errorPage ? ', error page' : ''}`,
    html,
  };
}

async function main() {
  installTemplate();
  const env = loadAppEnv();
  const dataDir = mkdtempSync(join(tmpdir(), 'starter-backend-'));
  const backend = await startBackendFromEnv({port: await freePort(), dataDir, quiet: true});
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The only file written into the template: its environment, pointing at the dev backend.
  writeFileSync(
    join(APP, '.env'),
    [
      `SESSION_SECRET=starter-fidelity-${Date.now()}`,
      `PUBLIC_STORE_DOMAIN=${backend.origin}`,
      `PUBLIC_STOREFRONT_API_TOKEN=${env.PUBLIC_STOREFRONT_API_TOKEN ?? ''}`,
      `PRIVATE_STOREFRONT_API_TOKEN=${env.PRIVATE_STOREFRONT_API_TOKEN ?? ''}`,
      `PUBLIC_STOREFRONT_ID=${env.PUBLIC_STOREFRONT_ID ?? 'keel-dev-storefront'}`,
      `PUBLIC_CHECKOUT_DOMAIN=${new URL(backend.origin).host}`,
      '',
    ].join('\n'),
  );
  let preview: ChildProcess | undefined;
  const checks: Check[] = [];
  try {
    if (!existsSync(join(APP, 'dist', 'server', 'index.js'))) {
      run('npx', ['shopify', 'hydrogen', 'build'], APP);
      console.log(`built the starter (${seconds()})`);
    }
    preview = spawn('npx', ['shopify', 'hydrogen', 'preview', '--port', String(port)], {
      cwd: APP,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      env: {...process.env, CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'},
    });
    const log: string[] = [];
    preview.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    preview.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    await waitFor(origin, 60_000).catch((error: unknown) => {
      console.error(log.join(''));
      throw error;
    });

    checks.push(await page(origin, '/', ['Keel Pro Rower']));
    checks.push(await page(origin, '/collections/all', ['Keel Pro Rower', 'Rower Mat', 'Heart Rate Monitor']));
    checks.push(await page(origin, '/collections/rowers', ['Keel Pro Rower', 'Keel Wave Rower']));
    const product = await page(origin, '/products/keel-pro-rower', ['Keel Pro Rower', 'Pirate Black', '2,495']);
    checks.push(product);
    checks.push(await page(origin, '/search?q=rower', ['Keel Pro Rower', 'Rower Mat']));
    checks.push(await page(origin, '/cart', []));

    // An add to cart through the starter's own cart action (its CartForm posts to /cart).
    const variant = /gid:\/\/shopify\/ProductVariant\/\d+/.exec(product.html)?.[0];
    const add = await fetch(`${origin}/cart`, {
      method: 'POST',
      headers: {'Content-Type': 'application/x-www-form-urlencoded'},
      body: new URLSearchParams({cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId: variant, quantity: 1}]}})}),
      redirect: 'manual',
      signal: AbortSignal.timeout(20_000),
    });
    const cookie = (add.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await add.text();
    checks.push({name: 'POST /cart LinesAdd', ok: add.status === 200 && cookie.startsWith('cart='), detail: `${add.status} ${cookie ? 'cart cookie set' : 'no cart cookie'}`});
    const cart = await page(origin, '/cart', ['Keel Pro Rower'], cookie);
    checks.push({...cart, name: 'GET /cart with the line'});
    const checkoutUrl = new RegExp(`href="(${backend.origin.replace(/[.:/]/g, '\\$&')}/cart/c/[^"]+)"`).exec(cart.html)?.[1]?.replaceAll('&amp;', '&');
    const checkout = checkoutUrl ? await fetch(checkoutUrl, {signal: AbortSignal.timeout(20_000)}) : null;
    const checkoutHtml = checkout ? await checkout.text() : '';
    checks.push({
      name: 'GET the checkout link',
      ok: checkout?.status === 200 && checkoutHtml.includes('Keel Pro Rower'),
      detail: checkout ? String(checkout.status) : 'no checkout link on the cart page',
    });
  } finally {
    if (preview?.pid) {
      try {
        process.kill(-preview.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await backend.close();
    rmSync(dataDir, {recursive: true, force: true});
  }

  for (const check of checks) console.log(`${check.ok ? 'ok  ' : 'FAIL'} ${check.name}: ${check.detail}`);
  const failed = checks.filter((check) => !check.ok).length;
  console.log(`starter fidelity: ${checks.length - failed} passed, ${failed} failed (${seconds()})`);
  // `npm test` sums every suite's report (scripts/test-summary.ts): this one in Vitest's fields.
  if (process.env.STARTER_REPORT) writeFileSync(process.env.STARTER_REPORT, JSON.stringify({numPassedTests: checks.length - failed, numFailedTests: failed, numPendingTests: 0, numTodoTests: 0}));
  if (failed) process.exit(1);
}

await main();
