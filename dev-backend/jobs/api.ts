/**
 * A stand-in for the jobs service the careers list reads (rules:module-careers-and-coaching: a careers
 * list from a jobs service): open roles, filtered by department.
 */

import {send, type Handler} from '../http/handler';
export interface Opening {
  id: string;
  title: string;
  department: string;
  location: string;
  url: string;
}

export const OPENINGS: Opening[] = [
  {
    id: 'eng-112',
    title: 'Senior Embedded Engineer, Resistance Systems',
    department: 'Engineering',
    location: 'Portland, Maine',
    url: 'https://jobs.keel.example/roles/eng-112',
  },
  {
    id: 'eng-118',
    title: 'Frontend Engineer, Storefront',
    department: 'Engineering',
    location: 'Remote (US or UK)',
    url: 'https://jobs.keel.example/roles/eng-118',
  },
  {
    id: 'coa-031',
    title: 'Rowing Coach, Live Classes',
    department: 'Coaching',
    location: 'London',
    url: 'https://jobs.keel.example/roles/coa-031',
  },
  {
    id: 'sup-207',
    title: 'Member Support Specialist',
    department: 'Member Support',
    location: 'Leeds',
    url: 'https://jobs.keel.example/roles/sup-207',
  },
  {
    id: 'ops-044',
    title: 'Delivery Operations Lead',
    department: 'Operations',
    location: 'Portland, Maine',
    url: 'https://jobs.keel.example/roles/ops-044',
  },
  {
    id: 'mkt-009',
    title: 'Brand Designer',
    department: 'Marketing',
    location: 'London',
    url: 'https://jobs.keel.example/roles/mkt-009',
  },
];

/** GET /jobs/v1/openings?departments=A,B: the open roles, only those departments when given. */
export function handleJobs(method: string, url: URL): {status: number; body: unknown} | null {
  if (!url.pathname.startsWith('/jobs/v1/')) return null;
  if (method !== 'GET' || url.pathname !== '/jobs/v1/openings')
    return {status: 404, body: {error: `No route for ${method} ${url.pathname}`}};
  const wanted = (url.searchParams.get('departments') ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const openings = wanted.length ? OPENINGS.filter((opening) => wanted.includes(opening.department)) : OPENINGS;
  return {status: 200, body: {openings}};
}

/** The jobs board's handler (decision 0142). */
export const jobsHandler: Handler = (request) => {
  const jobs = handleJobs(request.method, new URL(request.url));
  return jobs && send(jobs.status, jobs.body);
};
