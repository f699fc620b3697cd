import type {ErrorReporter} from './errors/errorReporting.server';

/**
 * The server's rows of rules:errors-and-logging's error catalogue, each in the catalogue's
 * wording, so a failure can be found by its code in the worker's logs. A row
 * the catalogue gives no code has a name instead ('order-missing').
 */
export const SPEC_ERRORS = {
  'HY-S6135': '[Revalidate] - normalize cart get CMS Products Error',
  'HY-S5007': '[Shopify API] - Add to Cart Error Response',
  'HY-S5018': 'Remove-from-cart failure',
  'HY-S5019': 'Update-cart failure',
  'order-missing': 'Order or its content missing on order confirmation',
} as const;

export type ErrorCode = keyof typeof SPEC_ERRORS;

/** Logs a rules:errors-and-logging error on one line and reports it to the error-reporting service (decision 0059), scrubbed there. */
export function logError(code: ErrorCode, details?: Record<string, unknown>, reporter?: ErrorReporter): void {
  const message = SPEC_ERRORS[code];
  console.error(`[${code}] ${message}`, details ? JSON.stringify(details) : '');
  reporter?.report({code, message, extra: details, source: 'log'});
}
