/**
 * Work done one step per task, in order (decision 0155). A step may add steps of its own; they run
 * right after it, before the steps queued earlier, so a command's parts stay together. `runEvery`
 * runs what is left at once, for a page being hidden or left.
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
