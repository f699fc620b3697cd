import {describe, expect, it} from 'vitest';
import {ORIGIN, workerForFile} from './harness';

/**
 * React Router's lazy route discovery endpoint (`/__manifest`) in workerd, bounded at the worker
 * before the app builds a context for it (decision 0113): what React Router's own client sends
 * passes, anything larger or of another shape is refused.
 */

const worker = workerForFile();

async function get(path: string, init: RequestInit = {}) {
  const response = await worker.dispatchFetch(`${ORIGIN}${path}`, {redirect: 'manual', ...init} as never);
  return {response, text: await response.text()};
}

/**
 * The manifest request React Router's client makes after hydrating a page: every `data-discover`
 * link's path with its ancestors, sorted, and the build's version (react-router's
 * `fetchAndApplyManifestPatches` and `getPathsWithAncestors`).
 */
async function discoveryRequest(pagePath: string): Promise<{url: string; paths: string[]; version: string}> {
  const {text} = await get(pagePath);
  const version = /__reactRouterManifest\s*=\s*\{.*?"version":\s*"([^"]+)"/s.exec(text)?.[1];
  if (!version) throw new Error(`${pagePath} carries no manifest version`);
  const links = [
    ...text.matchAll(
      /<a [^>]*href="([^"]+)"[^>]*data-discover="true"|<a [^>]*data-discover="true"[^>]*href="([^"]+)"/g,
    ),
  ];
  const paths = new Set<string>();
  for (const link of links) {
    const {pathname} = new URL((link[1] ?? link[2] ?? '/').replaceAll('&amp;', '&'), ORIGIN);
    for (let index = 1; index < pathname.length; index++)
      if (pathname[index] === '/') paths.add(pathname.slice(0, index));
    paths.add(pathname);
  }
  const search = new URLSearchParams({paths: [...paths].sort().join(','), version});
  return {url: `/__manifest?${search}`, paths: [...paths], version};
}

const manifestUrl = (paths: string[], version: string) =>
  `/__manifest?${new URLSearchParams({paths: paths.join(','), version})}`;

describe('the route manifest endpoint in workerd', () => {
  it('answers the request React Router’s client makes on the home page, a listing and a product page, in both locales', async () => {
    for (const pagePath of ['/', '/en-GB/', '/listings/accessories/', '/en-GB/products/rowers/keel-pro-rower/']) {
      const {url, paths} = await discoveryRequest(pagePath);
      expect(paths.length, pagePath).toBeGreaterThan(5);
      console.info(`[manifest] ${pagePath}: ${paths.length} paths, ${url.length} characters`);
      const {response, text} = await get(url);
      expect(response.status, `${pagePath}: ${paths.length} paths`).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('immutable');
      expect(Object.keys(JSON.parse(text) as object).length, pagePath).toBeGreaterThan(0);
    }
  });

  it('keeps React Router’s answer to a client built before a deploy: 204 and reload the document', async () => {
    const {response} = await get(manifestUrl(['/', '/blog'], 'a-version-from-before'));
    expect(response.status).toBe(204);
    expect(response.headers.get('X-Remix-Reload-Document')).toBe('true');
  });

  it('refuses a URL longer than React Router’s client ever sends (7680 characters), before the app', async () => {
    const {version} = await discoveryRequest('/');
    const paths = Array.from({length: 800}, (_, index) => `/products/rowers/r${String(index).padStart(4, '0')}`);
    const url = manifestUrl(paths, version);
    const {response, text} = await get(url);
    expect(response.status).toBe(414);
    expect(text).toMatch(/longer than/);
    // The worker's own answer (React Router's is an empty 400, after a whole context), and a cheap one.
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({length: 50}, async () => (await get(url)).response.status));
    expect(new Set(statuses)).toEqual(new Set([414]));
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('refuses more paths than a page can ask for, or paths deeper than any route, although the URL is short enough', async () => {
    const {version} = await discoveryRequest('/');
    const many = Array.from({length: 600}, (_, index) => `/${index.toString(36).padStart(2, '0')}`).sort();
    expect(manifestUrl(many, version).length).toBeLessThan(7680);
    const tooMany = await get(manifestUrl(many, version));
    expect(tooMany.response.status).toBe(400);
    expect(tooMany.text).toMatch(/paths/);
    const deep = `/${Array.from({length: 40}, () => 'a').join('/')}`;
    const tooDeep = await get(manifestUrl([deep], version));
    expect(tooDeep.response.status).toBe(400);
    expect(tooDeep.text).toMatch(/segments/);
  });

  it('refuses what React Router’s client never sends: repeated or unsorted paths, a path without its slash, other parameters, another method', async () => {
    const {version} = await discoveryRequest('/');
    const cases: Array<[string, RequestInit?]> = [
      [manifestUrl(['/blog', '/blog', '/blog'], version)],
      [manifestUrl(['/search', '/blog'], version)],
      [manifestUrl(['blog'], version)],
      [manifestUrl([''], version)],
      [`${manifestUrl(['/blog'], version)}&paths=/search`],
      [`${manifestUrl(['/blog'], version)}&cachebust=1`],
      [`/__manifest?version=${version}`],
      [`/__manifest?paths=/blog`],
      [manifestUrl(['/blog'], version), {method: 'POST', body: 'x'}],
    ];
    for (const [url, init] of cases) {
      const {response} = await get(url, init);
      expect([400, 405], `${init?.method ?? 'GET'} ${url}`).toContain(response.status);
    }
  });
});
