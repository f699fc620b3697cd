import {HttpError, send, type StandIn} from './handler';

/**
 * The stand-ins as one handler (decision 0142): tried in order, the first answer wins, 404 when
 * none answers. A thrown HttpError is its own answer; anything else is a 500 whose log line names
 * the stand-in.
 */
export function composeHandlers<Context>(
  standIns: Array<StandIn<Context>>,
  log: (line: string) => void,
): (request: Request, context: Context) => Promise<Response> {
  return async (request, context) => {
    const {pathname} = new URL(request.url);
    for (const {name, handle} of standIns) {
      try {
        const answer = await handle(request, context);
        if (answer) return answer;
      } catch (error) {
        if (error instanceof HttpError) return send(error.status, error.body);
        log(`error in ${name} ${request.method} ${pathname}: ${(error as Error).stack ?? String(error)}`);
        return send(500, {errors: [{message: 'Internal error in the dev backend'}]});
      }
    }
    return noRoute(request.method, pathname);
  };
}

/** The answer when no stand-in serves a request. */
export function noRoute(method: string, pathname: string): Response {
  return send(404, {errors: [{message: `No route for ${method} ${pathname}`}]});
}
