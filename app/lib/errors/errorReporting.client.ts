/**
 * The browser's error reporter (decision 0059), loaded with the other
 * third-party code after hydration when idle: uncaught errors, unhandled
 * rejections, errors React logs from error boundaries and every logged spec
 * code (HY-…, as Sentry's console capture does) go to the DSN as scrubbed
 * Sentry envelopes. At most a few per page view; it never logs errors itself.
 */
import {envelope, newEventId, parseDsn, sentryEvent, type ErrorReport} from './errorReporting';

export interface BrowserReporterConfig {
  dsn: string;
  release: string;
  environment: string;
  locale: string;
}

const MAX_REPORTS = 10;
const CODE = /HY-[SC]\d{4}/;
let installed = false;

export function installBrowserReporter(config: BrowserReporterConfig): void {
  const dsn = parseDsn(config.dsn);
  if (!dsn || installed) return;
  installed = true;
  let sent = 0;
  const send = (report: Pick<ErrorReport, 'error' | 'message' | 'code' | 'source'>) => {
    if (sent >= MAX_REPORTS) return;
    sent += 1;
    const now = new Date();
    const event = sentryEvent(
      {
        ...report,
        route: location.pathname,
        locale: config.locale,
        release: config.release,
        environment: config.environment,
        platform: 'javascript',
      },
      newEventId(),
      now,
    );
    void fetch(dsn.envelopeUrl, {
      method: 'POST',
      headers: {'Content-Type': 'text/plain;charset=UTF-8'},
      body: envelope(event, now),
    })
      .then((response) => response.text())
      .catch(() => {
        // reporting must never add errors of its own
      });
  };
  window.addEventListener('error', (event) => send({error: event.error ?? event.message, source: 'browser'}));
  window.addEventListener('unhandledrejection', (event) => send({error: event.reason, source: 'browser'}));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    const text = args.filter((arg) => typeof arg === 'string').join(' ');
    const code = CODE.exec(text)?.[0];
    const error = args.find((arg) => arg instanceof Error);
    if (code) send({code, message: text, error, source: 'log'});
    else if (error) send({error, source: 'boundary'});
  };
  document.documentElement.dataset.errorReporting = 'on';
}
