/**
 * Error reporting (rules:errors-reporting, rules:errors-and-logging; decision 0059): Sentry's DSN and envelope
 * format, and the scrubbing every report goes through. Pure and free of
 * imports: the worker and the lazily loaded browser reporter share it.
 */

export interface Dsn {
  publicKey: string;
  projectId: string;
  /** Where envelopes go: {origin}{path}/api/{project}/envelope/ */
  envelopeUrl: string;
  origin: string;
}

/** A Sentry DSN: {protocol}://{public key}@{host}{/optional path}/{project id}. Null when empty or malformed (reporting off). */
export function parseDsn(dsn: string | null | undefined): Dsn | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    const match = /^(.*)\/(\d+)$/.exec(url.pathname);
    if (!url.username || !match || !/^https?:$/.test(url.protocol)) return null;
    const base = `${url.protocol}//${url.host}${match[1] ?? ''}`;
    const query = new URLSearchParams({sentry_key: url.username, sentry_version: '7'});
    return {
      publicKey: url.username,
      projectId: match[2] ?? '',
      envelopeUrl: `${base}/api/${match[2]}/envelope/?${query}`,
      origin: `${url.protocol}//${url.host}`,
    };
  } catch {
    return null;
  }
}

const SCRUBBERS: Array<[RegExp, string]> = [
  // e-mail addresses
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  // commerce cart ids and hosted-checkout cart tokens
  [/gid:\/\/shopify\/Cart\/[A-Za-z0-9?=._-]+/g, '[cart]'],
  [/\/cart\/c\/[A-Za-z0-9-]+/g, '/cart/c/[cart]'],
  // secrets in URLs: the order page's key, checkout keys, tokens
  [/([?&](?:key|token|access_token|sentry_key)=)[^&\s"']+/gi, '$1[redacted]'],
  // street addresses ("12 Harbor Street", "1 Navy Way")
  [
    /\b\d{1,6}\s+(?:[A-Z][a-z]+\s){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Way|Lane|Ln|Drive|Dr|Boulevard|Blvd|Court|Ct|Place|Pl|Square|Sq)\b\.?/g,
    '[address]',
  ],
];

/** Phone numbers: runs of 9+ digits with phone separators, but not dates, times or IP addresses. */
const PHONE = /\+?\(?\d[\d\s().-]{6,}\d/g;
const NOT_PHONE = /^\d{4}-\d{2}-\d{2}|^\d{1,3}(\.\d{1,3}){3}$/;

/** Personal data out of a string: e-mails, cart ids, URL secrets, street addresses, phone numbers. */
export function scrubText(value: string): string {
  const text = SCRUBBERS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), value);
  return text.replace(PHONE, (match) =>
    (match.match(/\d/g)?.length ?? 0) >= 9 && !NOT_PHONE.test(match) ? '[phone]' : match,
  );
}

/** Fields that hold personal data by name; their values are never reported. */
const PERSONAL_KEYS =
  /^(e-?mail|customerEmail|name|first_?name|last_?name|address\d?|shipping_?address|shippingAddress|phone|zip|shipping_zip|cart_?id|cartId|checkoutUrl|cookie|authorization)$/i;

/** Scrubs a value for a report: strings scrubbed, personal keys dropped, depth and size bounded. */
export function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value).slice(0, 2000);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > 4) return '[depth]';
  if (Array.isArray(value)) return value.slice(0, 20).map((item) => scrub(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, 50)
      .map(([key, item]) => [key, PERSONAL_KEYS.test(key) ? '[redacted]' : scrub(item, depth + 1)]),
  );
}

/** A route for the report: the path without its query, long numbers (order ids) generalised. */
export function reportRoute(pathOrUrl: string): string {
  const path = pathOrUrl.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '/';
  return scrubText(path.replace(/\/\d{4,}(?=\/|$)/g, '/:id')) || '/';
}

export interface ErrorReport {
  /** The error, or a message (a logged spec code). */
  error?: unknown;
  message?: string;
  /** rules:errors-and-logging code, e.g. HY-S5007. */
  code?: string;
  level?: 'error' | 'warning' | 'fatal';
  route: string;
  locale: string;
  release: string;
  environment: string;
  platform: 'javascript' | 'node';
  /** Where it came from: worker, boundary, browser. */
  source: string;
  extra?: Record<string, unknown>;
}

const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** The Sentry event of a report, scrubbed. */
export function sentryEvent(report: ErrorReport, eventId: string, now: Date) {
  const error = report.error instanceof Error ? report.error : null;
  const message = report.message ?? (error ? undefined : report.error === undefined ? undefined : String(report.error));
  return {
    event_id: eventId,
    timestamp: now.getTime() / 1000,
    platform: report.platform,
    level: report.level ?? 'error',
    release: report.release,
    environment: report.environment,
    transaction: reportRoute(report.route),
    tags: {
      route: reportRoute(report.route),
      locale: report.locale,
      source: report.source,
      ...(report.code ? {code: report.code} : {}),
    },
    ...(message
      ? {
          message: {
            formatted: scrubText(
              report.code && !message.includes(report.code) ? `[${report.code}] ${message}` : message,
            ).slice(0, 2000),
          },
        }
      : {}),
    ...(error
      ? {
          exception: {
            values: [
              {
                type: error.name || 'Error',
                value: scrubText(error.message).slice(0, 2000),
                ...(error.stack ? {stacktrace: {frames: stackFrames(error.stack)}} : {}),
              },
            ],
          },
        }
      : {}),
    ...(report.extra ? {extra: scrub(report.extra)} : {}),
  };
}

/** Stack lines as Sentry frames (innermost last), file names without query strings. */
function stackFrames(stack: string) {
  return stack
    .split('\n')
    .slice(1, 30)
    .map((line) => {
      const match = /at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line.trim());
      return match
        ? {
            function: match[1] ?? '?',
            filename: reportRoute(match[2] ?? ''),
            lineno: Number(match[3]),
            colno: Number(match[4]),
          }
        : null;
    })
    .filter((frame) => frame !== null)
    .reverse();
}

/** A Sentry envelope with one event item: header line, item header line, payload line. */
export function envelope(event: {event_id: string}, now: Date): string {
  const payload = JSON.stringify(event);
  return [
    JSON.stringify({
      event_id: event.event_id,
      sent_at: now.toISOString(),
      sdk: {name: 'keel.reporter', version: '1.0.0'},
    }),
    JSON.stringify({type: 'event', content_type: 'application/json', length: new TextEncoder().encode(payload).length}),
    payload,
  ].join('\n');
}

export function newEventId(): string {
  return hex(crypto.getRandomValues(new Uint8Array(16)));
}
