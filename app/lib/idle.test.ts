import {afterEach, describe, expect, it, vi} from 'vitest';
import {whenIdle} from './idle';

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
