import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {Log, LogLevel, Miniflare} from 'miniflare';

export interface WorkerOptions {
  /** Bindings of the worker: the app's environment (see .env.example). */
  env: Record<string, string>;
  /** 0 for a free port; omit to serve no HTTP at all (tests use dispatchFetch). */
  port?: number;
  /** Serve https with Miniflare's built-in self-signed certificate (the local sign-in's callback, decision 0137). */
  https?: boolean;
  root?: string;
  verbose?: boolean;
  /** Receives the worker's console output (tests read what it logged). */
  onOutput?: (line: string) => void;
}

/**
 * The production bundle (dist/server/index.js) in workerd, Cloudflare's
 * worker runtime, through Miniflare: what `npm start` serves and what the
 * loader/action tests call. Static assets come from dist/client.
 */
export function createWorker(options: WorkerOptions): Miniflare {
  const root = options.root ?? process.cwd();
  const script = resolve(root, 'dist/server/index.js');
  if (!existsSync(script)) throw new Error('No production build: run `npm run build` first.');
  const oxygen = JSON.parse(readFileSync(resolve(root, 'dist/server/oxygen.json'), 'utf8')) as {
    compatibility_date: string;
  };
  return new Miniflare({
    name: 'keel-storefront',
    modules: [{type: 'ESModule', path: script}],
    modulesRoot: resolve(root, 'dist/server'),
    compatibilityDate: oxygen.compatibility_date,
    compatibilityFlags: ['nodejs_compat'],
    bindings: options.env,
    assets: {directory: resolve(root, 'dist/client'), routerConfig: {has_user_worker: true}},
    host: '127.0.0.1',
    // No request.cf lookup: this machine reaches no Cloudflare endpoint.
    cf: false,
    ...(options.port === undefined ? {} : {port: options.port}),
    ...(options.https ? {https: true} : {}),
    log: new Log(options.verbose ? LogLevel.INFO : LogLevel.WARN),
    ...(options.onOutput
      ? {
          handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
            for (const stream of [stdout, stderr])
              stream.on('data', (chunk: Buffer) =>
                String(chunk)
                  .split('\n')
                  .filter(Boolean)
                  .forEach((line) => options.onOutput?.(line)),
              );
          },
        }
      : {}),
  });
}
