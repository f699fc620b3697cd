import {describe, expect, it} from 'vitest';
import {lookupWithRetry, PREQUAL_LOOKUP_ATTEMPTS, PREQUAL_LOOKUP_DELAY_MS} from './prequalification';

describe('prequalification widget page lookup (rules:product-states)', () => {
  it('uses the spec’s constants: 5 attempts, 200 ms apart', () => {
    expect(PREQUAL_LOOKUP_ATTEMPTS).toBe(5);
    expect(PREQUAL_LOOKUP_DELAY_MS).toBe(200);
  });

  it('returns at once when the lookup succeeds first time', async () => {
    const waits: number[] = [];
    expect(await lookupWithRetry(() => 'widget', {wait: async (ms) => void waits.push(ms)})).toBe('widget');
    expect(waits).toEqual([]);
  });

  it('retries 200 ms apart until the lookup finds it', async () => {
    const waits: number[] = [];
    let calls = 0;
    const found = await lookupWithRetry(() => (++calls === 3 ? 'widget' : undefined), {
      wait: async (ms) => void waits.push(ms),
    });
    expect(found).toBe('widget');
    expect(calls).toBe(3);
    expect(waits).toEqual([200, 200]);
  });

  it('gives up after 5 attempts, waiting only between them', async () => {
    const waits: number[] = [];
    let calls = 0;
    const found = await lookupWithRetry(
      () => {
        calls += 1;
        return null;
      },
      {wait: async (ms) => void waits.push(ms)},
    );
    expect(found).toBeUndefined();
    expect(calls).toBe(5);
    expect(waits).toEqual([200, 200, 200, 200]);
  });
});
