import {afterEach, describe, expect, it, vi} from 'vitest';
import {CONTROL_UUID, FEATURES} from '../../../dev-backend/growthbook/growthbook';
import {assignmentsFor, experimentsRunning, forwardExposure, variantSignature} from './experiments.server';

const payload = {features: FEATURES as never};
const exposure = {
  uuid: '0f8fad5b-d9cb-469f-a165-70867728950e',
  experimentId: 'home-hero-cta-2026-11',
  variantId: 'packages',
};
const env = {
  EXPERIMENT_EXPOSURES_URL: 'https://collector.example/exposures',
  INTERNAL_USER_UUID_PREFIX: 'keel-internal-',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('assignment (GrowthBook SDK on the uuid)', () => {
  it('is stable for one uuid across requests', () => {
    for (const uuid of ['0f8fad5b-d9cb-469f-a165-70867728950e', '7c9e6679-7425-40de-944b-e07fc1f90ae7', 'visitor-3']) {
      const first = assignmentsFor(payload, uuid)('home-hero-cta');
      const again = assignmentsFor(payload, uuid)('home-hero-cta');
      expect(first).not.toBeNull();
      expect(again).toEqual(first);
      expect(first?.experimentId).toBe('home-hero-cta-2026-11');
    }
  });

  it('splits visitors roughly evenly between the variations', () => {
    const counts: Record<string, number> = {};
    for (let index = 0; index < 400; index++) {
      const variant = assignmentsFor(payload, `visitor-${index}`)('home-hero-cta')?.variantId ?? 'none';
      counts[variant] = (counts[variant] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['control', 'packages']);
    expect(counts.control).toBeGreaterThan(150);
    expect(counts.packages).toBeGreaterThan(150);
  });

  it('assigns nobody without a uuid (no consent) or without a payload (provider off)', () => {
    expect(assignmentsFor(payload, null)('home-hero-cta')).toBeNull();
    expect(assignmentsFor(null, 'visitor-1')('home-hero-cta')).toBeNull();
    expect(assignmentsFor(payload, 'visitor-1')('no-such-flag')).toBeNull();
  });

  it('puts the journeys’ uuid in the control of every seeded experiment', () => {
    const assign = assignmentsFor(payload, CONTROL_UUID);
    expect(assign('home-hero-cta')?.variantId).toBe('control');
    expect(assign('nav-bundles-column-2026-11')?.value).toBe('default');
  });

  it("gives the navigation test's variation value", () => {
    const values = new Set<unknown>();
    for (let index = 0; index < 40; index++)
      values.add(assignmentsFor(payload, `visitor-${index}`)('nav-bundles-column-2026-11')?.value);
    expect([...values].sort()).toEqual(['default', 'first']);
  });
});

describe('the variant signature in the full-page cache key (decision 0070)', () => {
  it('names every experiment the visitor is in, with the variant, sorted', () => {
    const signature = variantSignature(payload, CONTROL_UUID);
    expect(signature.split(',')).toEqual([...signature.split(',')].sort());
    expect(signature).toContain('home-hero-cta-2026-11:control');
  });

  it('differs between visitors in different variants and is stable for one', () => {
    const signatures = new Set(Array.from({length: 40}, (_, index) => variantSignature(payload, `visitor-${index}`)));
    expect(signatures.size).toBeGreaterThan(1);
    expect(variantSignature(payload, 'visitor-1')).toBe(variantSignature(payload, 'visitor-1'));
  });

  it('is empty without a uuid or a payload (the control everywhere)', () => {
    expect(variantSignature(payload, null)).toBe('');
    expect(variantSignature(null, 'visitor-1')).toBe('');
  });

  it('tells whether any experiment runs', () => {
    expect(experimentsRunning(payload)).toBe(true);
    expect(experimentsRunning(null)).toBe(false);
    expect(experimentsRunning({features: {flag: {defaultValue: true, rules: [{force: false}]}}} as never)).toBe(false);
  });
});

describe('exposure forwarding (rules:tracking-calls, rules:errors-browser error paths)', () => {
  it('posts the exposure to the collector', async () => {
    const fetchMock = vi.fn(async () => new Response(null, {status: 201}));
    vi.stubGlobal('fetch', fetchMock);
    expect(await forwardExposure(exposure, env)).toBe('sent');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(env.EXPERIMENT_EXPOSURES_URL);
    expect(JSON.parse(init.body as string)).toMatchObject(exposure);
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('logs a non-ok answer with its status and error body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({error: 'unknown experiment'}, {status: 422})),
    );
    const error = vi.mocked(console.error);
    expect(await forwardExposure(exposure, env)).toBe('rejected');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]?.join(' ')).toMatch(/status 422.*unknown experiment/);
    error.mockClear();
  });

  it("logs 'Failed to parse error response from GrowthBook' for an unparsable error body", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', {status: 502})),
    );
    const error = vi.mocked(console.error);
    expect(await forwardExposure(exposure, env)).toBe('rejected');
    expect(error.mock.calls[0]?.[0]).toBe('Failed to parse error response from GrowthBook');
    expect(error.mock.calls[0]?.[1]).toBe('status 502');
    error.mockClear();
  });

  it('logs a failed fetch', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network down'))),
    );
    const error = vi.mocked(console.error);
    expect(await forwardExposure(exposure, env)).toBe('failed');
    expect(error.mock.calls[0]?.join(' ')).toMatch(/Failed to send exposure to GrowthBook .*\(network down\)/);
    error.mockClear();
  });

  it('logs an internal user’s exposure locally and never sends it (rules:experiments-internal-users)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await forwardExposure({...exposure, uuid: 'keel-internal-ada-01'}, env)).toBe('internal');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(info.mock.calls[0]?.join(' ')).toContain(
      'internal user exposure, not sent: home-hero-cta-2026-11 = packages',
    );
  });

  it('sends nothing when no collector is configured', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect(await forwardExposure(exposure, {EXPERIMENT_EXPOSURES_URL: '', INTERNAL_USER_UUID_PREFIX: ''})).toBe('off');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
