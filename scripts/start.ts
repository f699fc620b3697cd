/**
 * `npm start`: the production bundle in workerd on http://127.0.0.1:3000 (PORT
 * overrides) and on https://127.0.0.1:3001 (PORT + 1, Miniflare's self-signed
 * certificate: Shopify's sign-in sends the shopper back to https only, decision
 * 0137), with the dev backend beside it when the environment points at this
 * machine. Ctrl-C stops them all.
 */
import {startBackendFromEnv} from '../dev-backend/main';
import type {RunningBackend} from '../dev-backend/server';
import {isLoopback, loadAppEnv, pointAtBackend} from './lib/env';
import {createWorker} from './lib/worker';

const port = Number(process.env.PORT ?? 3000);
let env = loadAppEnv();
let backend: RunningBackend | undefined;

if (isLoopback(env.PUBLIC_STORE_DOMAIN) || isLoopback(env.CONTENTFUL_HOST)) {
  backend = await startBackendFromEnv({quiet: !process.env.DEBUG, storefrontUrl: `http://127.0.0.1:${port}`});
  env = pointAtBackend(env, backend.origin);
  console.log(`Dev backend (Storefront, Admin and Content APIs, checkout, media) on ${backend.origin}`);
}

const worker = createWorker({env, port, verbose: Boolean(process.env.DEBUG)});
const secure = createWorker({env, port: port + 1, https: true, verbose: Boolean(process.env.DEBUG)});
const [url, secureUrl] = await Promise.all([worker.ready, secure.ready]);
const shown = (address: URL) => address.origin.replace('localhost', '127.0.0.1');
console.log(`Keel storefront on ${shown(url)} and ${shown(secureUrl)} (workerd; sign in over https). Ctrl-C stops it.`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([worker.dispose(), secure.dispose(), backend?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
process.on('SIGHUP', stop);
