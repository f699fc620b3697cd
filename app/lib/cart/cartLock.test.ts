import {describe, expect, it} from 'vitest';
import {CartBusyError, KeyedLock} from './cartLock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedLock (decision 0045)', () => {
  it('runs the tasks of one key one at a time, in arrival order', async () => {
    const lock = new KeyedLock();
    const log: string[] = [];
    let active = 0;
    const task = (name: string) => async () => {
      active += 1;
      expect(active).toBe(1);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      active -= 1;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => lock.run('cart-1', 1000, task(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    await tick();
    expect(lock.size).toBe(0);
  });

  it('lets different keys run side by side', async () => {
    const lock = new KeyedLock();
    let active = 0;
    let most = 0;
    const task = async () => {
      active += 1;
      most = Math.max(most, active);
      await tick();
      active -= 1;
    };
    await Promise.all([lock.run('cart-1', 1000, task), lock.run('cart-2', 1000, task)]);
    expect(most).toBe(2);
  });

  it('goes on with the next task after one fails', async () => {
    const lock = new KeyedLock();
    const failed = lock.run('cart-1', 1000, async () => {
      throw new Error('upstream down');
    });
    const next = lock.run('cart-1', 1000, async () => 'ran');
    await expect(failed).rejects.toThrow('upstream down');
    await expect(next).resolves.toBe('ran');
  });

  it('gives up after the wait with CartBusyError, never running the task, and keeps the order behind it', async () => {
    const lock = new KeyedLock();
    let release!: () => void;
    const first = lock.run('cart-1', 1000, () => new Promise<void>((resolve) => (release = resolve)));
    let ranSecond = false;
    const second = lock.run('cart-1', 5, async () => {
      ranSecond = true;
    });
    const log: string[] = [];
    const third = lock.run('cart-1', 1000, async () => void log.push('third'));
    await expect(second).rejects.toBeInstanceOf(CartBusyError);
    expect(log).toEqual([]);
    release();
    await first;
    await third;
    expect(ranSecond).toBe(false);
    expect(log).toEqual(['third']);
    await tick();
    expect(lock.size).toBe(0);
  });
});
