import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createTestWorker, ORIGIN} from './harness';

/** Security headers (issue 15): HSTS on HTTPS hosts only, a Permissions-Policy, the CSP as before. */

let worker: Miniflare;
beforeAll(async () => {
  worker = createTestWorker();
  await worker.ready;
});
afterAll(async () => {
  await worker.dispose();
});

describe('security headers', () => {
  it('sends Strict-Transport-Security on an HTTPS host, on pages and API answers alike', async () => {
    for (const path of ['/', '/api/cart']) {
      const response = await worker.dispatchFetch(`https://shop.example${path}`);
      await response.arrayBuffer();
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    }
  });

  it('sends no Strict-Transport-Security over plain HTTP (localhost must not be pinned to HTTPS)', async () => {
    const response = await worker.dispatchFetch(`${ORIGIN}/`);
    await response.arrayBuffer();
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('turns off the features the shop does not use, keeps the CSP strict', async () => {
    const response = await worker.dispatchFetch(`${ORIGIN}/`);
    await response.arrayBuffer();
    const policy = response.headers.get('permissions-policy') ?? '';
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()', 'browsing-topics=()']) expect(policy).toContain(off);
    expect(policy).toContain('geolocation=(self)');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src[^;]*'nonce-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
