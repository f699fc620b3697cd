import {describe, expect, it} from 'vitest';
import type {Metric} from 'web-vitals';
import {Ga4CollectSchema} from './events.server';
import {toMeasurementProtocol, webVitalEvent} from './ga4';
import {toWebVital} from './webVitals.client';

const metric = (overrides: Partial<Metric>): Metric =>
  ({
    name: 'LCP',
    value: 1834.56,
    delta: 1834.56,
    rating: 'good',
    id: 'v5-1700000000000-123',
    entries: [],
    navigationType: 'navigate',
    ...overrides,
  }) as Metric;

describe('Core Web Vitals as analytics events (decision 0072)', () => {
  it('keeps LCP, INP, CLS and TTFB from the library, and drops FCP', () => {
    expect(toWebVital(metric({}))).toEqual({
      name: 'LCP',
      value: 1834.56,
      delta: 1834.56,
      rating: 'good',
      id: 'v5-1700000000000-123',
      navigationType: 'navigate',
    });
    for (const name of ['INP', 'CLS', 'TTFB'] as const) expect(toWebVital(metric({name}))?.name).toBe(name);
    expect(toWebVital(metric({name: 'FCP'}))).toBeNull();
  });

  it('sends times in whole milliseconds, with the rating, id, navigation type and page name', () => {
    const lcp = toWebVital(metric({}))!;
    expect(webVitalEvent(lcp, '/products/rowers/keel-pro-rower/')).toEqual({
      event: 'web_vitals',
      metric_name: 'LCP',
      metric_value: 1835,
      metric_delta: 1835,
      metric_rating: 'good',
      metric_id: 'v5-1700000000000-123',
      navigation_type: 'navigate',
      page_name: expect.any(String),
    });
  });

  it('sends CLS times 1000, rounded (GA4 sums integers)', () => {
    const cls = toWebVital(metric({name: 'CLS', value: 0.0123, delta: 0.004, rating: 'good'}))!;
    expect(webVitalEvent(cls, '/')).toMatchObject({metric_name: 'CLS', metric_value: 12, metric_delta: 4});
  });

  it('is an event the worker’s /api/ga4/collect accepts', () => {
    const inp = toWebVital(
      metric({name: 'INP', value: 212, delta: 212, rating: 'needs-improvement', navigationType: 'back-forward-cache'}),
    )!;
    const event = toMeasurementProtocol(webVitalEvent(inp, '/listings/rowers/'), {
      sessionId: '1700000000',
      engagementTimeMsec: 1,
    });
    expect(Ga4CollectSchema.safeParse({events: [event]}).success).toBe(true);
  });
});
