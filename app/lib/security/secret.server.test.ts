import {describe, expect, it} from 'vitest';
import {secretMatches} from './secret.server';

describe('secretMatches', () => {
  it('accepts the secret and nothing else', async () => {
    const secret = 'keel-dev-page-cache-purge-secret-0123456789';
    expect(await secretMatches(secret, secret)).toBe(true);
    expect(await secretMatches(`${secret}x`, secret)).toBe(false);
    expect(await secretMatches(secret.slice(0, -1), secret)).toBe(false);
    expect(await secretMatches('', secret)).toBe(false);
  });

  it('never matches when no secret is configured', async () => {
    expect(await secretMatches('', '')).toBe(false);
  });
});
