import {afterEach, describe, expect, it, vi} from 'vitest';
import {importInTask, whenIdle} from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('does nothing on the server', () => {
    const task = vi.fn();
    expect(whenIdle(task)()).toBeUndefined();
    expect(task).not.toHaveBeenCalled();
  });

  it('asks the browser for idle time with its deadline (0: none), and cancels it', () => {
    const requestIdleCallback = vi.fn(() => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('window', {requestIdleCallback, cancelIdleCallback});
    const task = vi.fn();
    whenIdle(task);
    expect(requestIdleCallback).toHaveBeenLastCalledWith(task, {timeout: 2000});
    const cancel = whenIdle(task, 0);
    expect(requestIdleCallback).toHaveBeenLastCalledWith(task, {timeout: 0});
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where there is no requestIdleCallback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const task = vi.fn();
    whenIdle(task, 0);
    vi.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('importInTask', () => {
  it('runs each part waiting for one chunk in a task of its own, not in the microtasks of the task the chunk came in', async () => {
    let arrive: (chunk: {name: string}) => void = () => {};
    const chunk = new Promise<{name: string}>((resolve) => (arrive = resolve));
    const ran: string[] = [];
    const part = (which: string) => (loaded: {name: string}) => {
      ran.push(`${which} ${loaded.name}`);
      // Runs before the next part only if that part waits for a task of its own.
      queueMicrotask(() => ran.push(`microtasks after ${which}`));
    };
    const parts = [importInTask(() => chunk, part('first')), importInTask(() => chunk, part('second'))];
    arrive({name: 'modal-root'});
    // Every microtask of the task the chunk came in has run: neither part has.
    for (let hop = 0; hop < 10; hop++) await Promise.resolve();
    expect(ran).toEqual([]);
    await Promise.all(parts);
    expect(ran).toEqual(['first modal-root', 'microtasks after first', 'second modal-root', 'microtasks after second']);
  });

  it('rejects as the part throws, or as the import fails', async () => {
    await expect(
      importInTask(
        () => Promise.resolve(1),
        () => {
          throw new Error('boot failed');
        },
      ),
    ).rejects.toThrow('boot failed');
    await expect(
      importInTask(
        () => Promise.reject(new Error('offline')),
        () => {},
      ),
    ).rejects.toThrow('offline');
  });
});
