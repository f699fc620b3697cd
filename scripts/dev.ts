/**
 * `npm run dev`: Vite with hot reload, the worker running in workerd through
 * mini-oxygen's Vite plugin, and the dev backend beside it. Ctrl-C stops both.
 */
import {createServer} from 'vite';
import {startBackendFromEnv} from '../dev-backend/main';
import type {RunningBackend} from '../dev-backend/server';
import {isLoopback, loadAppEnv, pointAtBackend} from './lib/env';

const port = Number(process.env.PORT ?? 3000);
let env = loadAppEnv();
let backend: RunningBackend | undefined;
if (isLoopback(env.PUBLIC_STORE_DOMAIN) || isLoopback(env.CONTENTFUL_HOST)) {
  backend = await startBackendFromEnv({quiet: true, storefrontUrl: `http://127.0.0.1:${port}`});
  env = pointAtBackend(env, backend.origin);
  console.log(`Dev backend on ${backend.origin}`);
}
// mini-oxygen hands the worker every variable Vite's loadEnv sees, process.env included.
Object.assign(process.env, env);

const server = await createServer({configFile: 'vite.config.ts', server: {port, host: '127.0.0.1'}});
await server.listen();
server.printUrls();

async function stop() {
  await Promise.allSettled([server.close(), backend?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
