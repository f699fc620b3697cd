import {describe, expect, it} from 'vitest';
import {goals, type Comparison} from './goals';
import type {HtmlWeight} from './htmlWeight';
import {lighthouseFigures} from './lighthouse.fixture';

const lh = lighthouseFigures;
const html = (over: Partial<HtmlWeight> = {}): HtmlWeight => ({
  bytes: 30_000,
  svgs: 4,
  repeatedSvgs: 0,
  repeatedSvgCopies: 0,
  inlineScriptBytes: 5000,
  ...over,
});
const side = (path: string) => ({path, lh: lh(), html: html()});

/** Every goal met: Keel at 99 beside a starter at 95, light pages, fast renders, 80 KiB of JavaScript. */
function comparison(): Comparison {
  return {
    pages: ['home', 'PDP', 'cart', 'listing', 'blog article'].map((name) => ({
      name,
      keel: side(`/${name}`),
      starter: {...side(`/${name}`), lh: lh({score: 95})},
    })),
    ssr: {
      pdp: {keel: {perSecond: 130}, starter: {perSecond: 129}},
      home: {keel: {perSecond: 120}, starter: {perSecond: 115}},
      cachedPdp: {perSecond: 600},
      staticAsset: {perSecond: 1000},
    },
    largestRoute: {route: '/cart', kib: 80},
  };
}

const verdicts = (input: Comparison) => Object.fromEntries(goals(input).map((goal) => [goal.goal, goal.met]));
const page = (input: Comparison, name: string) => input.pages.find((pair) => pair.name === name)!;

describe('goals', () => {
  it('marks every goal met when every figure is within its goal', () => {
    const list = goals(comparison());
    expect(list.length).toBe(11);
    expect(list.filter((goal) => !goal.met)).toEqual([]);
  });

  it('wants Keel at the starter or above on every page, and at 98 or above, as two goals', () => {
    const input = comparison();
    page(input, 'listing').keel.lh.score = 97;
    const result = verdicts(input);
    expect(result['Lighthouse: Keel >= starter on every page']).toBe(true);
    expect(result['Lighthouse: Keel >= 98 on every page (idle machine)']).toBe(false);
    page(input, 'cart').starter.lh.score = 100;
    expect(verdicts(input)['Lighthouse: Keel >= starter on every page']).toBe(false);
  });

  it('takes a CLS that prints as 0.000 as 0, and anything above as a shift', () => {
    const input = comparison();
    page(input, 'home').keel.lh.cls = 0.0004;
    expect(verdicts(input)['CLS 0 on every Keel page']).toBe(true);
    page(input, 'home').keel.lh.cls = 0.002;
    expect(verdicts(input)['CLS 0 on every Keel page']).toBe(false);
  });

  it('allows the PDP twice the starter bytes and requests, not more', () => {
    const input = comparison();
    page(input, 'PDP').keel.lh.requests = 40;
    page(input, 'PDP').keel.lh.transferKiB = 241;
    const result = verdicts(input);
    expect(result['PDP requests <= 2x starter']).toBe(true);
    expect(result['PDP bytes <= 2x starter']).toBe(false);
  });

  it('caps the HTML of the PDP and home at 60 KB and ignores the other pages', () => {
    const input = comparison();
    page(input, 'blog article').keel.html.bytes = 90_000;
    expect(verdicts(input)['HTML of PDP and home <= 60 KB']).toBe(true);
    page(input, 'home').keel.html.bytes = 60_001;
    expect(verdicts(input)['HTML of PDP and home <= 60 KB']).toBe(false);
  });

  it('names the page that repeats an inline SVG', () => {
    const input = comparison();
    page(input, 'PDP').keel.html = html({repeatedSvgs: 2, repeatedSvgCopies: 70});
    const goal = goals(input).find((each) => each.goal === 'No inline SVG repeated on a Keel page')!;
    expect(goal.met).toBe(false);
    expect(goal.figures).toContain('PDP 2 (70 copies)');
  });

  it('wants the PDP main thread under twice the starter', () => {
    const input = comparison();
    page(input, 'PDP').keel.lh.mainThreadMs = 2000;
    expect(verdicts(input)['PDP main thread < 2x starter']).toBe(false);
  });

  it('wants the uncached PDP and home at the starter req/s or above, and the cached PDP at half a static asset', () => {
    const input = comparison();
    input.ssr.home.keel.perSecond = 114;
    input.ssr.cachedPdp.perSecond = 499;
    const result = verdicts(input);
    expect(result['Uncached PDP and home req/s >= starter']).toBe(false);
    expect(result['Cached PDP >= 0.5x a static asset']).toBe(false);
  });

  it('wants the heaviest route under 85 KiB of first-load JavaScript', () => {
    const input = comparison();
    input.largestRoute.kib = 85;
    const goal = goals(input).find((each) => each.goal === 'Largest first-load JS < 85 KiB')!;
    expect(goal.met).toBe(false);
    expect(goal.figures).toBe('/cart 85.0 KiB');
  });
});
