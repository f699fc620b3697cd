import type {Miniflare} from 'miniflare';
import {afterAll, beforeAll, inject} from 'vitest';
import {loadAppEnv, pointAtBackend} from '../../scripts/lib/env';
import {createWorker} from '../../scripts/lib/worker';

/**
 * The built worker in workerd, wired to the test backend; requests go through
 * dispatchFetch. Rate limits are raised (every request comes from one client).
 */
export function createTestWorker(overrides: Record<string, string> = {}, onOutput?: (line: string) => void): Miniflare {
  const env = {
    ...pointAtBackend(loadAppEnv(), inject('backendOrigin')),
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...overrides,
  };
  return createWorker({env, ...(onOutput ? {onOutput} : {})});
}

/** The built worker for a test file's tests: ready before the first, disposed after the last. */
export function workerForFile(overrides: Record<string, string> = {}): Miniflare {
  const worker = createTestWorker(overrides);
  beforeAll(async () => {
    await worker.ready;
  });
  afterAll(async () => {
    await worker.dispose();
  });
  return worker;
}

/** The dev backend the worker tests run against (its stand-ins can be read back). */
export const backendOrigin = () => inject('backendOrigin');

export const ORIGIN = 'http://127.0.0.1:3000';
