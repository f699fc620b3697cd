import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {EXPOSURE_PATH} from './paths';
import {reportExposures} from './exposure.client';

/** The browser globals reportExposures and track() read, in a node test. */
function browser(cookie: string) {
  const stored = new Map<string, string>();
  const page = {keelTrack: undefined as unknown, dataLayer: undefined as unknown[] | undefined};
  vi.stubGlobal('window', page);
  vi.stubGlobal('document', {cookie, title: 'Keel', referrer: ''});
  vi.stubGlobal('location', {href: 'http://shop.test/'});
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
  });
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response('{}', {status: 202}));
  vi.stubGlobal('fetch', fetch);
  return {page, fetch};
}

describe('experiment exposures (rules:tracking-calls)', () => {
  beforeEach(() => vi.unstubAllGlobals());
  afterEach(() => vi.unstubAllGlobals());

  it('queues experiment_impression for the tracker once per visit and leaves the dataLayer to it', () => {
    const {page, fetch} = browser('uuid=0b6f6c1e-8d0e-4d63-9d8f-3f1c2a7b9e10');
    reportExposures([{experimentId: 'hero-cta', variantId: 'packages'}], '/');
    reportExposures([{experimentId: 'hero-cta', variantId: 'packages'}], '/');
    expect(page.keelTrack).toEqual([
      {
        href: 'http://shop.test/',
        title: 'Keel',
        referrer: '',
        type: 'experimentImpression',
        experimentId: 'hero-cta',
        variantId: 'packages',
      },
    ]);
    expect(page.dataLayer).toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(EXPOSURE_PATH);
  });

  it('reports nothing without the uuid cookie (no consent)', () => {
    const {page, fetch} = browser('');
    reportExposures([{experimentId: 'hero-cta', variantId: 'control'}], '/en-GB/');
    expect(page.keelTrack).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
