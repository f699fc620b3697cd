/**
 * The starter's account routes call https://shopify.com from its server (Hydrogen hard-codes the
 * Customer Account API's host). Its preview sends every outbound fetch through mini-oxygen's
 * outbound service, which honours SHOPIFY_HTTPS_PROXY; this is that proxy: it answers CONNECT
 * shopify.com:443 with TLS under a certificate made here (trusted by the preview through
 * NODE_EXTRA_CA_CERTS) and hands each request to the dev backend, which serves the same paths.
 * Any other host is refused, so the starter reaches nothing else (decision 0133).
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {TLSSocket, createSecureContext} from 'node:tls';

export const SHOPIFY_HOST = 'shopify.com';

export interface ShopifyProxy {
  /** The environment the starter's preview needs to use it. */
  env: {SHOPIFY_HTTPS_PROXY: string; NODE_EXTRA_CA_CERTS: string};
  close(): Promise<void>;
}

export async function startShopifyProxy(backendOrigin: string): Promise<ShopifyProxy> {
  const dir = mkdtempSync(join(tmpdir(), 'shopify-proxy-'));
  const certificate = join(dir, 'shopify.pem');
  const key = join(dir, 'shopify.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SHOPIFY_HOST}`,
      '-addext',
      `subjectAltName=DNS:${SHOPIFY_HOST}`,
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    {stdio: 'ignore'},
  );
  const context = createSecureContext({cert: readFileSync(certificate), key: readFileSync(key)});

  // The requests inside the tunnel, replayed against the backend (paths are the same).
  const inner = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name !== 'host' && name !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      fetch(`${backendOrigin}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      })
        .then(async (answer) => {
          response.writeHead(answer.status, Object.fromEntries(answer.headers));
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          response.writeHead(502);
          response.end();
        });
    });
  });

  const proxy = createServer((_request, response) => {
    response.writeHead(405);
    response.end();
  });
  proxy.on('connect', (request: IncomingMessage, socket) => {
    if (request.url !== `${SHOPIFY_HOST}:443`) {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    inner.emit('connection', new TLSSocket(socket, {isServer: true, secureContext: context}));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const {port} = proxy.address() as AddressInfo;
  return {
    env: {SHOPIFY_HTTPS_PROXY: `http://127.0.0.1:${port}`, NODE_EXTRA_CA_CERTS: certificate},
    close: async () => {
      proxy.closeAllConnections();
      inner.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      rmSync(dir, {recursive: true, force: true});
    },
  };
}
