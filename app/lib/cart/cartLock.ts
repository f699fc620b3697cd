/**
 * One cart change at a time per cart (decision 0045): the cart action reads
 * the cart, plans the change against it (rules:cart-states's merge, rules:cart-rules's cap) and
 * writes it; two of those interleaved lose one change. Changes to one cart
 * therefore run one after another, in arrival order; changes to different
 * carts run side by side.
 */

export class CartBusyError extends Error {
  constructor() {
    super('The cart is busy with other changes.');
    this.name = 'CartBusyError';
  }
}

export class KeyedLock {
  /** The promise that settles when the last queued holder of a key lets go. */
  private readonly tails = new Map<string, Promise<void>>();

  /** How many keys have holders or waiters (for tests: the map must not grow). */
  get size(): number {
    return this.tails.size;
  }

  /**
   * Runs `task` once every earlier task of `key` has finished. A task that
   * has waited `maxWaitMs` gives up with CartBusyError and never runs (the
   * queue behind it keeps its order).
   */
  async run<T>(key: string, maxWaitMs: number, task: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => mine);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const turn = await Promise.race([
      previous.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), maxWaitMs))),
    ]);
    clearTimeout(timer);
    if (!turn) {
      // Let the next one go only after those before this one are done.
      void previous.then(release);
      throw new CartBusyError();
    }
    try {
      return await task();
    } finally {
      release();
    }
  }
}
