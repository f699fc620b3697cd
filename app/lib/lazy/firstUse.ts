/**
 * A value made the first time it is asked for, then kept. The XState machines of the chunk every page
 * loads when idle are made this way (decision 0179): made at the chunk's evaluation, they were half of
 * that task on every page, for a modal stack and a mini cart that most visits never open.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: {value: T} | undefined;
  return () => (made ??= {value: make()}).value;
}
