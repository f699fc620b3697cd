/**
 * Shopify's own Hydrogen starter, taken unmodified from the template inside
 * the npm package @shopify/cli-hydrogen (pinned below), pointed at a dev
 * backend by its `.env` only, built with its own build command and served
 * with its own preview (decision 0077). Used by the fidelity test
 * (scripts/starter-fidelity.ts) and by `npm run bench:compare`.
 *
 * The template and its node_modules are kept in .data/starter-fidelity and
 * reused while the pin is the same, so a rerun installs nothing (npm's cache
 * answers even a fresh install offline once it has run here).
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createServer} from 'node:net';
import {join, resolve} from 'node:path';
import {tmpdir} from 'node:os';
import {DEV_CUSTOMER_ACCOUNT} from '../../dev-backend/customerAccount/settings';

/** The starter template's package, pinned: a new pin is a new template, installed once. */
export const STARTER_PACKAGE = '@shopify/cli-hydrogen';
export const STARTER_VERSION = '13.0.4';
const TEMPLATE_PATH = 'package/dist/assets/hydrogen/starter';

const ROOT = resolve(import.meta.dirname, '..', '..');
const WORK = join(ROOT, '.data', 'starter-fidelity');
const APP = join(WORK, `starter-${STARTER_VERSION}`);
const started = Date.now();
/** Time since this module was loaded, which is the start of the script that uses it. */
export const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

const cliEnv = () => ({...process.env, CI: '1', SHOPIFY_CLI_NO_ANALYTICS: '1'});

function run(command: string, args: string[], cwd: string) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'inherit', 'inherit'], env: cliEnv()});
}

/** Unpacks the template from the pinned package (npm pack goes through npm's cache). */
export function installStarter() {
  if (existsSync(join(APP, 'node_modules', '.package-lock.json'))) return;
  rmSync(APP, {recursive: true, force: true});
  mkdirSync(WORK, {recursive: true});
  const packDir = mkdtempSync(join(tmpdir(), 'starter-pack-'));
  run(
    'npm',
    ['pack', `${STARTER_PACKAGE}@${STARTER_VERSION}`, '--prefer-offline', '--silent', '--pack-destination', packDir],
    WORK,
  );
  const tarball = join(packDir, `shopify-cli-hydrogen-${STARTER_VERSION}.tgz`);
  mkdirSync(APP, {recursive: true});
  run('tar', ['-xzf', tarball, '-C', APP, '--strip-components=5', TEMPLATE_PATH], WORK);
  rmSync(packDir, {recursive: true, force: true});
  // The template's own package.json and lock decide what is installed; scripts are not run.
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], APP);
  console.log(`installed the starter ${STARTER_VERSION} (${seconds()})`);
}

/** The only file written into the template: its environment, pointing at the dev backend. */
export function writeStarterEnv(backendOrigin: string, env: Record<string, string | undefined>) {
  writeFileSync(
    join(APP, '.env'),
    [
      `SESSION_SECRET=starter-fidelity-${Date.now()}`,
      `PUBLIC_STORE_DOMAIN=${backendOrigin}`,
      `PUBLIC_STOREFRONT_API_TOKEN=${env.PUBLIC_STOREFRONT_API_TOKEN ?? ''}`,
      `PRIVATE_STOREFRONT_API_TOKEN=${env.PRIVATE_STOREFRONT_API_TOKEN ?? ''}`,
      `PUBLIC_STOREFRONT_ID=${env.PUBLIC_STOREFRONT_ID ?? 'keel-dev-storefront'}`,
      `PUBLIC_CHECKOUT_DOMAIN=${new URL(backendOrigin).host}`,
      // The Customer Account API application the dev backend registers (decision 0133).
      `SHOP_ID=${env.SHOP_ID || DEV_CUSTOMER_ACCOUNT.shopId}`,
      `PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID=${env.PUBLIC_CUSTOMER_ACCOUNT_API_CLIENT_ID || DEV_CUSTOMER_ACCOUNT.clientId}`,
      '',
    ].join('\n'),
  );
}

/** Builds the starter with its own build command, once per pin (the template never changes). */
export function buildStarter() {
  if (existsSync(join(APP, 'dist', 'server', 'index.js'))) return;
  run('npx', ['shopify', 'hydrogen', 'build'], APP);
  console.log(`built the starter (${seconds()})`);
}

export async function freePort(): Promise<number> {
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

/**
 * Waits until the starter itself answers `url`: a status under 500 with Hydrogen's `powered-by` header. Another
 * server can hold the port the preview was given (freePort only finds a port that was free a moment ago; the
 * Shopify proxy's own listen once took it and answered 405 to every page), and its answers are not the starter's.
 */
async function waitFor(url: string, deadlineMs: number) {
  const until = Date.now() + deadlineMs;
  for (;;) {
    try {
      const response = await fetch(url, {signal: AbortSignal.timeout(5000)});
      if (response.status < 500 && /Hydrogen/.test(response.headers.get('powered-by') ?? '')) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${deadlineMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

export interface RunningStarter {
  origin: string;
  close(): void;
}

/** Serves the built starter with its own `shopify hydrogen preview` (workerd) on a free port. */
export async function serveStarter(
  options: {port?: number; env?: Record<string, string>} = {},
): Promise<RunningStarter> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn('npx', ['shopify', 'hydrogen', 'preview', '--port', String(port)], {
    cwd: APP,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {...cliEnv(), ...options.env},
  });
  const close = () => {
    if (!preview.pid) return;
    try {
      // The preview's process group: npx, the CLI and its workerd. SIGKILL, as a preview keeps nothing, and a
      // SIGTERM left the group running when this process exited right after sending it (a stopped benchmark).
      process.kill(-preview.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const log: string[] = [];
  preview.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  preview.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  try {
    await waitFor(origin, 60_000);
  } catch (error) {
    console.error(log.join(''));
    close();
    throw error;
  }
  return {origin, close};
}

/** The first variant id a starter page names (a product page's selected variant comes first). */
export function firstVariant(html: string): string | undefined {
  return /gid:\/\/shopify\/ProductVariant\/\d+/.exec(html)?.[0];
}

/** An add to cart through the starter's own cart action (its CartForm posts to /cart). */
export async function addToStarterCart(
  origin: string,
  merchandiseId: string | undefined,
): Promise<{status: number; cookie: string}> {
  const add = await fetch(`${origin}/cart`, {
    method: 'POST',
    headers: {'Content-Type': 'application/x-www-form-urlencoded'},
    body: new URLSearchParams({
      cartFormInput: JSON.stringify({action: 'LinesAdd', inputs: {lines: [{merchandiseId, quantity: 1}]}}),
    }),
    redirect: 'manual',
    signal: AbortSignal.timeout(20_000),
  });
  const cookie = (add.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  await add.text();
  return {status: add.status, cookie};
}
