/**
 * The goals of "faster than Shopify's own starter" as checks on one
 * `bench:compare` run: each met or not, with the figures that decide it.
 */
import type {HtmlWeight} from './htmlWeight';
import type {LighthouseFigures} from './lighthouse';
import {ratio} from './stats';

export interface Side {
  path: string;
  lh: LighthouseFigures;
  html: HtmlWeight;
}

export interface PagePair {
  name: string;
  keel: Side;
  starter: Side;
}

interface Rate {
  perSecond: number;
}

export interface Comparison {
  pages: PagePair[];
  ssr: {pdp: {keel: Rate; starter: Rate}; home: {keel: Rate; starter: Rate}; cachedPdp: Rate; staticAsset: Rate};
  largestRoute: {route: string; kib: number};
}

export interface Goal {
  goal: string;
  met: boolean;
  figures: string;
}

const MIN_SCORE = 98;
/** Lighthouse prints CLS to three decimals: a shift below that is no shift a shopper sees. */
const CLS_ZERO = 0.0005;
const MAX_HTML_BYTES = 60_000;
const MAX_FIRST_LOAD_KIB = 85;

const x = (value: number) => `${value.toFixed(2)}x`;

export function goals({pages, ssr, largestRoute}: Comparison): Goal[] {
  const page = (name: string) => {
    const pair = pages.find((each) => each.name === name);
    if (!pair) throw new Error(`No ${name} page in the comparison`);
    return pair;
  };
  const pdp = page('PDP');
  const home = page('home');
  const scores = pages.map((pair) => `${pair.name} ${pair.keel.lh.score}/${pair.starter.lh.score}`).join(', ');
  const repeats = pages.filter((pair) => pair.keel.html.repeatedSvgs > 0);
  const rate = (keel: Rate, starter: Rate) => `${keel.perSecond.toFixed(0)}/${starter.perSecond.toFixed(0)} req/s`;
  const cached = ratio(ssr.cachedPdp.perSecond, ssr.staticAsset.perSecond);
  return [
    {
      goal: 'Lighthouse: Keel >= starter on every page',
      met: pages.every((pair) => pair.keel.lh.score >= pair.starter.lh.score),
      figures: scores,
    },
    {
      goal: `Lighthouse: Keel >= ${MIN_SCORE} on every page (idle machine)`,
      met: pages.every((pair) => pair.keel.lh.score >= MIN_SCORE),
      figures: scores,
    },
    {
      goal: 'CLS 0 on every Keel page',
      met: pages.every((pair) => pair.keel.lh.cls < CLS_ZERO),
      figures: pages.map((pair) => `${pair.name} ${pair.keel.lh.cls.toFixed(3)}`).join(', '),
    },
    {
      goal: 'PDP bytes <= 2x starter',
      met: pdp.keel.lh.transferKiB <= 2 * pdp.starter.lh.transferKiB,
      figures: `${pdp.keel.lh.transferKiB.toFixed(0)}/${pdp.starter.lh.transferKiB.toFixed(0)} KiB = ${x(ratio(pdp.keel.lh.transferKiB, pdp.starter.lh.transferKiB))}`,
    },
    {
      goal: 'PDP requests <= 2x starter',
      met: pdp.keel.lh.requests <= 2 * pdp.starter.lh.requests,
      figures: `${pdp.keel.lh.requests}/${pdp.starter.lh.requests} = ${x(ratio(pdp.keel.lh.requests, pdp.starter.lh.requests))}`,
    },
    {
      goal: 'HTML of PDP and home <= 60 KB',
      met: [pdp, home].every((pair) => pair.keel.html.bytes <= MAX_HTML_BYTES),
      figures: [pdp, home].map((pair) => `${pair.name} ${(pair.keel.html.bytes / 1000).toFixed(1)} KB`).join(', '),
    },
    {
      goal: 'No inline SVG repeated on a Keel page',
      met: repeats.length === 0,
      figures: repeats.length
        ? repeats
            .map((pair) => `${pair.name} ${pair.keel.html.repeatedSvgs} (${pair.keel.html.repeatedSvgCopies} copies)`)
            .join(', ')
        : 'none',
    },
    {
      goal: 'PDP main thread < 2x starter',
      met: pdp.keel.lh.mainThreadMs < 2 * pdp.starter.lh.mainThreadMs,
      figures: `${pdp.keel.lh.mainThreadMs.toFixed(0)}/${pdp.starter.lh.mainThreadMs.toFixed(0)} ms = ${x(ratio(pdp.keel.lh.mainThreadMs, pdp.starter.lh.mainThreadMs))}`,
    },
    {
      goal: 'Uncached PDP and home req/s >= starter',
      met: ssr.pdp.keel.perSecond >= ssr.pdp.starter.perSecond && ssr.home.keel.perSecond >= ssr.home.starter.perSecond,
      figures: `PDP ${rate(ssr.pdp.keel, ssr.pdp.starter)}, home ${rate(ssr.home.keel, ssr.home.starter)}`,
    },
    {
      goal: 'Cached PDP >= 0.5x a static asset',
      met: cached >= 0.5,
      figures: `${ssr.cachedPdp.perSecond.toFixed(0)}/${ssr.staticAsset.perSecond.toFixed(0)} req/s = ${x(cached)}`,
    },
    {
      goal: `Largest first-load JS < ${MAX_FIRST_LOAD_KIB} KiB`,
      met: largestRoute.kib < MAX_FIRST_LOAD_KIB,
      figures: `${largestRoute.route} ${largestRoute.kib.toFixed(1)} KiB`,
    },
  ];
}
