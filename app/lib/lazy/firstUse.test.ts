import {describe, expect, it, vi} from 'vitest';
import type * as XState from 'xstate';
import {onFirstUse} from './firstUse';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({made: true}));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a value that is falsy', () => {
    const make = vi.fn(() => 0);
    const value = onFirstUse(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });
});

describe("the idle chunk's machines (rules:perf-machines-on-first-use)", () => {
  it('are made when first asked for, not when their modules are evaluated', async () => {
    // The unit tests share one module graph per thread (vitest.config.ts): the modules are evaluated
    // afresh here, against an xstate whose `setup` counts its calls, and the graph is given back after.
    let setupCalls = 0;
    vi.resetModules();
    vi.doMock('xstate', async (importOriginal) => {
      const actual = await importOriginal<typeof XState>();
      const setup = ((...args: Parameters<typeof actual.setup>) => {
        setupCalls += 1;
        return actual.setup(...args);
      }) as typeof actual.setup;
      return {...actual, setup};
    });
    try {
      const machines = [
        (await import('~/components/Modal/modalStackMachine')).modalStackMachine,
        (await import('~/lib/cart/miniCartMachine')).miniCartMachine,
        (await import('~/lib/countdown/countdownMachine')).countdownMachine,
      ];
      expect(setupCalls).toBe(0);
      const made = machines.map((machine) => machine());
      expect(setupCalls).toBe(3);
      expect(machines.map((machine) => machine())).toEqual(made);
      expect(setupCalls).toBe(3);
    } finally {
      vi.doUnmock('xstate');
      vi.resetModules();
    }
  });
});
