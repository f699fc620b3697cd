/**
 * A page load in Chromium itself under applied throttling (DevTools' network and CPU emulation at
 * Lighthouse's mobile figures: 150 ms latency, 1.6 Mbps down, 750 Kbps up, CPU 4x), beside
 * Lighthouse's simulation, which rebuilds the paint from every request that started before it: a change
 * that only starts requests later can win the simulated LCP and show no gain here, or a loss in when the
 * page hydrates (decision 0160). Shared by bench/compare.ts.
 */
import type {Browser} from '@playwright/test';
import {throttling} from 'lighthouse/core/config/constants.js';
import {median} from './stats';

// Lighthouse's own mobile figures, as its simulation takes them (not its DevTools-adjusted ones).
const {rttMs, throughputKbps, cpuSlowdownMultiplier} = throttling.mobileSlow4G;

export interface AppliedFigures {
  fcp: number;
  lcp: number;
  /**
   * When React's hydration had reached the `<body>` (React's props are on the element): about when the
   * page's own handlers start to answer.
   */
  hydrated: number;
}

declare global {
  interface Window {
    benchLcp?: number;
    benchHydrated?: number;
  }
}

export async function appliedLoad(browser: Browser, url: string): Promise<AppliedFigures> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75});
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: rttMs,
      downloadThroughput: (throughputKbps * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdownMultiplier});
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLcp = entry.startTime;
      }).observe({type: 'largest-contentful-paint', buffered: true});
      const poll = setInterval(() => {
        if (document.body && Object.keys(document.body).some((key) => key.startsWith('__reactProps$'))) {
          window.benchHydrated = performance.now();
          clearInterval(poll);
        }
      }, 20);
    });
    await page.goto(url, {waitUntil: 'load', timeout: 60_000});
    await page.waitForFunction(() => window.benchHydrated !== undefined, null, {timeout: 30_000}).catch(() => {});
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: window.benchLcp ?? Number.NaN,
      hydrated: window.benchHydrated ?? Number.NaN,
    }));
  } finally {
    await context.close();
  }
}

/** Each figure's own median over the runs. */
export const medianApplied = (runs: AppliedFigures[]): AppliedFigures => ({
  fcp: median(runs.map((run) => run.fcp)),
  lcp: median(runs.map((run) => run.lcp)),
  hydrated: median(runs.map((run) => run.hydrated)),
});
