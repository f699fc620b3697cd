/**
 * Closed-loop load on one URL: `clients` concurrent clients, each sending its
 * next request when the last one's body has arrived, for `seconds`. Anonymous
 * (no cookies), uncompressed, as a shopper's first view of an HTML page.
 * Shared by bench/ssr.ts and bench/compare.ts.
 */
import {median} from './stats';

export interface Result {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers the full-page cache served (decision 0070); 0 for an app without it. */
  hits: number;
  bytes: number;
}

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export async function measure(
  origin: string,
  path: string,
  {seconds, clients}: {seconds: number; clients: number},
): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let hits = 0;
  let bytes = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({length: clients}, async () => {
      while (performance.now() < until) {
        const begin = performance.now();
        const response = await fetch(`${origin}${path}`, {
          headers: {Accept: 'text/html,*/*', 'Accept-Encoding': 'identity'},
        }).catch(() => null);
        const body = response ? await response.arrayBuffer().catch(() => null) : null;
        latencies.push(performance.now() - begin);
        if (!response || !response.ok || !body) errors++;
        else {
          bytes = body.byteLength;
          if (response.headers.get('x-keel-cache') === 'HIT') hits++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    hits,
    bytes,
  };
}

/**
 * Each case's figures over `rounds` rounds in which the cases take turns, in the reverse order every
 * other round: a machine that slows down or speeds up during the run reaches every case alike. Rates and
 * latencies are medians over the rounds; requests, errors and hits are totals.
 */
export async function alternating<Name extends string>(
  cases: Readonly<Record<Name, () => Promise<Result>>>,
  rounds: number,
): Promise<Record<Name, Result>> {
  const names = Object.keys(cases) as Name[];
  const runs = new Map<Name, Result[]>(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const name of round % 2 ? [...names].reverse() : names) runs.get(name)?.push(await cases[name]());
  }
  return Object.fromEntries(names.map((name) => [name, combined(runs.get(name) ?? [])])) as Record<Name, Result>;
}

/** Several runs of one case as one: medians of the rates and latencies, totals of the counts. */
export function combined(runs: readonly Result[]): Result {
  const total = (pick: (run: Result) => number) => runs.reduce((sum, run) => sum + pick(run), 0);
  return {
    requests: total((run) => run.requests),
    perSecond: median(runs.map((run) => run.perSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: total((run) => run.errors),
    hits: total((run) => run.hits),
    bytes: runs.at(-1)?.bytes ?? 0,
  };
}
