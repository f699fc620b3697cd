import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {createTestWorker, ORIGIN} from './harness';

/** Issue 17: the third-party provider routes of the built worker, against the dev backend's stand-ins. */

let worker: Miniflare;

beforeAll(async () => {
  worker = createTestWorker();
  await worker.ready;
});

afterAll(async () => {
  await worker.dispose();
});

const backend = () => inject('backendOrigin');

async function firstVisitUuid(path = '/'): Promise<string> {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {redirect: 'manual'});
  await response.text();
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('uuid='));
  expect(cookie).toMatch(/^uuid=[0-9a-f-]{36}; Path=\/; Max-Age=2629800; SameSite=Lax$/);
  return (cookie ?? '').slice('uuid='.length, 'uuid='.length + 36);
}

const postExposure = (body: unknown, headers: Record<string, string> = {}) =>
  worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`, {
    method: 'POST',
    headers: {'Content-Type': 'application/json', ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('experiments: uuid cookie and server-side assignment', () => {
  it('sets the uuid cookie on the first US HTML response and keeps one variant for that uuid', async () => {
    const uuid = await firstVisitUuid();
    const labels = async () => {
      const html = await (await worker.dispatchFetch(`${ORIGIN}/`, {headers: {Cookie: `uuid=${uuid}`}})).text();
      return ['Shop the Pro', 'Shop Pro packages'].filter((label) => html.includes(`>${label}<`));
    };
    const first = await labels();
    expect(first).toHaveLength(1);
    expect(await labels()).toEqual(first);
  });

  it('sets no uuid for en-GB before a consent choice, nor after an opt-out in en-US', async () => {
    const uk = await worker.dispatchFetch(`${ORIGIN}/en-GB/`);
    await uk.text();
    expect(uk.headers.getSetCookie().some((value) => value.startsWith('uuid='))).toBe(false);
    const optedOut = await worker.dispatchFetch(`${ORIGIN}/`, {headers: {Cookie: `keel_consent=${encodeURIComponent(JSON.stringify({analytics: false, marketing: false}))}`}});
    await optedOut.text();
    expect(optedOut.headers.getSetCookie().some((value) => value.startsWith('uuid='))).toBe(false);
  });
});

describe('POST /api/growthbook/process-exposure/', () => {
  it('forwards a valid exposure of the visitor’s own uuid to the collector', async () => {
    const uuid = await firstVisitUuid();
    const response = await postExposure({uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control', path: '/'}, {Cookie: `uuid=${uuid}`});
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({outcome: 'sent'});
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {exposures: unknown[]};
    expect(recorded.exposures).toEqual([expect.objectContaining({uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control', path: '/'})]);
  });

  it('answers 4xx for bad input and sends nothing', async () => {
    const uuid = await firstVisitUuid();
    const cookie = {Cookie: `uuid=${uuid}`};
    expect((await worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`)).status).toBe(405);
    expect((await postExposure('not json', cookie)).status).toBe(400);
    expect((await postExposure({uuid, experimentId: 'x'}, cookie)).status).toBe(400);
    expect((await postExposure({uuid, experimentId: 'x', variantId: 'y', extra: 'z'.repeat(5000)}, cookie)).status).toBe(413);
    const form = await worker.dispatchFetch(`${ORIGIN}/api/growthbook/process-exposure/`, {method: 'POST', headers: {...cookie, 'Content-Type': 'text/plain'}, body: '{}'});
    expect(form.status).toBe(415);
    // Someone else's uuid, or none at all: refused.
    expect((await postExposure({uuid, experimentId: 'x', variantId: 'y'})).status).toBe(403);
    expect((await postExposure({uuid: '11111111-2222-3333-4444-555555555555', experimentId: 'x', variantId: 'y'}, cookie)).status).toBe(403);
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {exposures: unknown[]};
    expect(recorded.exposures).toEqual([]);
  });

  it('keeps an internal user’s exposure local (spec 6)', async () => {
    const uuid = 'keel-internal-worker-test';
    const response = await postExposure({uuid, experimentId: 'home-hero-cta-2026-11', variantId: 'control'}, {Cookie: `uuid=${uuid}`});
    expect(await response.json()).toEqual({outcome: 'internal'});
    const recorded = (await (await fetch(`${backend()}/growthbook/v1/exposures?uuid=${uuid}`)).json()) as {exposures: unknown[]};
    expect(recorded.exposures).toEqual([]);
  });
});
