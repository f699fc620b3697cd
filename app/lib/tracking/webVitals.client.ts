import {onCLS, onINP, onLCP, onTTFB, type Metric} from 'web-vitals';
import type {WebVitalMetric} from './ga4';
import {track} from './queue';

/** The fields of a web-vitals metric the analytics event carries (decision 0072); FCP is not reported. */
export function toWebVital(metric: Metric): WebVitalMetric | null {
  if (metric.name === 'FCP') return null;
  return {
    name: metric.name,
    value: metric.value,
    delta: metric.delta,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
  };
}

/**
 * LCP, INP, CLS and TTFB from this browser, each as the library reports it
 * (LCP and CLS when the page is hidden or, for LCP, at the first input; INP
 * when the page is hidden; TTFB once the page has loaded), into the tracker's
 * queue: the analytics pipeline sends them to GA4 with the other events.
 */
export function reportWebVitals(): void {
  const report = (metric: Metric) => {
    const vital = toWebVital(metric);
    if (vital) track({type: 'webVital', ...vital});
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
  // The vitals are observed from here on (LCP is final at the first input after this), as the error
  // reporter marks itself: tests wait for it before their first input.
  document.documentElement.dataset.webVitals = 'on';
}
