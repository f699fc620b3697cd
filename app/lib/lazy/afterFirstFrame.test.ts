import {afterEach, describe, expect, it, vi} from 'vitest';
import {afterFirstFrame} from './afterFirstFrame';

function browser(visibilityState: 'visible' | 'hidden') {
  const frames: Array<() => void> = [];
  vi.stubGlobal('document', {hidden: visibilityState === 'hidden'});
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  return frames;
}

describe('afterFirstFrame', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for a frame and then for the task after it, where the browser paints', () => {
    vi.useFakeTimers();
    const frames = browser('visible');
    const task = vi.fn();
    afterFirstFrame(task);
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    frames.forEach((frame) => frame());
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledOnce();
  });

  it('runs at once in a hidden document, which gets no frames until shown', () => {
    const frames = browser('hidden');
    const task = vi.fn();
    afterFirstFrame(task);
    expect(task).toHaveBeenCalledOnce();
    expect(frames).toHaveLength(0);
  });
});
