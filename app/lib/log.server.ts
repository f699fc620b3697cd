import type {ErrorReporter} from './errorReporting.server';

/**
 * Errors logged with the codes of spec 8, so a failure upstream can be found
 * by its code in the worker's logs.
 */
export const ERROR_CODES = {
  normalizeCartCms: 'HY-S6135',
  addToCart: 'HY-S5007',
  removeFromCart: 'HY-S5018',
  updateCart: 'HY-S5019',
  financingRefresh: 'HY-S5030',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Logs a spec 8 error and reports it to the error-reporting service (decision 0059), scrubbed there. */
export function logError(code: ErrorCode, message: string, details?: Record<string, unknown>, reporter?: ErrorReporter): void {
  console.error(`[${code}] ${message}`, details ? JSON.stringify(details) : '');
  reporter?.report({code, message, extra: details, source: 'log'});
}
