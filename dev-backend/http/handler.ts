import type {CommerceStore} from '../store/db';

/** What the stand-ins share, built once when the backend starts. */
export interface BackendContext {
  store: CommerceStore;
  /** The storefront a shopper returns to, e.g. http://127.0.0.1:3000. */
  storefrontUrl: string;
}

/**
 * The one contract of the dev backend (decision 0142): a stand-in answers the requests that are
 * its own and null for any other, so the server tries every stand-in in one ordered list.
 */
export type Handler<Context = BackendContext> = (
  request: Request,
  context: Context,
) => Promise<Response | null> | Response | null;

/** A handler with the name the log gives it when it throws. */
export interface StandIn<Context = BackendContext> {
  name: string;
  handle: Handler<Context>;
}

/** A refusal thrown from deep in a handler (a body too large, bad JSON): answered as JSON with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(typeof body === 'string' ? body : JSON.stringify(body));
  }
}

// Response() adds its own text/plain content-type to a string body, and refuses any body on 204 or 304.
function bytes(status: number, body: string | Uint8Array): Uint8Array<ArrayBuffer> | null {
  if (status === 204 || status === 304 || body.length === 0) return null;
  return typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
}

/** A response with exactly these headers (no content-type added). */
export function respond(status: number, body: string | Uint8Array, headers: HeadersInit = {}): Response {
  return new Response(bytes(status, body), {status, headers});
}

/** The server's plain answer: a string as text, anything else as JSON. */
export function send(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  return respond(status, text, {'content-type': type, ...headers});
}

/** What a stand-in's pure core returns, so that its unit tests read plain values. */
export interface StandInResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A core's result as a response; null stays null (not mine). */
export function fromResult(result: StandInResult | null): Response | null {
  return result && respond(result.status, result.body, result.headers);
}
