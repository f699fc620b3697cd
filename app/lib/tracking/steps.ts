/**
 * Work done one step per task, in order (decision 0155). A step may add steps of its own; they run
 * right after it, before the steps queued earlier, so a command's parts stay together. `runEvery`
 * runs what is left at once, for a page being hidden or left. `oncePerRun` keeps a costly read for the
 * rest of the synchronous run (a step, or every step `runEvery` runs).
 */
export interface Steps {
  /** Queues a step: after the step running now when called from one, else after every step queued. */
  inTurn(step: () => void): void;
  /** Every step left, now. */
  runEvery(): void;
}

type Schedule = (run: () => void) => () => void;

const nextTask: Schedule = (run) => {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

export function createSteps(schedule: Schedule = nextTask): Steps {
  const steps: Array<() => void> = [];
  /** While a step runs: the steps it adds. */
  let following: Array<() => void> | null = null;
  let cancel: (() => void) | null = null;

  const runOne = () => {
    const step = steps.shift();
    if (!step) return;
    following = [];
    try {
      step();
    } finally {
      steps.unshift(...following);
      following = null;
    }
  };
  const runNext = () => {
    cancel = null;
    try {
      runOne();
    } finally {
      if (steps.length) cancel = schedule(runNext);
    }
  };

  return {
    inTurn(step) {
      if (following) {
        following.push(step);
        return;
      }
      steps.push(step);
      cancel ??= schedule(runNext);
    },
    runEvery() {
      cancel?.();
      cancel = null;
      while (steps.length) runOne();
    },
  };
}

/**
 * A value read once per run of synchronous code: the first `get` reads it, later ones in the same run
 * reuse it, and it is dropped when the run ends (a microtask) or on `drop` (after a write to what it
 * read). For reads that cross to the browser's cookie store (decision 0155).
 */
export function oncePerRun<T>(read: () => T): {get(): T; drop(): void} {
  let kept: {value: T} | null = null;
  return {
    get() {
      if (!kept) {
        kept = {value: read()};
        queueMicrotask(() => {
          kept = null;
        });
      }
      return kept.value;
    },
    drop() {
      kept = null;
    },
  };
}
