import type {LighthouseFigures} from './lighthouse';

/** One Lighthouse run's figures for tests: a fast, light page, with `over` on top. */
export const lighthouseFigures = (over: Partial<LighthouseFigures> = {}): LighthouseFigures => ({
  score: 99,
  fcp: 1000,
  lcp: 1500,
  tbt: 0,
  cls: 0,
  requests: 20,
  transferKiB: 120,
  mainThreadMs: 1000,
  bootupMs: 300,
  byGroup: {},
  scripts: [],
  observedFcp: 300,
  scriptKiBBeforeFcp: 0,
  paintedAfterLoad: 0,
  ...over,
});
