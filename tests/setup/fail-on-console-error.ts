import {afterEach, beforeEach, vi, type MockInstance} from 'vitest';

// rules:habit-tests-fail-loudly: a stray console.error fails the test that caused it. A test that
// expects an error logged asserts on it and then clears the mock's calls.
let spy: MockInstance<typeof console.error>;

beforeEach(() => {
  spy = vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = [...spy.mock.calls];
  spy.mockRestore();
  if (calls.length > 0) {
    const first = calls[0]?.map(String).join(' ');
    throw new Error(`console.error was called ${calls.length} time(s): ${first}`);
  }
});
