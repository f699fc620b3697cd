import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {createSteps, oncePerRun} from './steps';

describe('createSteps (decision 0155)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs nothing at once, then one step per task, in the order queued', () => {
    const steps = createSteps();
    const ran: string[] = [];
    steps.inTurn(() => ran.push('a'));
    steps.inTurn(() => ran.push('b'));
    steps.inTurn(() => ran.push('c'));
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
  });

  it('runs the steps a step adds right after it, in their order, before the steps queued earlier, each in a task of its own', () => {
    const steps = createSteps();
    const ran: string[] = [];
    steps.inTurn(() => {
      ran.push('page');
      steps.inTurn(() => {
        ran.push('view');
        steps.inTurn(() => ran.push('view part'));
      });
      steps.inTurn(() => ran.push('shopify'));
    });
    steps.inTurn(() => ran.push('click'));
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['page', 'view']);
    vi.runAllTimers();
    expect(ran).toEqual(['page', 'view', 'view part', 'shopify', 'click']);
  });

  it('runs every step left at once when asked (a page being left), and then has nothing left to run', () => {
    const steps = createSteps();
    const ran: string[] = [];
    steps.inTurn(() => {
      ran.push('a');
      steps.inTurn(() => ran.push('a part'));
    });
    steps.inTurn(() => ran.push('b'));
    steps.runEvery();
    expect(ran).toEqual(['a', 'a part', 'b']);
    expect(vi.getTimerCount()).toBe(0);
    steps.inTurn(() => ran.push('c'));
    vi.runAllTimers();
    expect(ran).toEqual(['a', 'a part', 'b', 'c']);
  });

  it('goes on after a step that throws, with the steps it added before throwing', () => {
    const steps = createSteps();
    const ran: string[] = [];
    steps.inTurn(() => {
      steps.inTurn(() => ran.push('added'));
      throw new Error('broken');
    });
    steps.inTurn(() => ran.push('next'));
    expect(() => vi.advanceTimersToNextTimer()).toThrow('broken');
    vi.runAllTimers();
    expect(ran).toEqual(['added', 'next']);
  });
});

describe('oncePerRun (decision 0155)', () => {
  it('reads once in a run, again in the next run, and again after a drop', async () => {
    let reads = 0;
    const cookie = oncePerRun(() => `read ${++reads}`);
    expect([cookie.get(), cookie.get()]).toEqual(['read 1', 'read 1']);
    cookie.drop();
    expect(cookie.get()).toBe('read 2');
    await Promise.resolve();
    expect([cookie.get(), cookie.get()]).toEqual(['read 3', 'read 3']);
    expect(reads).toBe(3);
  });
});
