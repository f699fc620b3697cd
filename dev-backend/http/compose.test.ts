import {describe, expect, it} from 'vitest';
import {composeHandlers} from './compose';
import {HttpError, send, type StandIn} from './handler';

const at = (path: string, method = 'GET') => new Request(`http://backend.test${path}`, {method});
const standIn = (name: string, prefix: string, status: number): StandIn<null> => ({
  name,
  handle: (request) => (new URL(request.url).pathname.startsWith(prefix) ? send(status, {from: name}) : null),
});

describe('composeHandlers', () => {
  it('answers with the first stand-in that does not return null, in list order', async () => {
    const handle = composeHandlers([standIn('jobs', '/jobs/', 200), standIn('everything', '/', 201)], () => {});
    expect(await (await handle(at('/jobs/v1/openings'), null)).json()).toEqual({from: 'jobs'});
    const other = await handle(at('/reviews/v1/summary'), null);
    expect(other.status).toBe(201);
    expect(await other.json()).toEqual({from: 'everything'});
  });

  it('answers 404 naming the method and path when every stand-in returns null', async () => {
    const answer = await composeHandlers([standIn('jobs', '/jobs/', 200)], () => {})(at('/nothing', 'DELETE'), null);
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await answer.json()).toEqual({errors: [{message: 'No route for DELETE /nothing'}]});
  });

  it('answers 500 for a stand-in that throws, names it in the log, and asks no later stand-in', async () => {
    const lines: string[] = [];
    const broken: StandIn<null> = {
      name: 'reviews',
      handle: () => {
        throw new Error('seed file missing');
      },
    };
    const answer = await composeHandlers([broken, standIn('everything', '/', 200)], (line) => lines.push(line))(
      at('/reviews/v1/summary'),
      null,
    );
    expect(answer.status).toBe(500);
    expect(await answer.json()).toEqual({errors: [{message: 'Internal error in the dev backend'}]});
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^error in reviews GET \/reviews\/v1\/summary: Error: seed file missing/);
  });

  it('answers a thrown HttpError with its own status and body, without a log line', async () => {
    const lines: string[] = [];
    const tooLarge: StandIn<null> = {
      name: 'storefront',
      handle: async () => {
        throw new HttpError(413, {errors: [{message: 'Request body too large'}]});
      },
    };
    const answer = await composeHandlers([tooLarge], (line) => lines.push(line))(
      at('/api/2026-04/graphql.json', 'POST'),
      null,
    );
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({errors: [{message: 'Request body too large'}]});
    expect(lines).toEqual([]);
  });
});
