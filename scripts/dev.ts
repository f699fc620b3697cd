/**
 * `npm run dev`: Vite with hot reload, the worker running in workerd through
 * mini-oxygen's Vite plugin, and the dev backend beside it. Ctrl-C stops both.
 * The same app answers https on PORT + 1 (a self-signed certificate made once
 * with openssl under .data/dev-https): Shopify's sign-in sends the shopper back
 * to https only (decision 0137).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {createServer as createHttpsServer, type Server} from 'node:https';
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

const certificate = localCertificate();
let secure: Server | undefined;
if (certificate) {
  secure = createHttpsServer(certificate, server.middlewares).listen(port + 1, '127.0.0.1');
  console.log(`  ➜  Sign-in (https): https://127.0.0.1:${port + 1}/`);
}

/** A self-signed certificate for 127.0.0.1 and localhost, made once; null (logged) without openssl. */
function localCertificate(): {key: Buffer; cert: Buffer} | null {
  const dir = '.data/dev-https';
  const [key, cert] = [`${dir}/key.pem`, `${dir}/cert.pem`];
  try {
    if (!existsSync(cert)) {
      mkdirSync(dir, {recursive: true});
      const subject = ['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'];
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-days',
          '825',
          ...subject,
          '-keyout',
          key,
          '-out',
          cert,
        ],
        {stdio: 'ignore'},
      );
    }
    return {key: readFileSync(key), cert: readFileSync(cert)};
  } catch (error) {
    console.warn(`No https listener (sign-in needs one): ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

async function stop() {
  secure?.close();
  await Promise.allSettled([server.close(), backend?.close()]);
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
