/** rules:product-states: the prequalification widget retries its page lookup up to 5 times, 200 ms apart. */
export const PREQUAL_LOOKUP_ATTEMPTS = 5;
export const PREQUAL_LOOKUP_DELAY_MS = 200;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Looks something up on the page (the provider's script defines its API
 * when it has run), trying once and then again up to `attempts` times in
 * all, `delayMs` apart; undefined when it never appears.
 */
export async function lookupWithRetry<T>(
  lookup: () => T | null | undefined,
  options: {attempts?: number; delayMs?: number; wait?: (ms: number) => Promise<void>} = {},
): Promise<T | undefined> {
  const attempts = options.attempts ?? PREQUAL_LOOKUP_ATTEMPTS;
  const delayMs = options.delayMs ?? PREQUAL_LOOKUP_DELAY_MS;
  const wait = options.wait ?? sleep;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const found = lookup();
    if (found !== null && found !== undefined) return found;
    if (attempt < attempts) await wait(delayMs);
  }
  return undefined;
}
