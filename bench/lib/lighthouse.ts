/**
 * One Lighthouse mobile run (Lighthouse's defaults: a Moto G Power-sized
 * screen, simulated slow 4G and 4x CPU slowdown) reduced to the figures
 * `npm run bench:compare` prints, and the median of several runs.
 */
import lighthouse from 'lighthouse';
import {median} from './stats';

export interface LighthouseFigures {
  /** Performance score, 0-100. */
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Requests the page load made (network-requests audit). */
  requests: number;
  /** Bytes transferred (total-byte-weight audit), in KiB. */
  transferKiB: number;
  /** All main-thread work (mainthread-work-breakdown), simulated ms. */
  mainThreadMs: number;
  /** Script evaluation plus parse and compile (bootup-time), simulated ms. */
  bootupMs: number;
  /** Main-thread work by Lighthouse's group (scriptEvaluation, styleLayout, paintCompositeRender…), ms. */
  byGroup: Record<string, number>;
  /** The scripts that cost most main-thread time (bootup-time's items), heaviest first. */
  scripts: Array<{url: string; ms: number}>;
  /** First contentful paint as the unthrottled load painted it: where the simulation cuts its graph. */
  observedFcp: number;
  /** Scripts (KiB transferred) that had arrived by the observed FCP: the simulated FCP and LCP may count them and their evaluation. */
  scriptKiBBeforeFcp: number;
  /**
   * 1 when the unthrottled load painted first only after its load event: headless Chromium withheld the
   * page's frames (decision 0152), and the simulation then pays for all that came before that paint.
   * `medianFigures` adds these up: how many of the runs it was.
   */
  paintedAfterLoad: number;
}

/**
 * Lantern (Lighthouse's simulation) builds FCP from the requests and main-thread tasks of the
 * unthrottled load up to its first contentful paint: a script that arrived and ran before that
 * paint is paid for again, throttled, in FCP and LCP. Transfer KiB of the scripts finished by `fcp`.
 */
export function scriptKiBBefore(items: Items, fcp: number): number {
  const before = items.filter((item) => item.resourceType === 'Script' && Number(item.networkEndTime) <= fcp);
  return before.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 1024;
}

type Items = Array<Record<string, unknown>>;
const itemsOf = (details: unknown): Items =>
  details && typeof details === 'object' && 'items' in details ? (details.items as Items) : [];

/** `cookie` goes with every request of the load, as Lighthouse's extraHeaders (a cart page needs its cart). */
export async function lighthouseRun(
  url: string,
  {port, cookie}: {port: number; cookie?: string},
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    ...(cookie ? {extraHeaders: {Cookie: cookie}} : {}),
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const details = lhr.audits['network-requests']?.details;
  const observed = itemsOf(lhr.audits.metrics?.details)[0] ?? {};
  const observedFcp = Number(observed.observedFirstContentfulPaint ?? NaN);
  const observedLoad = Number(observed.observedLoad ?? NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    requests: details && 'items' in details ? details.items.length : NaN,
    transferKiB: value('total-byte-weight') / 1024,
    mainThreadMs: value('mainthread-work-breakdown'),
    bootupMs: value('bootup-time'),
    byGroup: Object.fromEntries(
      itemsOf(lhr.audits['mainthread-work-breakdown']?.details).map((item) => [
        String(item.group),
        Number(item.duration),
      ]),
    ),
    scripts: itemsOf(lhr.audits['bootup-time']?.details)
      .map((item) => ({url: String(item.url), ms: Number(item.total)}))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 6),
    observedFcp,
    scriptKiBBeforeFcp: scriptKiBBefore(itemsOf(details), observedFcp),
    paintedAfterLoad: observedLoad < observedFcp ? 1 : 0,
  };
}

/** Each figure's own median over the runs (the score's median need not be the same run's). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: Exclude<keyof LighthouseFigures, 'byGroup' | 'scripts'>) => median(runs.map((run) => run[key]));
  const groups = [...new Set(runs.flatMap((run) => Object.keys(run.byGroup)))];
  // The scripts of the run whose main-thread total is the median one.
  const middle = [...runs].sort((a, b) => a.mainThreadMs - b.mainThreadMs)[Math.floor((runs.length - 1) / 2)];
  return {
    score: of('score'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    requests: of('requests'),
    transferKiB: of('transferKiB'),
    mainThreadMs: of('mainThreadMs'),
    bootupMs: of('bootupMs'),
    byGroup: Object.fromEntries(groups.map((group) => [group, median(runs.map((run) => run.byGroup[group] ?? 0))])),
    scripts: middle?.scripts ?? [],
    observedFcp: of('observedFcp'),
    scriptKiBBeforeFcp: of('scriptKiBBeforeFcp'),
    paintedAfterLoad: runs.reduce((sum, run) => sum + run.paintedAfterLoad, 0),
  };
}
