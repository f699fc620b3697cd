import {createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {Socket} from 'node:net';

/**
 * A fault-injecting HTTP proxy in front of the dev backend (loopback only):
 * the worker under test talks to the backend through it, and a test switches
 * what it does.
 *
 * - `pass`: forwards every request untouched;
 * - `paused`: accepts the connection and never answers (a backend that is alive but stopped);
 * - `slow`: answers every request SLOW_MS late;
 * - `error500`: answers 500 at once;
 * - `refused`: stops listening, so connections are refused.
 */
export type FaultMode = 'pass' | 'paused' | 'slow' | 'error500' | 'refused';
export const FAULT_MODES: readonly FaultMode[] = ['pass', 'paused', 'slow', 'error500', 'refused'];
export const SLOW_MS = 5000;

/**
 * A canned answer for some requests while the proxy passes: given a request's
 * path and body, the JSON to answer with (status 200 unless given), or
 * undefined to forward it (e.g. one GraphQL mutation refused with userErrors,
 * one CMS query answered empty).
 */
export type Answer = (request: {path: string; body: string}) => {status?: number; json: unknown} | undefined;

export interface FaultProxy {
  origin: string;
  mode(): FaultMode;
  setMode(mode: FaultMode): Promise<void>;
  /** Answers with `answer` until it is set back to null. */
  answerWith(answer: Answer | null): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: FaultMode = 'pass';
  let answer: Answer | null = null;
  const held = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  const forward = (req: IncomingMessage, res: ServerResponse, body?: Buffer) => {
    const proxied = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: {...req.headers, host: upstream.host},
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    if (body) proxied.end(body);
    else req.pipe(proxied);
  };

  const answerOrForward = (req: IncomingMessage, res: ServerResponse, reply: Answer) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const canned = reply({path: req.url ?? '/', body: body.toString('utf8')});
      if (canned === undefined) return forward(req, res, body);
      res.writeHead(canned.status ?? 200, {'Content-Type': 'application/json'});
      res.end(JSON.stringify(canned.json));
    });
  };

  const server: Server = createServer((req, res) => {
    switch (mode) {
      case 'paused':
        held.add(res);
        res.on('close', () => held.delete(res));
        req.resume();
        return;
      case 'slow': {
        const timer = setTimeout(() => forward(req, res), SLOW_MS);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case 'error500':
        req.resume();
        res.writeHead(500, {'Content-Type': 'text/plain'});
        res.end('Injected fault');
        return;
      default:
        if (answer) answerOrForward(req, res, answer);
        else forward(req, res);
    }
  });
  server.keepAliveTimeout = 1000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  await listen();
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fault proxy has no port');
  port = address.port;

  return {
    origin: `http://127.0.0.1:${port}`,
    mode: () => mode,
    async setMode(next) {
      if (next === mode) return;
      // Whatever was held answers now (as a dropped connection), so nothing carries over.
      for (const res of held) res.destroy();
      held.clear();
      if (mode === 'refused') await listen();
      mode = next;
      if (next === 'refused') await stopListening();
    },
    answerWith(next) {
      answer = next;
    },
    async close() {
      for (const res of held) res.destroy();
      if (mode !== 'refused') await stopListening();
    },
  };
}
