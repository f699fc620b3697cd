import {envelope, newEventId, parseDsn, sentryEvent, type ErrorReport} from './errorReporting';
import {fetchWithDeadline} from '../upstream.server';

export type ServerReport = Pick<ErrorReport, 'error' | 'message' | 'code' | 'level' | 'extra'> & {source: string};

export interface ErrorReporter {
  report(report: ServerReport): void;
}

export const noReporter: ErrorReporter = {report: () => {}};

/**
 * The worker's error reporter for one request (decision 0059): a Sentry
 * envelope per report, with the route, release and locale, scrubbed of
 * personal data, posted to the DSN's project with the provider deadline after
 * the response (waitUntil). SENTRY_DSN empty: nothing is sent.
 */
export function createErrorReporter(options: {
  env: Pick<Env, 'SENTRY_DSN' | 'SENTRY_RELEASE' | 'SENTRY_ENVIRONMENT'>;
  request: Request;
  locale: string;
  waitUntil: (promise: Promise<unknown>) => void;
}): ErrorReporter {
  const dsn = parseDsn(options.env.SENTRY_DSN);
  if (!dsn) return noReporter;
  return {
    report(report) {
      const now = new Date();
      const event = sentryEvent(
        {
          ...report,
          route: new URL(options.request.url).pathname,
          locale: options.locale,
          release: options.env.SENTRY_RELEASE || 'keel-storefront@dev',
          environment: options.env.SENTRY_ENVIRONMENT || 'production',
          platform: 'javascript',
        },
        newEventId(),
        now,
      );
      options.waitUntil(
        fetchWithDeadline('provider', dsn.envelopeUrl, {
          method: 'POST',
          headers: {'Content-Type': 'application/x-sentry-envelope'},
          body: envelope(event, now),
        })
          .then((response) => {
            if (!response.ok) console.warn(`[errors] the error-reporting service answered ${response.status}`);
          })
          .catch((error: unknown) =>
            console.warn('[errors] report not sent', error instanceof Error ? error.message : error),
          ),
      );
    },
  };
}
