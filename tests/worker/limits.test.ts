import {readdirSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {gzipSync} from 'node:zlib';
import {Miniflare} from 'miniflare';
import {describe, expect, it} from 'vitest';
import {parseEnvFile} from '../../scripts/lib/env';

/**
 * The built worker against Cloudflare Workers' platform limits (decision 0073),
 * so the Workers deployment (wrangler.jsonc) beside Oxygen keeps working:
 * - script size: at most 3 MiB gzipped, the Free plan's limit (Paid allows 10 MiB);
 * - startup time: at most 1 s to parse and run the script's global scope.
 */

const SERVER = resolve('dist/server');
const SCRIPT_GZIP_LIMIT_BYTES = 3 * 1024 * 1024;
const STARTUP_LIMIT_MS = 1000;

/** How long workerd takes from the start of Miniflare to ready: it compiles and runs the worker's modules before that. */
async function timeToReady(
  modules: Array<{type: 'ESModule'; path: string; contents?: string}>,
  modulesRoot: string,
): Promise<number> {
  const started = performance.now();
  const worker = new Miniflare({
    modules,
    modulesRoot,
    compatibilityDate: '2025-04-01',
    compatibilityFlags: ['nodejs_compat'],
    cf: false,
  });
  await worker.ready;
  const elapsed = performance.now() - started;
  await worker.dispose();
  return elapsed;
}

describe('the Workers deployment config (wrangler.jsonc)', () => {
  it('deploys the bundle that was built and tested, with its compatibility date and flags and the static assets', () => {
    // JSONC: whole-line comments only, so dropping them leaves JSON.
    const config = JSON.parse(readFileSync('wrangler.jsonc', 'utf8').replace(/^\s*\/\/.*$/gm, '')) as {
      main: string;
      compatibility_date: string;
      compatibility_flags: string[];
      assets: {directory: string};
      no_bundle: boolean;
    };
    const built = JSON.parse(readFileSync(resolve(SERVER, 'oxygen.json'), 'utf8')) as {compatibility_date: string};
    expect(resolve(config.main)).toBe(resolve(SERVER, 'index.js'));
    expect(config.no_bundle).toBe(true);
    expect(config.compatibility_date).toBe(built.compatibility_date);
    expect(config.compatibility_flags).toContain('nodejs_compat');
    expect(readdirSync(resolve(config.assets.directory))).toContain('assets');
  });

  it('lists every variable of .env.example: a plain one in vars, a secret as a `wrangler secret put` and never in vars', () => {
    const text = readFileSync('wrangler.jsonc', 'utf8');
    const {vars} = JSON.parse(text.replace(/^\s*\/\/.*$/gm, '')) as {vars: Record<string, string>};
    const comments = text
      .split('\n')
      .filter((line) => line.trimStart().startsWith('//'))
      .join(' ');
    const names = Object.keys(parseEnvFile(readFileSync('.env.example', 'utf8')));
    expect(names.length).toBeGreaterThan(35);
    for (const name of names) {
      if (/SECRET|PRIVATE|ACCESS_TOKEN/.test(name)) {
        expect(vars, name).not.toHaveProperty(name);
        expect(comments, name).toMatch(new RegExp(`\\b${name}\\b`));
      } else {
        expect(vars, name).toHaveProperty(name);
      }
    }
  });
});

describe('Workers platform limits', () => {
  it('keeps the worker script under 3 MiB gzipped (the Free plan limit)', () => {
    const modules = readdirSync(SERVER).filter((name) => /\.(m?js|wasm)$/.test(name));
    expect(modules).toContain('index.js');
    const gzipped = modules.reduce(
      (sum, name) => sum + gzipSync(readFileSync(resolve(SERVER, name)), {level: 9}).length,
      0,
    );
    console.info(
      `[limits] worker script: ${(gzipped / 1024 / 1024).toFixed(2)} MiB gzipped of ${SCRIPT_GZIP_LIMIT_BYTES / 1024 / 1024} MiB`,
    );
    expect(gzipped).toBeLessThan(SCRIPT_GZIP_LIMIT_BYTES);
  });

  it('starts in under a second in workerd (the app minus an empty worker, best of three)', async () => {
    // The difference to an empty worker is what the script itself costs: parsing it and running its
    // global scope (an upper bound: it also counts handing 3 MB of source to workerd).
    const deltas: number[] = [];
    for (let run = 0; run < 3; run++) {
      const empty = await timeToReady(
        [
          {
            type: 'ESModule',
            path: resolve(SERVER, 'empty.mjs'),
            contents: 'export default {fetch() { return new Response("ok"); }};',
          },
        ],
        SERVER,
      );
      const app = await timeToReady([{type: 'ESModule', path: resolve(SERVER, 'index.js')}], SERVER);
      deltas.push(app - empty);
    }
    const best = Math.min(...deltas);
    console.info(
      `[limits] startup: ${deltas.map((delta) => delta.toFixed(0)).join(', ')} ms (best ${best.toFixed(0)} ms of a ${STARTUP_LIMIT_MS} ms limit)`,
    );
    expect(best).toBeLessThan(STARTUP_LIMIT_MS);
  }, 60_000);
});
