import {describe, expect, it} from 'vitest';
import {handleJobs, OPENINGS} from './api';

describe('jobs stand-in', () => {
  it('lists the open roles of the departments asked for', () => {
    const result = handleJobs('GET', new URL('http://backend/jobs/v1/openings?departments=Engineering,Coaching'));
    expect(result?.status).toBe(200);
    expect(
      (result?.body as {openings: Array<{department: string}>}).openings.map((opening) => opening.department),
    ).toEqual(['Engineering', 'Engineering', 'Coaching']);
  });

  it('lists every role without a filter, and leaves other paths to other handlers', () => {
    expect(handleJobs('GET', new URL('http://backend/jobs/v1/openings'))?.body).toEqual({openings: OPENINGS});
    expect(handleJobs('GET', new URL('http://backend/reviews/v1/summary'))).toBeNull();
    expect(handleJobs('POST', new URL('http://backend/jobs/v1/openings'))?.status).toBe(404);
  });
});
