import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {FOCUS_TRAP_RETRIES, FOCUS_TRAP_RETRY_MS, trapFocus} from './focusTrap';

/** rules:modal-size-and-backdrop "Focus trap: retries up to 60 times, 100 ms apart", with a stand-in for the dialog's element. */

function dialog() {
  let focusables: Array<{focus: () => void; hasAttribute: () => boolean; getClientRects: () => unknown[]}> = [];
  const element = {
    querySelectorAll: vi.fn(() => focusables),
    focus: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  const button = {focus: vi.fn(), hasAttribute: () => false, getClientRects: () => [{}]};
  return {element, button, renderContent: () => (focusables = [button])};
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('trapFocus', () => {
  it('looks for something to focus 60 times, 100 ms apart, then focuses the dialog itself', () => {
    const {element} = dialog();
    trapFocus(element as unknown as HTMLElement);
    vi.advanceTimersByTime((FOCUS_TRAP_RETRIES - 1) * FOCUS_TRAP_RETRY_MS - 1);
    expect(element.querySelectorAll).toHaveBeenCalledTimes(FOCUS_TRAP_RETRIES - 1);
    expect(element.focus).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(element.querySelectorAll).toHaveBeenCalledTimes(60);
    expect(element.focus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * FOCUS_TRAP_RETRY_MS);
    expect(element.querySelectorAll).toHaveBeenCalledTimes(60);
  });

  it('focuses content that renders late, and stops looking', () => {
    const {element, button, renderContent} = dialog();
    trapFocus(element as unknown as HTMLElement);
    vi.advanceTimersByTime(3 * FOCUS_TRAP_RETRY_MS);
    renderContent();
    vi.advanceTimersByTime(FOCUS_TRAP_RETRY_MS);
    expect(button.focus).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60 * FOCUS_TRAP_RETRY_MS);
    expect(element.querySelectorAll).toHaveBeenCalledTimes(5);
    expect(element.focus).not.toHaveBeenCalled();
  });

  it('stops looking once released', () => {
    const {element} = dialog();
    const release = trapFocus(element as unknown as HTMLElement);
    release();
    vi.advanceTimersByTime(60 * FOCUS_TRAP_RETRY_MS);
    expect(element.querySelectorAll).toHaveBeenCalledTimes(1);
    expect(element.removeEventListener).toHaveBeenCalledWith('keydown', expect.any(Function));
  });
});
